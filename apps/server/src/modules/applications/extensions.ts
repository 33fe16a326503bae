/**
 * THE extension points of the application engine (issue 26; docs/application-engine.md, "Extension points").
 * The engine (this module, and the certificates built on it) imports no business line: a line module that adds
 * staff work, detail fields, document rows, routes or jobs describes them in one `LineExtension` (its
 * `extension.ts`) and is listed once in apps/server/src/lines.ts, which registers it when the app is built.
 *
 *   export const fooLine: LineExtension = {
 *     name: 'foo',
 *     appliesTo: (form) => form === 'foo',
 *     detail: async (db, app) => ({ foo: await fooView(db, app) }),      // merged into GET rfc/detail/{id}
 *     document: async (db, app, locale) => ({ headingKey, rows }),       // the issued PDF's rows (undefined: none yet)
 *     routes: fooRoutes,                                                 // mounted under /frontend/v1 and /backend/v1
 *     checkSubmission: async (t, payload, locale) => { ... },            // a 400 refuses the submission (reference tables)
 *     jobs: (app) => app.jobs.define({ ... }),                           // on the platform queue (docs/jobs.md)
 *   };
 *
 * A line module may import the engine (detail, transition, applicationStore, enforce, this file); lint forbids
 * the other way round and any module importing a line module (eslint.config.js, `lineZones`).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ApplicationDetail, Locale } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import type { ApplicationRow } from './repo.js';

/** Rows a line's issued document (inspection report, test report ...) prints on the certificate layout. */
export interface LineDocument {
  /** i18n key of the document's heading (e.g. inspectionPdf.heading). */
  headingKey: string;
  /** Label and value, already in the reader's language. */
  rows: [string, string][];
}

export interface LineExtension {
  /** Unique (the module's name); registering the same name again replaces it (tests build many apps). */
  name: string;
  /** The applications whose detail and documents this line contributes to (by the application's form). */
  appliesTo: (form: string) => boolean;
  /** Fields the line adds to the application's detail (customer and staff). Keys must exist in applicationDetailSchema. */
  detail?: (db: Db, app: ApplicationRow) => Promise<Partial<ApplicationDetail>>;
  /** The rows of the line's issued document, for the certificate PDF; undefined when there is none (yet). */
  document?: (db: Db, app: ApplicationRow, locale: Locale) => Promise<LineDocument | undefined>;
  /** The line's own routes (staff actions, customer actions), mounted under both API prefixes. */
  routes?: FastifyPluginAsync;
  /** The date the line's cancellation rule counts working days to (entrusted inspection: the inspection date). */
  cancellationDate?: (db: Db, app: ApplicationRow) => Promise<string | undefined>;
  /**
   * Whether submitting the application now makes it an express booking (entrusted inspection: fewer than 2 working
   * days ahead of the inspection date, the shared isExpress on the stored calendar); written at each submission.
   */
  express?: (db: Db, app: ApplicationRow) => Promise<boolean>;
  /**
   * Checks of a submitted application against the database (the form's own rules are in packages/shared): a
   * failure throws a 400 in the caller's language and the submit's transaction rolls back (GCC: a known HS code).
   */
  checkSubmission?: (t: Tx, payload: Record<string, unknown>, locale: Locale) => Promise<void>;
  /** The line's jobs, defined on the platform queue when the app is built. */
  jobs?: (app: FastifyInstance) => void;
}

const registry = new Map<string, LineExtension>();

export const lineExtensions = {
  register(e: LineExtension) {
    registry.set(e.name, e);
  },
  all: (): LineExtension[] => [...registry.values()],
  of: (form: string): LineExtension[] => [...registry.values()].filter((e) => e.appliesTo(form)),
};

/** What the registered lines add to this application's detail, merged in registration order. */
export async function detailContributions(db: Db, app: ApplicationRow): Promise<Partial<ApplicationDetail>> {
  const parts = await Promise.all(lineExtensions.of(app.form).map((e) => e.detail?.(db, app)));
  return Object.assign({}, ...parts.filter(Boolean));
}

/** The first registered line document of this application (its issued report), if any. */
export async function lineDocument(db: Db, app: ApplicationRow, locale: Locale): Promise<LineDocument | undefined> {
  for (const e of lineExtensions.of(app.form)) {
    const d = await e.document?.(db, app, locale);
    if (d) return d;
  }
  return undefined;
}

/** The date the application's line counts its cancellation cutoff to (undefined: the line has none). */
export async function cancellationDateOf(db: Db, app: ApplicationRow): Promise<string | undefined> {
  for (const e of lineExtensions.of(app.form)) {
    const d = await e.cancellationDate?.(db, app);
    if (d) return d;
  }
  return undefined;
}

/** Whether the application, submitted now, is an express booking of its line (false: the line has no express rule). */
export async function expressOf(db: Db, app: ApplicationRow): Promise<boolean> {
  for (const e of lineExtensions.of(app.form)) if (await e.express?.(db, app)) return true;
  return false;
}

/** The registered lines' checks of a submission against the database (each throws its 400). */
export async function checkSubmission(t: Tx, form: string, payload: Record<string, unknown>, locale: Locale): Promise<void> {
  for (const e of lineExtensions.of(form)) await e.checkSubmission?.(t, payload, locale);
}
