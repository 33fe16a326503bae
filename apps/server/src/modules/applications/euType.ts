/**
 * NB/RED: the EU-type examination certificate's own fields (business-lines.md). Staff confirm or change
 * the fields the application proposes when they issue; they are stored on the certificate, printed on its
 * PDF (certificates/euType.ts) and shown on the customer's certificate page.
 */
import { euTypeCertificateSchema, formOfType, issueKey, proposedEuTypeCertificate, translate, type EuTypeCertificate, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { applicationsRepo, attachmentsRepo, certificatesRepo, childrenRepo } from './repo.js';

const isNb = (applicationType: string) => formOfType(applicationType) === 'nb';

/** The proposal for an application: its data, the standard conclusion in the reader's language, the Annex V files as annexes. */
export async function proposeEuType(db: Db, app: { id: number; data: Record<string, unknown> }, locale: Locale): Promise<EuTypeCertificate> {
  const [files, children] = await Promise.all([attachmentsRepo.list(db, app.id), childrenRepo.load(db, app.id)]);
  const annexes = files.filter((f) => f.fileType?.startsWith('annex_')).map((f) => f.name);
  // The parties live in their own rows; the proposal reads them in the form's shape.
  const parties = Object.fromEntries(children.parties.map((p) => [p.role, p.data]));
  return proposedEuTypeCertificate({ ...app.data, parties }, translate(locale, 'euType.defaultConclusions'), annexes);
}

/**
 * The fields a certificate is issued with: for an NB/RED application the ones staff sent, else the
 * proposal (which must then be complete: its first gap is the 400); any other application takes none
 * (sending them is 400).
 */
export async function euTypeAtIssue(
  db: Db,
  app: { id: number; applicationType: string; data: Record<string, unknown> },
  sent: EuTypeCertificate | undefined,
  locale: Locale,
): Promise<EuTypeCertificate | null> {
  if (!isNb(app.applicationType)) {
    if (sent) throw badRequest('validation.euTypeOnlyNb');
    return null;
  }
  if (sent) return sent;
  const r = euTypeCertificateSchema.safeParse(await proposeEuType(db, app, locale));
  if (r.success) return r.data;
  const { key, params } = issueKey(r.error.issues[0]!);
  throw badRequest(key, params);
}

/** GET /staff/rfc/{id}/eu-type-certificate: the fields as issued, else as proposed; not an NB/RED application (or a draft): 404. */
export async function euTypeFor(db: Db, id: number, locale: Locale): Promise<EuTypeCertificate> {
  const app = await applicationsRepo.find(db, null, id);
  if (!app || app.status === 'draft' || !isNb(app.applicationType)) throw notFound();
  const issued = await certificatesRepo.forApplication(db, id);
  if (issued?.euType) return issued.euType as EuTypeCertificate;
  return proposeEuType(db, app, locale);
}
