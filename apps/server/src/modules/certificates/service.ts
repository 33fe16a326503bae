import { buffer } from 'node:stream/consumers';
import {
  CERT_EXPIRING_DAYS,
  formatVerifyCode,
  verifyUrl,
  type ApplicationArea,
  type MailTo,
  type Certificate,
  type CertificateLineFields,
  type CertificateListQuery,
  type Locale,
  plusDays,
} from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { notFound } from '../../platform/errors.js';
import { applicationStore } from '../applications/service.js';
import { certsRepo, type CertRow } from './repo.js';
import { renderCertificatePdf } from './pdf.js';
import { certificateFieldsDocument, certificateFieldsView, lineDocument } from '../applications/extensions.js';
import { declaredRows } from './declaredRows.js';
import { openVerifyCode } from '../trust/codes.js';
import { certStatusHistory } from '../trust/certStatus.js';
import type { AppPdfSigner } from '../trust/lazySigner.js';
import { recordIssuedPdf } from '../trust/verify.js';
import { offersOf } from '../renewals/offers.js';
import { businessClock } from '../../platform/clock.js';

const toCert = (r: CertRow): Certificate => ({
  id: r.id,
  cert_no: r.certNo,
  rfc_no: r.rfcNo ?? '',
  application_id: r.applicationId,
  title: r.title,
  importer: r.importer,
  exporter: r.exporter,
  status: r.status as Certificate['status'],
  type: r.type,
  issue_date: r.issueDate,
  expiry_date: r.expiryDate,
  route: r.route,
  company_name: r.companyName,
  created_at: r.createdAt.toISOString(),
  status_since: r.statusSince.toISOString(),
  suspended_until: r.status === 'suspended' ? r.suspendedUntil : null,
  status_reason: r.statusReason,
});

const expiringBefore = (now = businessClock.now()) => plusDays(now.toISOString().slice(0, 10), CERT_EXPIRING_DAYS);

/** A customer's certificates; `userId` null: every customer's (staff, GET /all/certs). */
export async function listCertificates(db: Db, userId: number | null, q: CertificateListQuery) {
  const { limit, offset } = pageWindow(q);
  const { expiring, sort, order, current_page: _p, per_page: _pp, ...filters } = q;
  const { rows, total } = await certsRepo.page(
    db,
    userId,
    { ...filters, expiringBefore: expiring ? expiringBefore() : undefined },
    { sort, order },
    limit,
    offset,
  );
  const certs = rows.map(toCert);
  // The holder's list shows what each certificate leads to (issue 32); the staff's company-wide list does not.
  const offers = userId === null ? null : await offersOf(db, userId, certs);
  return pageOf(
    certs.map((c) => (offers ? { ...c, follow_ons: offers.get(c.id) ?? [] } : c)),
    total,
    q,
  );
}

/** One of the owner's certificates as stored, with its shown status (undefined: none of theirs); the renewals module starts follow-ons from it. */
export const ownCertificate = (db: Db, userId: number, id: number) => certsRepo.find(db, userId, id);

/** The holder's certificate: its status, since when, what replaced it, the status history and the public verification code. */
export async function certificateInfo(db: Db, userId: number, id: number) {
  const row = await certsRepo.find(db, userId, id);
  if (!row) throw notFound();
  const [supersededBy, verifyCode, history] = await Promise.all([
    row.supersededById ? certsRepo.certNoOf(db, row.supersededById) : null,
    openVerifyCode(db, row.verifyCodeSealed),
    certStatusHistory(db, id),
  ]);
  const cert = toCert(row);
  return {
    ...cert,
    follow_ons: (await offersOf(db, userId, [cert])).get(cert.id) ?? [],
    superseded_by: supersededBy ? { id: supersededBy.id, cert_no: supersededBy.certNo } : null,
    verify_code: verifyCode ? formatVerifyCode(verifyCode) : null,
    status_history: history,
    mail_to: (row.mailTo as MailTo | null) ?? null,
    // The fields its line states of its own (null under the other lines' keys).
    ...(certificateFieldsView(row.form, row.lineFields ?? null) as CertificateLineFields),
  };
}

/** What signs an issued certificate PDF and where its QR code points (issue 15). */
export interface PdfTrust {
  signer: Pick<AppPdfSigner, 'sign'>;
  origin: string;
}

/**
 * The certificate as a signed PDF for its owner or staff (anyone else: 404), with its file name. The QR code
 * opens the public check filled in; the hash of the exact bytes handed out is recorded, so the check can
 * tell an uploaded copy genuine.
 */
export async function certificatePdf(
  db: Db,
  user: { id: number; isStaff: boolean },
  id: number,
  locale: Locale,
  log: Parameters<typeof renderCertificatePdf>[3],
  trust: PdfTrust,
) {
  const row = await certsRepo.findFor(db, user.isStaff ? null : user.id, id);
  if (!row) throw notFound();
  const products = await certsRepo.products(db, row.applicationId);
  const cert = { ...toCert(row), mail_to: (row.mailTo as MailTo | null) ?? null };
  const app = await applicationStore.find(db, null, row.applicationId);
  const code = await openVerifyCode(db, row.verifyCodeSealed);
  const verify = code ? { url: verifyUrl(trust.origin, cert.cert_no, code), code: formatVerifyCode(code) } : undefined;
  // A line's issued report prints its own rows (the engine's extension points); else the fields its certificate
  // states of its own, else the declaration's.
  const lineDoc = (app ? await lineDocument(db, app, locale) : undefined) ?? certificateFieldsDocument(row.form, row.lineFields ?? null, locale);
  const opts = lineDoc ? { ...lineDoc, verify } : { verify, rows: app ? declaredRows(app.form, app.data, locale) : undefined };
  const doc = await renderCertificatePdf(cert, products, locale, log, opts);
  const signed = await trust.signer.sign(await buffer(doc), new Date());
  await recordIssuedPdf(db, row.id, signed, locale);
  return { filename: `${cert.cert_no}.pdf`, stream: signed };
}

/** The workbench's counts, each the total of the list it links to. */
export async function workbenchCounts(db: Db, userId: number, area?: ApplicationArea) {
  const byStatus = Object.fromEntries(
    (await (area ? applicationStore.areaCounts(db, userId, area) : applicationStore.counts(db, userId))).map((r) => [r.status, r.n]),
  );
  const n = (s: string) => Number(byStatus[s] ?? 0);
  const [certificates, normal, expiring] = await Promise.all([
    certsRepo.count(db, userId, { area }),
    certsRepo.count(db, userId, { area, status: 'valid' }),
    certsRepo.count(db, userId, { area, expiringBefore: expiringBefore() }),
  ]);
  const all = Object.values(byStatus).reduce((s, v) => s + Number(v), 0);
  return {
    applications: all - n('draft'),
    certificates,
    drafts: n('draft'),
    returned: n('returned'),
    // The status "processing" (处理中), exactly the list its card opens (status=processing).
    in_process: n('processing'),
    normal_certificates: normal,
    expiring_certificates: expiring,
  };
}
