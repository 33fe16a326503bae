import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { translate, type Locale } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { parseLocale } from '../../platform/i18n.js';
import { outboxRepo } from '../../platform/mail/repo.js';
import { consumeCode, emailRecipient, issueCode } from '../accounts/codes.js';
import type { Delivery } from '../accounts/delivery.js';
import { serverSecret } from '../trust/codes.js';
import { matchCertificate } from '../trust/verify.js';
import { directoryRepo } from './repo.js';
import { businessClock } from '../../platform/clock.js';

/** A wrong code and an unknown number answer this same 400 (the verification's "not found"). */
const NOT_FOUND = 'directory.subscribe.notFound';

async function certificateByCode(db: Db, no: string, code: string) {
  const cert = await matchCertificate(db, no, code);
  if (!cert) throw badRequest(NOT_FOUND);
  return cert;
}

type App = FastifyInstance & { delivery: Delivery };
interface SubscribeInput {
  cert_no: string;
  code: string;
  email: string;
}

/** Step one: a pending subscription, and a 6-digit code to the address (the accounts module's codes: caps, resend wait). */
export async function subscribe(app: App, input: SubscribeInput, ctx: { ip: string; locale: Locale }) {
  const cert = await certificateByCode(app.db, input.cert_no, input.code);
  const sent = await issueCode(app, { purpose: 'subscribe', to: emailRecipient(input.email), ip: ctx.ip, locale: ctx.locale });
  await directoryRepo.upsertSubscription(app.db, { certificateId: cert.id, email: input.email, lang: ctx.locale });
  return sent;
}

/** Step two: the code from the e-mail confirms it (a wrong code: the accounts module's message; a wrong certificate: NOT_FOUND). */
export async function confirmSubscription(app: App, input: SubscribeInput & { email_code: string }) {
  const cert = await certificateByCode(app.db, input.cert_no, input.code);
  await consumeCode(app, { purpose: 'subscribe', to: emailRecipient(input.email), code: input.email_code });
  if (!(await directoryRepo.confirmSubscription(app.db, cert.id, input.email, app.sessionPolicy.now()))) throw badRequest(NOT_FOUND);
  return { subscribed: true };
}

// ---- The signed unsubscribe link ----

const KEY_NAME = 'subscription_link_key';
/**
 * The key of the unsubscribe links, read from the database each time (one row): never cached in the process, so a key
 * first stored inside a status change's transaction that then rolled back is not kept, and every process (and every
 * database a process serves) signs and checks with the stored key.
 */
const linkKey = (db: Db | Tx) => serverSecret(db, KEY_NAME, randomBytes(32).toString('base64'));
const signature = (key: string, id: number) => createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url').slice(0, 32);

export async function unsubscribeToken(db: Db | Tx, id: number) {
  return `${id}.${signature(await linkKey(db), id)}`;
}

/** Unsubscribes by the link's token; a forged or stale token changes nothing (400). */
export async function unsubscribe(db: Db, token: string) {
  const [idText, sig] = token.split('.');
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0 || !sig) throw badRequest('directory.subscribe.badLink');
  const want = Buffer.from(signature(await linkKey(db), id));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw badRequest('directory.subscribe.badLink');
  await directoryRepo.deleteSubscription(db, id);
  return { unsubscribed: true };
}

// ---- Notices of a status change ----

/** Where the messages' links point (the portal's public address; set when the routes are mounted). */
let linkOrigin = 'http://localhost';
export const setSubscriptionLinkOrigin = (origin: string) => {
  linkOrigin = origin.replace(/\/$/, '');
};

export type SubscriberChange =
  { kind: 'suspended'; until: string } | { kind: 'withdrawn' } | { kind: 'superseded'; by: string } | { kind: 'expired'; date: string };

/**
 * Tells every confirmed subscriber of the certificate of `change`, once: inside the caller's transaction (the
 * status change's, or the expiry job's), a row per (subscription, change key) and its e-mail in the mail outbox.
 * A second call with the same key writes nothing.
 */
export async function notifySubscribers(tx: Tx, cert: { id: number; certNo: string }, key: string, change: SubscriberChange): Promise<number> {
  const subscribers = await directoryRepo.claimNotices(tx, cert.id, key);
  for (const s of subscribers) {
    const lang = parseLocale(s.lang) ?? 'en';
    // Dates stay YYYY-MM-DD here: the texts write them in the subscriber's language ({{untilDate}}, {{dateDate}}).
    const params = {
      no: cert.certNo,
      until: 'until' in change ? change.until : '',
      by: 'by' in change ? change.by : '',
      date: 'date' in change ? change.date : '',
    };
    const body = [
      translate(lang, `directory.mail.${change.kind}`, params),
      translate(lang, 'directory.mail.check', { url: `${linkOrigin}/verify?no=${encodeURIComponent(cert.certNo)}` }),
      translate(lang, 'directory.mail.unsubscribe', { url: `${linkOrigin}/directory?unsubscribe=${await unsubscribeToken(tx, s.id)}` }),
    ].join('\n\n');
    const subject = translate(lang, 'directory.mail.subject', { no: cert.certNo, status: translate(lang, `applications.certStatus.${change.kind}`) });
    await outboxRepo.enqueue(tx, { noticeId: null, toAddress: s.email, subject, body });
  }
  return subscribers.length;
}

/** The daily job's round: every certificate that expired and has subscribers not yet told, each in its own transaction. */
export async function notifyExpired(db: Db, now = businessClock.now(), batch = 200): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let told = 0;
  for (;;) {
    const due = await directoryRepo.expiredWithSubscribers(db, today, batch);
    if (due.length === 0) return told;
    for (const c of due) {
      told += await db.transaction((tx) =>
        notifySubscribers(tx, { id: c.id, certNo: c.cert_no }, `expired@${c.expiry_date}`, { kind: 'expired', date: c.expiry_date }),
      );
    }
    if (due.length < batch) return told;
  }
}
