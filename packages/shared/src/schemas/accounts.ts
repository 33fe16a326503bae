import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import {
  CHANNEL_TYPES,
  CN_MOBILE_PATTERN,
  CN_MOBILE_ZONE,
  CODE_LENGTH,
  DEFAULT_MOBILE_ZONE,
  EMAIL_MAX,
  OUTBOX_CHANNELS,
  PASSWORD_LENGTH,
  QR_TICKET_STATUSES,
  THIRD_PROVIDER_PATTERN,
  REAL_NAME_LENGTH,
  SEND_CODE_PURPOSES,
  PG_INT_MAX,
} from '../constants.js';
import { loginNameSchema, userInfoSchema } from './auth.js';
import { isAppPath } from '../paths.js';

/* Every accounts call of spec section 7 (base /frontend/v1): request bodies and answers (inside the envelope). */

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const noSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

/** Password as stored: 6 to 50, no spaces, at least one letter and one digit. (Common ones are refused by the server.) */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PASSWORD_LENGTH.min, { error: 'validation.passwordMin' })
  .max(PASSWORD_LENGTH.max, { error: 'validation.passwordMax' })
  .regex(/^\S+$/, { error: 'validation.passwordSpaces' })
  .regex(/[A-Za-z]/, { error: 'validation.passwordLetterDigit' })
  .regex(/\d/, { error: 'validation.passwordLetterDigit' });

/** Real name: 2 to 100, Chinese or English (letters, spaces, · . ' -, digits allowed), not all digits. */
export const realNameSchema = z.preprocess(
  trimmed,
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .regex(new RegExp(`^[\\u3400-\\u9fffA-Za-z0-9·.'\\- ]{${REAL_NAME_LENGTH.min},${REAL_NAME_LENGTH.max}}$`), { error: 'validation.realName' })
    .refine((v) => !/^\d+$/.test(v), { error: 'validation.realNameDigits' }),
);

export const emailSchema = z.preprocess(
  trimmed,
  z
    .string({ error: 'validation.emailRequired' })
    .min(1, { error: 'validation.emailRequired' })
    .max(EMAIL_MAX, { error: 'validation.tooLong' })
    .email({ error: 'validation.email' }),
);

export const mobileZoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
  z
    .string()
    .regex(/^\+\d{1,4}$/, { error: 'validation.mobileZone' })
    .default(DEFAULT_MOBILE_ZONE),
);
/** Mobile digits (whitespace stripped); the zone decides the rule, see mobileIssue. */
export const mobileSchema = z.preprocess(
  noSpaces,
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .regex(/^\d{4,20}$/, { error: 'validation.mobile' }),
);

/** The i18n key of what is wrong with a mobile in its zone, or null: +86 needs 11 digits 13-19, others libphonenumber-js. */
export function mobileIssue(zone: string, mobile: string): string | null {
  if (zone === CN_MOBILE_ZONE) return CN_MOBILE_PATTERN.test(mobile) ? null : 'validation.mobileCn';
  return isValidPhoneNumber(`${zone}${mobile}`) ? null : 'validation.mobile';
}
/** Adds the zone-dependent mobile rule to an object with mobile_zone and mobile. */
export function checkMobile(v: { mobile_zone?: string; mobile?: string }, ctx: z.RefinementCtx) {
  if (!v.mobile) return;
  const issue = mobileIssue(v.mobile_zone ?? DEFAULT_MOBILE_ZONE, v.mobile);
  if (issue) ctx.addIssue({ code: 'custom', path: ['mobile'], message: issue });
}

export const codeSchema = z.preprocess(
  noSpaces,
  z
    .string({ error: 'validation.codeRequired' })
    .min(1, { error: 'validation.codeRequired' })
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: 'validation.codeFormat' }),
);
/** A QR ticket or its poll key as the server hands them out: 32 random bytes, base64url (43 characters). */
export const qrTicketSchema = z.preprocess(
  noSpaces,
  z.string({ error: 'validation.qrTicket' }).regex(/^[A-Za-z0-9_-]{16,100}$/, { error: 'validation.qrTicket' }),
);
export const verifyTypeSchema = z.coerce.number({ error: 'validation.verifyType' }).pipe(z.literal([1, 2, 3], { error: 'validation.verifyType' }));
/** Verification by phone (1) or e-mail (2) only. */
export const contactVerifyTypeSchema = z.coerce.number({ error: 'validation.verifyType' }).pipe(z.literal([1, 2], { error: 'validation.verifyType' }));

