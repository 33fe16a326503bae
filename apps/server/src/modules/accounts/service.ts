import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FORGOT_TICKET_TTL_SECONDS, IDENTITY_AGENCY, translate, type Locale } from '@tic/shared';
import type { z } from 'zod';
import { resetPasswordForm } from '@tic/shared';
import type {
  resetPasswordBody,
  forgotCodeBody,
  registerBody,
  forgotNewPassBody,
  forgotPassBody,
  sendCodeBody,
  smsLoginBody,
  verifyCodeBody,
} from '@tic/shared';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { UserRow } from '../../platform/auth/repo.js';
import { createSession, listUserSessions, revokeOwnSession, revokeUserSessions } from '../../platform/auth/sessions.js';
import { recordLogin, toUserInfo } from '../auth/service.js';
import { consumeCode, emailRecipient, issueCode, phoneRecipient, recipientOf, spendCodeTry, verifyCode } from './codes.js';
import type { Delivery } from './delivery.js';
import { assertUncommonPassword } from './passwords.js';
import { decryptSecret } from './crypto.js';
import { accountsRepo } from './repo.js';

export type AccountsApp = FastifyInstance & { delivery: Delivery };

/**
 * What other modules may read or write of the user accounts (their SQL stays in this module's repo): a user by
 * id, whether a username or a contact is taken, and a new user (in the caller's transaction when given one).
 */
export const accountStore = {
  userById: accountsRepo.userById,
  usernameTaken: accountsRepo.usernameTaken,
  contactTaken: accountsRepo.contactTaken,
  insertUser: accountsRepo.insertUser,
};
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  locale: Locale;
}

/** Every sign-in of the accounts module (register, SMS, QR, third-party): the login is recorded and a new session created. */
export async function signIn(app: FastifyInstance, user: UserRow, method: string, account: string, meta: RequestMeta) {
  await recordLogin(app.db, { userId: user.id, account, method, success: true, ip: meta.ip, createdAt: app.sessionPolicy.now() });
  const session = await createSession(app.db, app.sessionPolicy, user.id, { method, ip: meta.ip, userAgent: meta.userAgent });
  return { ...session, user: toUserInfo(user) };
}

/** POST /send/code: register (unused contact), reset_password (own contact, signed in), change_contact (new value, signed in). */
export async function sendCode(app: AccountsApp, body: z.infer<typeof sendCodeBody>, user: UserRow | null, meta: RequestMeta) {
  const to = recipientOf(body);
  if (body.purpose !== 'register' && !user) throw new AppError(401, 'error.401');
  if (body.purpose === 'reset_password') {
    const own =
      body.verify_type === 2
        ? user!.email && emailRecipient(user!.email).address
        : user!.mobile && phoneRecipient(user!.mobileZone ?? '+86', user!.mobile).address;
    if (own !== to.address) throw badRequest('accounts.notYourContact');
  }
  // Whether the contact belongs to an account is not said here (anyone may ask): registration and the change of
  // contact say "taken" only after the code has proved the person owns it.
  return issueCode(app, { purpose: body.purpose, to, ip: meta.ip, locale: meta.locale });
}

