import type { FastifyInstance } from 'fastify';
import type { LoginBody, UserInfo } from '@tic/shared';
import { badRequest } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { UserRow } from '../../platform/auth/repo.js';
import { createSession } from '../../platform/auth/sessions.js';
import { authRepo } from './repo.js';
import { captchaRequired, checkCaptcha } from '../accounts/captcha.js';

/** A sign-in attempt in the login log (every way of signing in records here, success or not). */
export const recordLogin = authRepo.recordLogin;

export function toUserInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    mobile: u.mobile,
    mobile_zone: u.mobileZone,
    avatar: u.avatar,
    name: u.name,
    wechat: u.wechat,
    is_control: u.isControl,
    kind: u.kind,
    role: u.role,
    identity: u.identity,
    lang: u.lang ?? '',
  };
}

/**
 * Account + password sign-in. A wrong password and an unknown account give the same message and
 * take the same time, so the answer says nothing about which accounts exist.
 */
export async function loginWithPassword(app: FastifyInstance, body: LoginBody, meta: { ip: string; userAgent?: string }) {
  // After 3 failures for this account or IP the image captcha of GET /captcha must be solved first.
  if (await captchaRequired(app, body.username, meta.ip)) await checkCaptcha(app, body.captcha_id, body.captcha);
  const user = await authRepo.findByUsername(app.db, body.username);
  const valid = await verifyPassword(user?.passwordHash, body.password);
  const success = Boolean(user && valid && user.status === 1);
  await authRepo.recordLogin(app.db, {
    userId: user?.id ?? null,
    account: body.username,
    method: 'password',
    success,
    ip: meta.ip,
    createdAt: app.sessionPolicy.now(),
  });
  if (!success || !user) throw badRequest('login.failed');
  const session = await createSession(app.db, app.sessionPolicy, user.id, { method: 'password', ...meta });
  return { ...session, user: toUserInfo(user) };
}