/** A password encrypted in the browser with the server's RSA-OAEP (SHA-256) key, base64. */
export const encryptedSecretSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(2048)
  .regex(/^[A-Za-z0-9+/=_-]+$/, { error: 'validation.encrypted' });

/** Recipient of a code: phone (verify_type 1) needs mobile_zone + mobile, e-mail (2) needs email. */
const recipientFields = {
  mobile_zone: mobileZoneSchema,
  mobile: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || undefined : (v ?? undefined)),
    z
      .string()
      .regex(/^\d{4,20}$/, { error: 'validation.mobile' })
      .optional(),
  ),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.string().max(EMAIL_MAX, { error: 'validation.tooLong' }).email({ error: 'validation.email' }).optional(),
  ),
};
function checkRecipient(v: { verify_type: number; mobile_zone?: string; mobile?: string; email?: string }, ctx: z.RefinementCtx) {
  if (v.verify_type === 1) {
    if (!v.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.mobileRequired' });
    else checkMobile(v, ctx);
  }
  if (v.verify_type === 2 && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailRequired' });
}

/* ---------- Registration ---------- */

const registerFields = z.object({
  username: loginNameSchema,
  password: passwordSchema,
  password_confirmation: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  name: realNameSchema,
  mobile_zone: mobileZoneSchema,
  mobile: mobileSchema,
  email: emailSchema,
  agree: z.literal(true, { error: 'validation.agreeTerms' }),
  /** Which contact the code went to: 1 mobile, 2 e-mail (obtained with POST /send/code purpose register). */
  verify_type: contactVerifyTypeSchema,
  code: codeSchema,
});
const registerRules = (v: z.infer<typeof registerFields>, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.inconsistent' });
  checkMobile(v, ctx);
};
/** POST /register: signs the new customer in (answer: loginAnswer). */
export const registerBody = registerFields.superRefine(registerRules);
export type RegisterBody = z.input<typeof registerBody>;
/** POST /customer: channel-partner registration (/RegisteredChannel): an agency of channel type company or personal. */
export const channelRegisterBody = registerFields
  .extend({ identity_type: z.enum(CHANNEL_TYPES, { error: 'validation.channelType' }) })
  .superRefine(registerRules);
export type ChannelRegisterBody = z.input<typeof channelRegisterBody>;

/** Answer of every sign-in (register, login, sms/login, third/login, QR poll when confirmed). token only on /backend/v1. */
export const loginAnswer = z.object({ token: z.string().optional(), expires_at: z.string(), user: userInfoSchema });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/* ---------- Captcha (GET /captcha?username=) ---------- */
export const captchaQuery = z.object({ username: z.string().max(50).optional() });
/** required: the next POST /login for this account or IP must carry captcha_id + captcha. svg: an SVG image. */
export const captchaAnswer = z.object({ required: z.boolean(), captcha_id: z.string(), svg: z.string() });
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/* ---------- SMS code login ---------- */
/** POST /sms/code: sends a login code (answer codeSent; an unknown mobile gets the same answer and no code). */
export const smsCodeBody = z.object({ mobile_zone: mobileZoneSchema, mobile: mobileSchema }).superRefine(checkMobile);
/** POST /sms/login */
export const smsLoginBody = z.object({ mobile_zone: mobileZoneSchema, mobile: mobileSchema, code: codeSchema }).superRefine(checkMobile);

/* ---------- One verification-code mechanism ---------- */
/** POST /send/code. purpose register / reset_password (own contact, signed in) / change_contact (the NEW value, signed in). */
export const sendCodeBody = z
  .object({ purpose: z.enum(SEND_CODE_PURPOSES, { error: 'validation.codePurpose' }), verify_type: contactVerifyTypeSchema, ...recipientFields })
  .superRefine(checkRecipient);
export type SendCodeBody = z.input<typeof sendCodeBody>;
/** Answer of every code sending: seconds until a resend is allowed, seconds the code lives. */
export const codeSentAnswer = z.object({ resend_after: z.number(), expires_in: z.number() });
export type CodeSentAnswer = z.infer<typeof codeSentAnswer>;
/** 429 of a resend within 60 s: data.seconds_left. */
export const resendTooSoonData = z.object({ seconds_left: z.number() });

/**
 * POST /verify/code (signed in). verify_type 1/2: checks the change_contact code sent to the new mobile / e-mail and
 * commits it (the old address is told). verify_type 3 (scan code): code is the ticket of a QR code (its URL's `ticket`), and
 * this signed-in session confirms it, exactly as POST /qr/ticket/confirm: the computer showing it is signed in.
 */
export const verifyCodeBody = z
  .object({
    verify_type: verifyTypeSchema,
    code: z.preprocess(noSpaces, z.string({ error: 'validation.codeRequired' }).min(1, { error: 'validation.codeRequired' }).max(64)),
    ...recipientFields,
  })
  .superRefine((v, ctx) => {
    checkRecipient(v, ctx);
    if (v.verify_type !== 3 && !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v.code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.codeFormat' });
    if (v.verify_type === 3 && !qrTicketSchema.safeParse(v.code).success) ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.qrTicket' });
  });
export type VerifyCodeBody = z.input<typeof verifyCodeBody>;
export const verifyCodeAnswer = z.object({
  verify_type: z.number(),
  mobile_zone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});

/* ---------- Forgot and reset password ---------- */
/** POST /forgot/code: a code to the account's mobile or e-mail (same answer whether or not an account has it). */
export const forgotCodeBody = z.object({ verify_type: contactVerifyTypeSchema, ...recipientFields }).superRefine(checkRecipient);
/** POST /forgot/pass: checks the code; answers a ticket for the next step. */
export const forgotPassBody = z.object({ verify_type: contactVerifyTypeSchema, ...recipientFields, code: codeSchema }).superRefine(checkRecipient);
export const forgotTicketAnswer = z.object({ ticket: z.string(), expires_at: z.string() });
/** POST /forgot/new/pass: sets the new password; every session of the account is revoked. */
export const forgotNewPassBody = z
  .object({
    ticket: z.string({ error: 'validation.required' }).min(16).max(100),
    password: passwordSchema,
    password_confirmation: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.inconsistent' });
  });
/**
 * POST /reset-password (signed in; the header's change-password dialog): code of purpose reset_password sent to the
 * user's own mobile (1) or e-mail (2); password and password_confirmation encrypted with GET /public-key.
 * The other sessions of the account are revoked.
 */
export const resetPasswordBody = z.object({
  verify_type: contactVerifyTypeSchema,
  code: codeSchema,
  password: encryptedSecretSchema,
  password_confirmation: encryptedSecretSchema,
  mobile: z.string().optional(),
  email: z.string().optional(),
});
/** The plain form of the dialog (checked in the browser before encrypting, and by the server after decrypting). */
export const resetPasswordForm = z
  .object({
    verify_type: contactVerifyTypeSchema,
    code: codeSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.inconsistent' });
  });

/** GET /public-key: RSA-OAEP with SHA-256; spki is the DER public key in base64 (crypto.subtle.importKey('spki', …)). */
export const publicKeyAnswer = z.object({ alg: z.literal('RSA-OAEP-256'), key_id: z.string(), spki: z.string() });

/* ---------- QR code sign-in ---------- */
/** POST /qr/ticket (computer, public): ticket goes into the QR URL, key stays in the page for polling. */
export const qrTicketAnswer = z.object({ ticket: z.string(), key: z.string(), url: z.string(), expires_at: z.string(), poll_ms: z.number() });
/** POST /qr/ticket/poll {ticket, key}: status; when confirmed the computer is signed in (cookie set) and login is given, once. */
export const qrPollBody = z.object({ ticket: qrTicketSchema, key: qrTicketSchema });
export const qrPollAnswer = z.object({ status: z.enum(QR_TICKET_STATUSES), expires_at: z.string(), login: loginAnswer.optional() });
/** GET /qr/ticket/:ticket (phone, signed in): what the phone shows before confirming (the computer's address and browser). */
export const qrTicketParams = z.object({ ticket: qrTicketSchema });
export const qrTicketInfo = z.object({
  status: z.enum(QR_TICKET_STATUSES),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
/** POST /qr/ticket/confirm and /qr/ticket/cancel {ticket} (phone, signed in). */
export const qrConfirmBody = z.object({ ticket: qrTicketSchema });

/* ---------- Third-party (OpenID Connect) ---------- */
/** GET /third/providers (public): the providers configured on the server, type and button label; empty when none. */
export const thirdProvidersAnswer = z.array(z.object({ type: z.string(), name: z.string() }));
export type ThirdProvider = z.infer<typeof thirdProvidersAnswer>[number];
/**
 * POST /third/redirect-url {type, redirect?}: the provider's authorization URL (PKCE S256, state, nonce kept on the
 * server for 10 minutes and bound to this browser by a cookie). redirect: the portal path to open after sign-in.
 */
export const thirdRedirectBody = z.object({
  type: z.string({ error: 'validation.thirdType' }).regex(THIRD_PROVIDER_PATTERN, { error: 'validation.thirdType' }),
  /** Where to go afterwards: a path of this app only (kept through the provider's round trip). */
  redirect: z.string().max(500).refine(isAppPath, { error: 'validation.invalid' }).optional(),
});
export const thirdRedirectAnswer = z.object({ url: z.string() });
/** POST /third/login {callback}: the whole URL the provider sent the browser back to (code, state, iss, or error). */
export const thirdLoginBody = z.object({
  callback: z.string({ error: 'accounts.thirdFailed' }).min(1, { error: 'accounts.thirdFailed' }).max(4096, { error: 'accounts.thirdFailed' }),
});
/**
 * Answer of POST /third/login: signed in (like every sign-in), with what happened (signed_in: a linked account;
 * created: a new account; linked: the identity was added to the account signed in in this browser) and where to go.
 */
export const thirdLoginAnswer = loginAnswer.extend({ outcome: z.enum(['signed_in', 'created', 'linked']), redirect: z.string().nullable() });
export type ThirdLoginAnswer = z.infer<typeof thirdLoginAnswer>;
/** GET /third/identities (signed in): the provider accounts linked to mine (name: the provider's label). */
export const thirdIdentitySchema = z.object({ type: z.string(), name: z.string(), email: z.string().nullable(), created_at: z.string() });
export type ThirdIdentity = z.infer<typeof thirdIdentitySchema>;

/* ---------- Sessions ---------- */
/** GET /my-sessions; DELETE /my-sessions/:id revokes one (another user's answers 404). */
export const mySessionSchema = z.object({
  id: z.number(),
  method: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

/* ---------- Exclusive waiter, dev outbox ---------- */
/** GET /my-waiter: the customer's service contact, or null when none is assigned. */
export const waiterSchema = z.object({ name: z.string(), mobile: z.string().nullable(), wechat: z.string().nullable(), email: z.string().nullable() });
export type Waiter = z.infer<typeof waiterSchema>;
/** PUT /staff/customer/:id/waiter {staff_id} (staff: customer:manage). null unassigns. */
export const assignWaiterBody = z.object({ staff_id: z.number().int().positive().max(PG_INT_MAX).nullable() });
/** PUT /staff/customer/:id/verify {verified} (staff: customer:manage); verified writes the profile-verified notice. */
export const verifyProfileBody = z.object({ verified: z.boolean() });

/** GET /dev/outbox (demo mode only, else 404): latest messages that went, or would go, by SMS or e-mail. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
