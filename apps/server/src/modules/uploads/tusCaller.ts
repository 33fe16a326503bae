import type { IncomingMessage } from 'node:http';
import type { Locale } from '@tic/shared';

// Kept apart from tus.ts so that the routes do not load the tus libraries (they load at the first upload: plugin.ts).
/** What the Fastify route hands the tus server with the raw request: who asks, in which language. */
export interface TusCaller {
  /** The owner of what is uploaded (the organisation acted in). */
  userId: number;
  /** Who uploads (the member). */
  actorId?: number;
  locale: Locale;
}
const CALLER = Symbol('tusCaller');
export const setCaller = (raw: IncomingMessage, caller: TusCaller) => void ((raw as unknown as Record<symbol, TusCaller>)[CALLER] = caller);
export function callerOf(req: Request): TusCaller {
  const raw = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw && (raw as unknown as Record<symbol, TusCaller>)[CALLER];
  if (!caller) throw { status_code: 401, body: 'Unauthorized\n' };
  return caller;
}

/** An upload id names its owner (`u<user id>-<random>`): another user's id is refused before any store is read. */
export const UPLOAD_ID = /^u(\d+)-[0-9a-f]{32}$/;
export const ownsUpload = (id: string, userId: number) => UPLOAD_ID.exec(id)?.[1] === String(userId);
