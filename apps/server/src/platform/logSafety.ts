/**
 * What of an error reaches the log (issue 17): never the values a failed query carried. Drizzle's
 * DrizzleQueryError puts the parameters in its message and in `params`; PostgreSQL's error repeats a
 * conflicting value in `detail` ("Key (title)=(…) already exists"). Personal data and password hashes were
 * logged that way. Kept: the error's type, the SQL text (placeholders only), code, constraint, table, stack.
 */
const KEPT = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity', 'statusCode'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]');

export function safeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[non-error value]', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = { type: e.constructor?.name ?? 'Error', message: withoutParams(e.message), stack: withoutParams(e.stack ?? '') };
  for (const k of KEPT) if (e[k] !== undefined && typeof e[k] !== 'object') out[k] = e[k];
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
