import { timingSafeEqual } from 'node:crypto';
import { isVerifyCodeShape, plusDays, publicNamesOf, shownCertStatus, type VerifyPdfResult, type VerifyResult } from '@tic/shared';
import type { Db } from '../../db/client.js';
import type { UserCache } from '../../platform/cache/userCache.js';
import { hashVerifyCode } from './codes.js';
import { trustRepo } from './repo.js';
import { sha256Hex } from './sha256.js';

const NOT_FOUND: VerifyResult = { found: false };
/** Compared against when the number is unknown, so both answers cost one look-up and one comparison. */
const DUMMY_HASH = hashVerifyCode('000000000000');
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const distinct = (xs: string[]) => [...new Set(xs.filter(Boolean))];

/** What the public answer is made of, cached per certificate; the status is computed per request from the stored fields (dates move on). */
export interface VerifyFacts {
  certNo: string;
  stored: string;
  statusSince: string;
  suspendedUntil: string | null;
  supersededBy: string | null;
  holder: string;
  product: string;
  models: string[];
  brands: string[];
  scheme: string;
  issueDate: string;
  /** null: it does not expire (a report). */
  expiryDate: string | null;
}

/** What the public may see of a certificate (also what the directory lists, issue 32). */
export async function factsOf(db: Db, id: number): Promise<VerifyFacts | null> {
  const c = await trustRepo.verifyFacts(db, id);
  if (!c) return null;
  const { products, supersededBy: by } = c;
  return {
    certNo: c.cert.certNo,
    stored: c.cert.status,
    statusSince: c.cert.statusSince.toISOString(),
    suspendedUntil: c.cert.suspendedUntil,
    supersededBy: by,
    // What the line's documents name (a report: the client, applicant or factory; the goods, sample or processes).
    ...(({ holder, product }) => ({ holder, product: product || c.title }))(publicNamesOf(c.form, c.payload)),
    models: distinct(products.map((p) => str(p.data.model))),
    brands: distinct(products.map((p) => str(p.data.brand))),
    scheme: c.cert.type,
    issueDate: c.cert.issueDate,
    expiryDate: c.cert.expiryDate,
  };
}

/**
 * The public check. An unknown number, a wrong code and anything malformed answer the same NOT_FOUND after
 * the same work (one indexed look-up, one constant-time comparison); only a match reads anything else.
 * The facts of a matched certificate are cached per holder (a user cache): every status action writes the
 * holder a notice, whose signal drops them in every process; a re-issued code is seen at once (the hash is
 * read on every check). Never contacts, amounts or files.
 */
export async function verifyCertificate(
  db: Db,
  no: string | undefined,
  code: string | undefined,
  issuer: string,
  cache?: UserCache<VerifyFacts>,
  now = new Date(),
): Promise<VerifyResult> {
  const certNo = (no ?? '').trim().slice(0, 60);
  const row = await trustRepo.verifyRow(db, certNo);
  const given = Buffer.from(hashVerifyCode(isVerifyCodeShape(code ?? '') ? code! : '!'), 'hex');
  const stored = Buffer.from(row?.hash ?? DUMMY_HASH, 'hex');
  const match = timingSafeEqual(given, stored) && Boolean(row?.hash) && isVerifyCodeShape(code ?? '');
  if (!row || !match) return NOT_FOUND;
  const key = `verify:${row.id}`;
  let f = cache?.get(key) ?? null;
  if (!f) {
    f = await factsOf(db, row.id);
    if (!f) return NOT_FOUND;
    cache?.set(key, row.userId, f);
  }
  const today = now.toISOString().slice(0, 10);
  const status = shownCertStatus(f.stored, f.suspendedUntil, f.expiryDate, today);
  const since =
    status === 'expired' && f.expiryDate
      ? f.expiryDate
      : status === 'valid' && f.stored === 'suspended' && f.suspendedUntil
        ? nextDay(f.suspendedUntil)
        : f.statusSince;
  return {
    found: true,
    cert_no: f.certNo,
    status,
    status_since: since,
    suspended_until: status === 'suspended' ? f.suspendedUntil : null,
    superseded_by: status === 'superseded' ? f.supersededBy : null,
    holder: f.holder,
    product: f.product,
    models: f.models,
    brands: f.brands,
    scheme: f.scheme,
    issue_date: f.issueDate,
    expiry_date: f.expiryDate,
    issuer,
  };
}

const nextDay = (d: string) => plusDays(d, 1);

/** Whether an uploaded file is byte for byte a PDF we issued (its SHA-256 recorded when it was handed out). */
export async function verifyUploadedPdf(db: Db, pdf: Buffer): Promise<VerifyPdfResult> {
  const row = await trustRepo.issuedPdf(db, sha256Hex(pdf));
  return { genuine: Boolean(row), cert_no: row?.certNo ?? null };
}

export async function recordIssuedPdf(db: Db, certificateId: number, pdf: Buffer, lang: string) {
  await trustRepo.recordPdf(db, { certificateId, sha256: sha256Hex(pdf), lang });
}

/** The certificate of a number and verification code (another module's check: the directory's subscriptions), after the same work whether it matches or not. */
export async function matchCertificate(db: Db, no: string, code: string): Promise<{ id: number; certNo: string } | null> {
  const certNo = no.trim().slice(0, 60);
  const row = await trustRepo.verifyRow(db, certNo);
  const given = Buffer.from(hashVerifyCode(isVerifyCodeShape(code) ? code : '!'), 'hex');
  const stored = Buffer.from(row?.hash ?? DUMMY_HASH, 'hex');
  const match = timingSafeEqual(given, stored) && Boolean(row?.hash) && isVerifyCodeShape(code);
  return row && match ? { id: row.id, certNo } : null;
}
