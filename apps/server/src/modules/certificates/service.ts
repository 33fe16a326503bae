import { CERT_EXPIRING_DAYS, type Certificate, type CertificateListQuery, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { notFound } from '../../platform/errors.js';
// eslint-disable-next-line import-x/no-restricted-paths -- known debt (issue 17): reads another module's repo; to go behind its service
import { applicationsRepo } from '../applications/repo.js';
import { certsRepo, type CertRow } from './repo.js';
import { renderCertificatePdf } from './pdf.js';

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
});

const expiringBefore = (now = new Date()) => new Date(now.getTime() + CERT_EXPIRING_DAYS * 86_400_000).toISOString().slice(0, 10);

export async function listCertificates(db: Db, userId: number, q: CertificateListQuery) {
  const { limit, offset } = pageWindow(q);
  const { expiring, sort, order, current_page: _p, per_page: _pp, ...filters } = q;
  const { rows, total } = await certsRepo.page(db, userId, { ...filters, expiringBefore: expiring ? expiringBefore() : undefined }, { sort, order }, limit, offset);
  return pageOf(rows.map(toCert), total, q);
}

export async function certificateInfo(db: Db, userId: number, id: number) {
  const row = await certsRepo.find(db, userId, id);
  if (!row) throw notFound();
  return toCert(row);
}

/** The certificate as a PDF stream for its owner or staff (anyone else: 404), with its file name. */
export async function certificatePdf(db: Db, user: { id: number; isStaff: boolean }, id: number, locale: Locale, log: Parameters<typeof renderCertificatePdf>[3]) {
  const row = await certsRepo.findFor(db, user.isStaff ? null : user.id, id);
  if (!row) throw notFound();
  const products = await certsRepo.products(db, row.applicationId);
  const cert = toCert(row);
  return { filename: `${cert.cert_no}.pdf`, stream: await renderCertificatePdf(cert, products, locale, log) };
}

/** The workbench's counts, each the total of the list it links to. */
export async function workbenchCounts(db: Db, userId: number) {
  const byStatus = Object.fromEntries((await applicationsRepo.counts(db, userId)).map((r) => [r.status, r.n]));
  const n = (s: string) => Number(byStatus[s] ?? 0);
  const [certificates, normal, expiring] = await Promise.all([
    certsRepo.count(db, userId, {}),
    certsRepo.count(db, userId, { status: 'valid' }),
    certsRepo.count(db, userId, { expiringBefore: expiringBefore() }),
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
