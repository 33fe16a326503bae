import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_TTL_SECONDS, CAPTCHA_WINDOW_MINUTES } from '@tic/shared';
import type { FastifyInstance } from 'fastify';
import { captchas, loginEvents } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';

const hash = (text: string) => createHash('sha256').update(text.toLowerCase()).digest('hex');

/** Failed sign-ins for the account or the IP within the window, since the last success of each. */
export async function captchaRequired(app: FastifyInstance, account: string | undefined, ip: string): Promise<boolean> {
  const since = new Date(app.sessionPolicy.now().getTime() - CAPTCHA_WINDOW_MINUTES * 60_000);
  const failures = async (where: ReturnType<typeof eq>) => {
    const [last] = await app.db
      .select({ at: sql<Date | null>`max(${loginEvents.createdAt})` })
      .from(loginEvents)
      .where(and(where, eq(loginEvents.success, true)));
    const from = last?.at && new Date(last.at) > since ? new Date(last.at) : since;
    const [row] = await app.db.select({ n: count() }).from(loginEvents).where(and(where, eq(loginEvents.success, false), gt(loginEvents.createdAt, from)));
    return row?.n ?? 0;
  };
  if ((await failures(eq(loginEvents.ip, ip))) >= CAPTCHA_AFTER_FAILURES) return true;
  return account ? (await failures(eq(sql`lower(${loginEvents.account})`, account.toLowerCase()))) >= CAPTCHA_AFTER_FAILURES : false;
}

/** GET /captcha: a new image (svg-captcha) and whether the next sign-in of this account or IP needs it. */
export async function newCaptcha(app: FastifyInstance, account: string | undefined, ip: string) {
  const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI' });
  const id = randomBytes(18).toString('base64url');
  await app.db.insert(captchas).values({ id, textHash: hash(c.text), expiresAt: new Date(app.sessionPolicy.now().getTime() + CAPTCHA_TTL_SECONDS * 1000) });
  return { required: await captchaRequired(app, account, ip), captcha_id: id, svg: c.data };
}

/** Single use: the captcha is spent whether or not the text matches. */
export async function checkCaptcha(app: FastifyInstance, id: string | undefined, text: string | undefined) {
  if (!id || !text) throw badRequest('accounts.captchaRequired');
  const rows = await app.db
    .update(captchas)
    .set({ usedAt: app.sessionPolicy.now() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, app.sessionPolicy.now())))
    .returning({ textHash: captchas.textHash });
  if (!rows[0] || rows[0].textHash !== hash(text.trim())) throw badRequest('accounts.captchaWrong');
}
