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
 *     certificateFields: { bodyKey, otherLine, propose, atIssue, document }, // its certificate's own fields
 *   };
 *
 * A line module may import the engine (detail, transition, applicationStore, enforce, this file); lint forbids
 * the other way round and any module importing a line module (eslint.config.js, `lineZones`).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ApplicationDetail, Locale } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import type { ApplicationRow } from './repo.js';

/** Rows a line's issued document (inspection report, test report ...) prints on the certificate layout. */
export interface LineDocument {
  /** i18n key of the document's heading (e.g. inspectionPdf.heading). */
  headingKey: string;
  /** Label and value, already in the reader's language. */
  rows: [string, string][];
}

/** The fields a line's certificate states beyond the general ones, as stored on it (certificates.lineFields). */
export type CertificateFields = Record<string, unknown>;

/**
 * Fields a line's certificate states of its own (NB/RED: the EU-type examination certificate's): proposed from the
 * application (the draft prints them), confirmed or changed by staff at issue (POST /staff/rfc/{id}/issue), stored on
 * the certificate, printed on its PDF.
 */
export interface LineCertificateFields {
  /** The issue body's property that carries them (and the certificate detail's). */
  bodyKey: string;
  /** i18n key of the 400 when the issue body carries them for an application of another line. */
  otherLine: string;
  /** The fields as the application proposes them, in the reader's language. */
  propose: (db: Db, app: ApplicationRow, locale: Locale) => Promise<CertificateFields>;
  /** The fields the certificate is issued with: the ones staff sent, else the proposal (incomplete: its 400). */
  atIssue: (db: Db, app: ApplicationRow, sent: unknown, locale: Locale) => Promise<CertificateFields>;
  /** The PDF's heading and rows for the fields, in the reader's language. */
  document: (fields: CertificateFields, locale: Locale) => LineDocument;
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
  /** Fields its certificate states of its own (none: the declaration's certificate rows, or none). */
  certificateFields?: LineCertificateFields;
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

/** The certificate fields of this application's line (undefined: its certificate has none of its own). */
const certificateFieldsOf = (form: string): LineCertificateFields | undefined => lineExtensions.of(form).find((e) => e.certificateFields)?.certificateFields;

/**
 * The fields this application's certificate is issued with (null: its line has none), from the issue body: a line's
 * fields sent for an application of another line are that line's 400, before anything is written.
 */
export async function certificateFieldsAtIssue(
  db: Db,
  app: ApplicationRow,
  body: Readonly<Record<string, unknown>>,
  locale: Locale,
): Promise<CertificateFields | null> {
  const own = certificateFieldsOf(app.form);
  for (const e of lineExtensions.all()) {
    const f = e.certificateFields;
    if (f && f !== own && body[f.bodyKey] !== undefined) throw badRequest(f.otherLine);
  }
  return own ? own.atIssue(db, app, body[own.bodyKey], locale) : null;
}

/** The draft certificate's rows for its line's fields as the application proposes them (undefined: none of its own). */
export async function proposedCertificateDocument(db: Db, app: ApplicationRow, locale: Locale): Promise<LineDocument | undefined> {
  const own = certificateFieldsOf(app.form);
  return own ? own.document(await own.propose(db, app, locale), locale) : undefined;
}

/** The issued certificate's rows for the line's fields stored on it (undefined: none). */
export function certificateFieldsDocument(form: string, fields: CertificateFields | null, locale: Locale): LineDocument | undefined {
  const own = certificateFieldsOf(form);
  return own && fields ? own.document(fields, locale) : undefined;
}

/**
 * The line fields of a certificate as its detail answers them: each line's `bodyKey`, with the stored fields under the
 * key of the certificate's line, null under the others (GET /cert/info/{id} answers each key on every certificate).
 */
export function certificateFieldsView(form: string, fields: CertificateFields | null): Record<string, CertificateFields | null> {
  const own = certificateFieldsOf(form);
  return Object.fromEntries(
    lineExtensions.all().flatMap((e) => (e.certificateFields ? [[e.certificateFields.bodyKey, e.certificateFields === own ? (fields ?? null) : null]] : [])),
  );
}
