import { createHash, randomBytes } from 'node:crypto';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_TTL_SECONDS, CAPTCHA_WINDOW_MINUTES } from '@tic/shared';
import type { FastifyInstance } from 'fastify';
import { captchaRepo, loginFailuresRepo } from './captchaRepo.js';
import { badRequest } from '../../platform/errors.js';
import { loadSvgCaptcha } from '../../platform/lazyModules.js';

const hash = (text: string) => createHash('sha256').update(text.toLowerCase()).digest('hex');

/** Failed sign-ins for the account or the IP within the window, since the last success of each. */
export async function captchaRequired(app: FastifyInstance, account: string | undefined, ip: string): Promise<boolean> {
  const since = new Date(app.sessionPolicy.now().getTime() - CAPTCHA_WINDOW_MINUTES * 60_000);
  if ((await loginFailuresRepo.since(app.db, loginFailuresRepo.byIp(ip), since)) >= CAPTCHA_AFTER_FAILURES) return true;
  return account ? (await loginFailuresRepo.since(app.db, loginFailuresRepo.byAccount(account), since)) >= CAPTCHA_AFTER_FAILURES : false;
}

/**
 * GET /captcha: a new image (svg-captcha) and whether the next sign-in of this account or IP needs it. The route is
 * rate-limited per IP; each call removes a batch of expired captchas, so the table holds about the live ones.
 */
export async function newCaptcha(app: FastifyInstance, account: string | undefined, ip: string) {
  const now = app.sessionPolicy.now();
  await captchaRepo.removeExpired(app.db, now);
  const c = (await loadSvgCaptcha()).create({ size: 4, noise: 2, ignoreChars: '0oO1ilI' });
  const id = randomBytes(18).toString('base64url');
  await captchaRepo.insert(app.db, { id, textHash: hash(c.text), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000) });
  return { required: await captchaRequired(app, account, ip), captcha_id: id, svg: c.data };
}

/** Single use: the captcha is spent whether or not the text matches. */
export async function checkCaptcha(app: FastifyInstance, id: string | undefined, text: string | undefined) {
  if (!id || !text) throw badRequest('accounts.captchaRequired');
  const row = await captchaRepo.spend(app.db, id, app.sessionPolicy.now());
  if (!row || row.textHash !== hash(text.trim())) throw badRequest('accounts.captchaWrong');
}
