/**
 * NB/RED: the EU-type examination certificate's own fields (business-lines.md). Staff confirm or change the fields
 * the application proposes when they issue; they are stored on the certificate, printed on its PDF (pdfRows.ts) and
 * shown on the customer's certificate page. The engine asks for them through LineExtension.certificateFields.
 */
import { euTypeCertificateSchema, issueKey, nbLine, proposedEuTypeCertificate, translate, type EuTypeCertificate, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { applicationStore } from '../applications/service.js';

/** The line whose certificates state these fields. */
export const isNbForm = (form: string) => form === nbLine.form;

/** The proposal for an application: its data, the standard conclusion in the reader's language, the Annex V files as annexes. */
export async function proposeEuType(db: Db, app: { id: number; data: Record<string, unknown> }, locale: Locale): Promise<EuTypeCertificate> {
  const [files, children] = await Promise.all([applicationStore.attachments(db, app.id), applicationStore.children(db, app.id)]);
  const annexes = files.filter((f) => f.fileType?.startsWith('annex_')).map((f) => f.name);
  // The parties live in their own rows; the proposal reads them in the form's shape.
  const parties = Object.fromEntries(children.parties.map((p) => [p.role, p.data]));
  return proposedEuTypeCertificate({ ...app.data, parties }, translate(locale, 'euType.defaultConclusions'), annexes);
}

/**
 * The fields an NB/RED certificate is issued with: the ones staff sent (the issue body checked them against
 * euTypeCertificateSchema), else the proposal, which must then be complete (its first gap is the 400).
 */
export async function euTypeAtIssue(
  db: Db,
  app: { id: number; data: Record<string, unknown> },
  sent: EuTypeCertificate | undefined,
  locale: Locale,
): Promise<EuTypeCertificate> {
  if (sent) return sent;
  const r = euTypeCertificateSchema.safeParse(await proposeEuType(db, app, locale));
  if (r.success) return r.data;
  const { key, params } = issueKey(r.error.issues[0]!);
  throw badRequest(key, params);
}

/** GET /staff/rfc/{id}/eu-type-certificate: the fields as issued, else as proposed; not an NB/RED application (or a draft): 404. */
export async function euTypeFor(db: Db, id: number, locale: Locale): Promise<EuTypeCertificate> {
  const app = await applicationStore.find(db, null, id);
  if (!app || app.status === 'draft' || !isNbForm(app.form)) throw notFound();
  const issued = await applicationStore.certificate(db, id);
  if (issued?.lineFields) return issued.lineFields as EuTypeCertificate;
  return proposeEuType(db, app, locale);
}