/** POST /register and POST /customer (channel partner): unique account, code obtained first, uncommon password. */
export async function register(app: AccountsApp, b: z.infer<typeof registerBody> & { identity_type?: 'company' | 'personal' }, meta: RequestMeta) {
  assertUncommonPassword(b.password);
  // The code first: what is taken is said only to the person who proved the contact is theirs. Each "taken"
  // counts as a wrong entry of the code (issue 34): a person can correct the form a few times, but one code cannot
  // try a list of names (staff names included; the answer is the same for every holder of a name).
  const proof = {
    purpose: 'register' as const,
    to: recipientOf({ verify_type: Number(b.verify_type), mobile_zone: b.mobile_zone, mobile: b.mobile, email: b.email }),
    code: b.code,
  };
  const live = await verifyCode(app, proof);
  const taken = (await accountsRepo.usernameTaken(app.db, b.username))
    ? 'accounts.accountTaken'
    : (await accountsRepo.contactTaken(app.db, { zone: b.mobile_zone, mobile: b.mobile }))
      ? 'accounts.mobileTaken'
      : (await accountsRepo.contactTaken(app.db, { email: b.email }))
        ? 'accounts.emailTaken'
        : null;
  if (taken) {
    await spendCodeTry(app, live.id);
    throw badRequest(taken);
  }
  await consumeCode(app, proof);
  let user: UserRow;
  try {
    user = await accountsRepo.insertUser(app.db, {
      username: b.username,
      passwordHash: await hashPassword(b.password),
      kind: 'customer',
      role: 'customer',
      name: b.name,
      mobileZone: b.mobile_zone,
      mobile: b.mobile,
      email: b.email,
      lang: meta.locale,
      // A new customer is asked to complete the profile after signing in (is_control 1 opens the profile dialog).
      isControl: 1,
      identity: b.identity_type ? IDENTITY_AGENCY : null,
      identityType: b.identity_type ?? null,
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw badRequest('accounts.accountTaken');
    throw e;
  }
  return signIn(app, user, b.identity_type ? 'register_channel' : 'register', b.username, meta);
}

/** POST /sms/code: same answer for an unknown mobile, but no code is sent. */
export async function smsCode(app: AccountsApp, body: { mobile_zone: string; mobile: string }, meta: RequestMeta) {
  const user = await accountsRepo.customerByMobile(app.db, body.mobile_zone, body.mobile);
  return issueCode(app, {
    purpose: 'login',
    to: phoneRecipient(body.mobile_zone, body.mobile),
    ip: meta.ip,
    locale: meta.locale,
    deliver: Boolean(user && user.status === 1),
  });
}

export async function smsLogin(app: AccountsApp, body: z.infer<typeof smsLoginBody>, meta: RequestMeta) {
  const account = `${body.mobile_zone} ${body.mobile}`;
  try {
    await consumeCode(app, { purpose: 'login', to: phoneRecipient(body.mobile_zone, body.mobile), code: body.code });
  } catch (e) {
    await recordLogin(app.db, { userId: null, account, method: 'sms', success: false, ip: meta.ip, createdAt: app.sessionPolicy.now() });
    throw e;
  }
  const user = await accountsRepo.customerByMobile(app.db, body.mobile_zone, body.mobile);
  if (!user || user.status !== 1) throw badRequest('accounts.codeWrong');
  return signIn(app, user, 'sms', account, meta);
}

const findByContact = (app: FastifyInstance, v: { verify_type: number; mobile_zone?: string; mobile?: string; email?: string }) =>
  v.verify_type === 2 ? accountsRepo.customerByEmail(app.db, v.email ?? '') : accountsRepo.customerByMobile(app.db, v.mobile_zone ?? '+86', v.mobile ?? '');

export async function forgotCode(app: AccountsApp, body: z.infer<typeof forgotCodeBody>, meta: RequestMeta) {
  const user = await findByContact(app, body);
  return issueCode(app, { purpose: 'forgot', to: recipientOf(body), ip: meta.ip, locale: meta.locale, deliver: Boolean(user) });
}

const hashTicket = (t: string) => createHash('sha256').update(t).digest('hex');

export async function forgotPass(app: AccountsApp, body: z.infer<typeof forgotPassBody>) {
  await consumeCode(app, { purpose: 'forgot', to: recipientOf(body), code: body.code });
  const user = await findByContact(app, body);
  if (!user) throw badRequest('accounts.codeWrong');
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(app.sessionPolicy.now().getTime() + FORGOT_TICKET_TTL_SECONDS * 1000);
  await accountsRepo.insertTicket(app.db, { tokenHash: hashTicket(ticket), kind: 'forgot', userId: user.id, expiresAt });
  return { ticket, expires_at: expiresAt.toISOString() };
}

/** Sets the new password and revokes every session of the account. */
export async function forgotNewPass(app: AccountsApp, body: z.infer<typeof forgotNewPassBody>) {
  assertUncommonPassword(body.password);
  const t = await accountsRepo.useTicket(app.db, hashTicket(body.ticket), 'forgot', app.sessionPolicy.now());
  if (!t) throw badRequest('accounts.ticketInvalid');
  await accountsRepo.updateUser(app.db, t.userId, { passwordHash: await hashPassword(body.password) });
  await revokeUserSessions(app.db, app.sessionPolicy, t.userId);
}

/** POST /verify/code, verify_type 1/2: commits the new mobile or e-mail after its code, and tells the old address. */
export async function verifyContactChange(app: AccountsApp, body: z.infer<typeof verifyCodeBody>, user: UserRow, meta: RequestMeta) {
  if (body.verify_type === 3) throw badRequest('validation.verifyType');
  const to = recipientOf(body);
  await consumeCode(app, { purpose: 'change_contact', to, code: body.code });
  const byEmail = body.verify_type === 2;
  if (await accountsRepo.contactTaken(app.db, byEmail ? { email: body.email } : { zone: body.mobile_zone, mobile: body.mobile }, user.id)) {
    throw badRequest(byEmail ? 'accounts.emailTaken' : 'accounts.mobileTaken');
  }
  const updated = await accountsRepo.updateUser(app.db, user.id, byEmail ? { email: body.email } : { mobileZone: body.mobile_zone, mobile: body.mobile });
  const old = byEmail ? (user.email ? emailRecipient(user.email) : null) : user.mobile ? phoneRecipient(user.mobileZone ?? '+86', user.mobile) : null;
  if (old) {
    const lang = (user.lang as Locale) || meta.locale;
    const what = translate(lang, byEmail ? 'accounts.emailWord' : 'accounts.mobileWord');
    await app.delivery.send(old.channel, old.address, {
      subject: translate(lang, 'accounts.contactChangedSubject'),
      text: translate(lang, 'accounts.contactChangedText', { what, value: to.address }),
    });
  }
  return { verify_type: body.verify_type, mobile_zone: updated!.mobileZone, mobile: updated!.mobile, email: updated!.email };
}

export async function mySessions(app: FastifyInstance, user: UserRow, currentId: number | null) {
  const rows = await listUserSessions(app.db, app.sessionPolicy, user.id);
  return rows.map((s) => ({
    id: s.id,
    method: s.method,
    ip: s.ip,
    user_agent: s.userAgent,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    current: s.id === currentId,
  }));
}

export async function revokeMySession(app: FastifyInstance, user: UserRow, id: number) {
  if (!(await revokeOwnSession(app.db, app.sessionPolicy, user.id, id))) throw notFound();
}

export async function myWaiter(app: FastifyInstance, user: UserRow) {
  const w = await accountsRepo.waiterOf(app.db, user.id);
  if (!w) return null;
  return { name: w.name ?? '', mobile: w.mobile ? `${w.mobileZone ?? ''} ${w.mobile}`.trim() : null, wechat: w.wechat, email: w.email };
}

export async function devOutbox(app: AccountsApp, limit: number) {
  await app.delivery.idle();
  const rows = await accountsRepo.outboxLatest(app.db, limit);
  return rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, text: r.text, created_at: r.createdAt.toISOString() }));
}

/**
 * POST /reset-password (signed in, the header's change-password dialog): a reset_password code sent to the user's own
 * mobile or e-mail, the new password encrypted with GET /public-key; the other sessions are revoked.
 */
export async function resetPassword(app: AccountsApp, body: z.infer<typeof resetPasswordBody>, user: UserRow, sessionId: number | null) {
  const plain = resetPasswordForm.safeParse({
    verify_type: body.verify_type,
    code: body.code,
    password: await decryptSecret(app.db, body.password),
    password_confirmation: await decryptSecret(app.db, body.password_confirmation),
  });
  if (!plain.success) throw badRequest(plain.error.issues[0]!.message);
  assertUncommonPassword(plain.data.password);
  const own =
    body.verify_type === 2 ? (user.email ? emailRecipient(user.email) : null) : user.mobile ? phoneRecipient(user.mobileZone ?? '+86', user.mobile) : null;
  if (!own) throw badRequest('accounts.notYourContact');
  await consumeCode(app, { purpose: 'reset_password', to: own, code: body.code });
  await accountsRepo.updateUser(app.db, user.id, { passwordHash: await hashPassword(plain.data.password) });
  await revokeUserSessions(app.db, app.sessionPolicy, user.id, sessionId ?? undefined);
}
