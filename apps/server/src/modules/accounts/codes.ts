import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CODE_LENGTH, CODE_MAX_WRONG, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, translate, type CodePurpose, type Locale } from '@tic/shared';
import { AppError, badRequest } from '../../platform/errors.js';
import type { Channel, Delivery } from './delivery.js';
import { accountsRepo } from './repo.js';

export interface Recipient {
  channel: Channel;
  /** "+86 13800138000" or a lower-cased e-mail: what a code is bound to. */
  address: string;
}

export const phoneRecipient = (zone: string, mobile: string): Recipient => ({ channel: 'sms', address: `${zone} ${mobile}` });
export const emailRecipient = (email: string): Recipient => ({ channel: 'email', address: email.trim().toLowerCase() });
export function recipientOf(v: { verify_type: number; mobile_zone?: string; mobile?: string; email?: string }): Recipient {
  return v.verify_type === 2 ? emailRecipient(v.email ?? '') : phoneRecipient(v.mobile_zone ?? '+86', v.mobile ?? '');
}

// The code is bound to its purpose and recipient by hashing them together: a code for one use never matches another.
const hashCode = (purpose: string, recipient: string, code: string) => createHash('sha256').update(`${purpose}\n${recipient}\n${code}`).digest('hex');
const DAY_MS = 86_400_000;

/**
 * Sends a new 6-digit code (CSPRNG) for a purpose to a recipient; only its hash is stored. A resend within 60 s
 * answers 429 with the seconds left; the daily caps per recipient and per IP answer 429 too. A new code replaces
 * the old one. When `deliver` is false (an unknown account asked), the same answer is given and nothing is sent.
 */
export async function issueCode(
  app: FastifyInstance & { delivery: Delivery },
  opts: { purpose: CodePurpose; to: Recipient; ip: string; locale: Locale; deliver?: boolean },
) {
  const now = app.sessionPolicy.now();
  const latest = await accountsRepo.latestCode(app.db, opts.purpose, opts.to.address);
  if (latest) {
    const left = Math.ceil((latest.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
    if (left > 0) throw new AppError(429, 'accounts.codeTooSoon', { count: left }, { seconds_left: left });
  }
  const since = new Date(now.getTime() - DAY_MS);
  if ((await accountsRepo.countSince(app.db, { recipient: opts.to.address }, since)) >= app.config.codeDailyCapRecipient)
    throw new AppError(429, 'accounts.codeDailyCap');
  if ((await accountsRepo.countSince(app.db, { ip: opts.ip }, since)) >= app.config.codeDailyCapIp) throw new AppError(429, 'accounts.codeDailyCap');

  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await accountsRepo.replaceCode(app.db, {
    purpose: opts.purpose,
    channel: opts.to.channel,
    recipient: opts.to.address,
    codeHash: hashCode(opts.purpose, opts.to.address, code),
    ip: opts.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  if (opts.deliver !== false) {
    app.delivery.queue(opts.to.channel, opts.to.address, {
      subject: translate(opts.locale, 'accounts.codeSubject'),
      text: translate(opts.locale, 'accounts.codeText', { code }),
    });
  }
  return { resend_after: CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS };
}

/**
 * Checks and consumes a code: valid 5 minutes, single use, only for its purpose and recipient; the 5th wrong entry
 * kills it. No live code: "please obtain the verification code first"; a wrong one: "wrong verification code".
 */
export async function consumeCode(app: FastifyInstance, opts: { purpose: CodePurpose; to: Recipient; code: string }) {
  const live = await verifyCode(app, opts);
  if (!(await accountsRepo.consume(app.db, live.id, app.sessionPolicy.now()))) throw badRequest('accounts.codeFirst');
}

/** A right code used for an answer that told something (registration's "taken"): counts as a wrong entry. */
export async function spendCodeTry(app: FastifyInstance, codeId: number) {
  await accountsRepo.wrongEntry(app.db, codeId, CODE_MAX_WRONG, app.sessionPolicy.now());
}

/**
 * Checks a code without using it up (a wrong entry counts): what proves the person owns the contact before the
 * answer may say anything about accounts (registration says "taken" only after this).
 */
export async function verifyCode(app: FastifyInstance, opts: { purpose: CodePurpose; to: Recipient; code: string }) {
  const now = app.sessionPolicy.now();
  const live = await accountsRepo.liveCode(app.db, opts.purpose, opts.to.address, now);
  if (!live) throw badRequest('accounts.codeFirst');
  const given = Buffer.from(hashCode(opts.purpose, opts.to.address, opts.code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(live.codeHash, 'hex'))) {
    await accountsRepo.wrongEntry(app.db, live.id, CODE_MAX_WRONG, now);
    throw badRequest('accounts.codeWrong');
  }
  return live;
}
