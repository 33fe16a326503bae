/** Issue 15 (trust): certificate status actions, public verification, personal access tokens, webhooks. */
import { z } from 'zod';
import { ISO_DATE } from './applicationFields.js';
import { certificateSchema } from './applications.js';
import { mailToSchema } from './applicationExtras.js';
import { LINE_CERTIFICATE_FIELDS, type LineCertificateFields } from '../lines/registry.js';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const reasonText = z.preprocess(blank, z.string({ error: 'validation.required' }).max(500, { error: 'validation.tooLong' }));

export const CERT_STATUS_ACTIONS = ['suspend', 'withdraw', 'reinstate', 'supersede'] as const;
export type CertStatusAction = (typeof CERT_STATUS_ACTIONS)[number];

/** POST /staff/cert/{id}/suspend: until a date (inclusive, today or later), with an optional reason. */
export const certSuspendBody = z.object({
  until: z.preprocess(blank, z.string({ error: 'validation.required' }).regex(ISO_DATE, { error: 'validation.date' })),
  reason: z.preprocess(blank, z.string().max(500, { error: 'validation.tooLong' }).optional()),
});
/** POST /staff/cert/{id}/withdraw: the reason is required (the holder is told it). */
export const certWithdrawBody = z.object({ reason: reasonText });
export const certReinstateBody = z.object({ reason: z.preprocess(blank, z.string().max(500, { error: 'validation.tooLong' }).optional()) });
/** POST /staff/cert/{id}/supersede: the certificate number of the one that replaces it. */
export const certSupersedeBody = z.object({
  by_cert_no: z.preprocess(blank, z.string({ error: 'validation.required' }).max(60, { error: 'validation.tooLong' })),
  reason: z.preprocess(blank, z.string().max(500, { error: 'validation.tooLong' }).optional()),
});

export const certStatusHistoryEntry = z.object({
  action: z.enum(CERT_STATUS_ACTIONS),
  from_status: z.string(),
  to_status: z.string(),
  reason: z.string().nullable(),
  until: z.string().nullable(),
  superseded_by: z.string().nullable(),
  created_at: z.string(),
});
export type CertStatusHistoryEntry = z.infer<typeof certStatusHistoryEntry>;

/** Verification codes: 12 characters of an unambiguous alphabet, shown in groups of four (XXXX-XXXX-XXXX). */
export const VERIFY_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const VERIFY_CODE_LENGTH = 12;
/** What the holder reads and what a verifier types: dashes, spaces and case do not matter. */
export const normalizeVerifyCode = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();
export const formatVerifyCode = (v: string) => normalizeVerifyCode(v).replace(/(.{4})(?=.)/g, '$1-');
export const isVerifyCodeShape = (v: string) => {
  const n = normalizeVerifyCode(v);
  return n.length === VERIFY_CODE_LENGTH && [...n].every((c) => VERIFY_CODE_ALPHABET.includes(c));
};

/** GET /public/verify?no=&code=: anything malformed answers "not found" like an unknown number, never 400. */
export const verifyQuery = z.object({
  no: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 100) : undefined), z.string().optional()),
  code: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 100) : undefined), z.string().optional()),
});

export const VERIFY_STATUSES = ['valid', 'suspended', 'withdrawn', 'expired', 'superseded'] as const;
/** The public answer: never contacts, amounts or files. */
export const verifyResult = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false) }),
  z.object({
    found: z.literal(true),
    cert_no: z.string(),
    status: z.enum(VERIFY_STATUSES),
    status_since: z.string(),
    suspended_until: z.string().nullable(),
    superseded_by: z.string().nullable(),
    holder: z.string(),
    product: z.string(),
    models: z.array(z.string()),
    brands: z.array(z.string()),
    scheme: z.string(),
    issue_date: z.string(),
    /** null: it does not expire (a report). */
    expiry_date: z.string().nullable(),
    issuer: z.string(),
  }),
]);
export type VerifyResult = z.infer<typeof verifyResult>;
export const verifyPdfResult = z.object({ genuine: z.boolean(), cert_no: z.string().nullable() });
export type VerifyPdfResult = z.infer<typeof verifyPdfResult>;

export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const TOKEN_NAME_MAX = 50;
/** Personal access tokens start with this, so a leaked one is recognisable (secret scanners) and never mistaken for a session. */
export const PAT_PREFIX = 'tic_pat_';
export const accessTokenCreateBody = z.object({
  name: z.preprocess(blank, z.string({ error: 'validation.required' }).max(TOKEN_NAME_MAX, { error: 'validation.tooLong' })),
  scope: z.enum(TOKEN_SCOPES, { error: 'validation.choice' }),
});
export const accessTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const accessTokenCreated = accessTokenSchema.extend({ token: z.string() });

/** Which stored status each status action starts from (anything else: 409). Withdrawn and superseded are final. */
export const CERT_ACTION_FROM: Record<CertStatusAction, readonly string[]> = {
  suspend: ['valid', 'suspended'],
  withdraw: ['valid', 'suspended'],
  reinstate: ['suspended'],
  supersede: ['valid', 'suspended'],
};
export const CERT_ACTION_TO: Record<CertStatusAction, string> = { suspend: 'suspended', withdraw: 'withdrawn', reinstate: 'valid', supersede: 'superseded' };

/**
 * The status a certificate shows (list, detail, PDF, public check) from what is stored: withdrawn (revoked
 * in older rows) and superseded as stored; suspended while its end date has not passed; otherwise expired
 * after the expiry date (one without an expiry date never expires), else valid. Dates are ISO (yyyy-mm-dd); the SQL of the certificate list mirrors it.
 */
export function shownCertStatus(stored: string, suspendedUntil: string | null, expiryDate: string | null, today: string): (typeof VERIFY_STATUSES)[number] {
  if (stored === 'withdrawn' || stored === 'revoked') return 'withdrawn';
  if (stored === 'superseded') return 'superseded';
  if (stored === 'suspended' && suspendedUntil && suspendedUntil >= today) return 'suspended';
  return expiryDate !== null && expiryDate < today ? 'expired' : 'valid';
}

/** The fields of the lines' certificates that state fields of their own, null on other lines' certificates. */
const lineCertificateViews = Object.fromEntries(LINE_CERTIFICATE_FIELDS.map((f) => [f.key, f.view.nullable()])) as {
  [F in LineCertificateFields as F['key']]: z.ZodNullable<F['view']>;
};
/** GET /cert/info/{id}: the holder's certificate with its status history. */
/** GET /cert/info/{id}: the certificate with its status history, its verification code and where it is mailed. */
export const certificateDetailSchema = certificateSchema.extend({
  status_history: z.array(certStatusHistoryEntry),
  mail_to: mailToSchema.nullable(),
  /** The lines' certificate fields (their `api.certificateFields`: NB/RED's EU-type examination certificate, `eu_type`). */
  ...lineCertificateViews,
});
export type CertificateDetail = z.infer<typeof certificateDetailSchema>;
/** The fields lines' certificates state of their own, one key per line that has them (null on other lines' certificates). */
export type CertificateLineFields = z.infer<z.ZodObject<typeof lineCertificateViews>>;

/** The path of the public check the QR code of a certificate opens (the web page reads no and code from it). */
export const VERIFY_PATH = '/verify';
export const verifyUrl = (origin: string, certNo: string, code: string) =>
  `${origin.replace(/\/$/, '')}${VERIFY_PATH}?no=${encodeURIComponent(certNo)}&code=${encodeURIComponent(formatVerifyCode(code))}`;
