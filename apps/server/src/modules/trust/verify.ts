import { timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { isVerifyCodeShape, shownCertStatus, type VerifyPdfResult, type VerifyResult } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { applicationProducts, applications, certificatePdfs, certificates } from '../../db/schema/index.js';
import { hashVerifyCode } from './codes.js';
import { sha256Hex } from './signing.js';

const NOT_FOUND: VerifyResult = { found: false };
/** Compared against when the number is unknown, so both answers cost one look-up and one comparison. */
const DUMMY_HASH = hashVerifyCode('000000000000');
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const distinct = (xs: string[]) => [...new Set(xs.filter(Boolean))];

/**
 * The public check. An unknown number, a wrong code and anything malformed answer the same NOT_FOUND after
 * the same work (one indexed look-up, one constant-time comparison); only a match reads anything else.
 * Never contacts, amounts or files.
 */
export async function verifyCertificate(db: Db, no: string | undefined, code: string | undefined, issuer: string, now = new Date()): Promise<VerifyResult> {
  const certNo = (no ?? '').trim().slice(0, 60);
  const [row] = await db
    .select({ id: certificates.id, hash: certificates.verifyCodeHash })
    .from(certificates)
    .where(eq(certificates.certNo, certNo))
    .limit(1);
  const given = Buffer.from(hashVerifyCode(isVerifyCodeShape(code ?? '') ? code! : '!'), 'hex');
  const stored = Buffer.from(row?.hash ?? DUMMY_HASH, 'hex');
  const match = timingSafeEqual(given, stored) && Boolean(row?.hash) && isVerifyCodeShape(code ?? '');
  if (!row || !match) return NOT_FOUND;
  const [c] = await db
    .select({ cert: certificates, holder: applications.exporterName, importer: applications.importerName, title: applications.title })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(eq(certificates.id, row.id));
  if (!c) return NOT_FOUND;
  const products = await db.select({ data: applicationProducts.data }).from(applicationProducts).where(eq(applicationProducts.applicationId, c.cert.applicationId)).orderBy(asc(applicationProducts.position));
  const by = c.cert.supersededById ? (await db.select({ no: certificates.certNo }).from(certificates).where(eq(certificates.id, c.cert.supersededById)))[0]?.no ?? null : null;
  const today = now.toISOString().slice(0, 10);
  const status = shownCertStatus(c.cert.status, c.cert.suspendedUntil, c.cert.expiryDate, today);
  const since =
    status === 'expired'
      ? c.cert.expiryDate
      : status === 'valid' && c.cert.status === 'suspended' && c.cert.suspendedUntil
        ? nextDay(c.cert.suspendedUntil)
        : c.cert.statusSince.toISOString();
  return {
    found: true,
    cert_no: c.cert.certNo,
    status,
    status_since: since,
    suspended_until: status === 'suspended' ? c.cert.suspendedUntil : null,
    superseded_by: status === 'superseded' ? by : null,
    holder: c.holder ?? c.importer ?? '',
    product: distinct(products.map((p) => str(p.data.description))).join('; ') || c.title,
    models: distinct(products.map((p) => str(p.data.model))),
    brands: distinct(products.map((p) => str(p.data.brand))),
    scheme: c.cert.type,
    issue_date: c.cert.issueDate,
    expiry_date: c.cert.expiryDate,
    issuer,
  };
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether an uploaded file is byte for byte a PDF we issued (its SHA-256 recorded when it was handed out). */
export async function verifyUploadedPdf(db: Db, pdf: Buffer): Promise<VerifyPdfResult> {
  const [row] = await db
    .select({ certNo: certificates.certNo })
    .from(certificatePdfs)
    .innerJoin(certificates, eq(certificates.id, certificatePdfs.certificateId))
    .where(eq(certificatePdfs.sha256, sha256Hex(pdf)))
    .limit(1);
  return { genuine: Boolean(row), cert_no: row?.certNo ?? null };
}

export async function recordIssuedPdf(db: Db, certificateId: number, pdf: Buffer, lang: string) {
  await db.insert(certificatePdfs).values({ certificateId, sha256: sha256Hex(pdf), lang }).onConflictDoNothing();
}
