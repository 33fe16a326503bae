import {
  noticeTargetOf,
  type Locale,
  type NoticeEventKind,
  type NoticeDealResult,
  type NoticeDetail,
  type NoticeListQuery,
  type NoticePage,
  type NoticeStreamEvent,
  type NoticeSummary,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import type { UserCache } from '../../platform/cache/userCache.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { parseLocale } from '../../platform/i18n.js';
import { prepareAnswer, type PreparedAnswer } from '../../platform/preparedAnswer.js';
import { emitWebhookEvent } from '../webhooks/events.js';
import { outboxRepo } from '../../platform/mail/repo.js';
import { noticesRepo, type NewNotice, type NoticeRow, type NoticeSummaryRow } from './repo.js';
import { sampleEvent } from './samples.js';
import { MAIL_FOOTER, noticeParams, noticeTypeOf, renderNotice, renderTexts, type NoticeEvent } from './templates.js';

export type { NoticeEvent } from './templates.js';

/** The texts in the reader's language when the row kept its event's parameters, else as stored. */
const textsOf = (r: Pick<NoticeRow, 'kind' | 'params' | 'title' | 'content' | 'sender' | 'sendDepartment'>, lang: Locale | undefined) =>
  (lang && r.params && renderTexts(r.kind, r.params, lang)) || { title: r.title, content: r.content, sender: r.sender, sendDepartment: r.sendDepartment };

const toSummary = (r: NoticeSummaryRow, lang?: Locale): NoticeSummary => {
  const texts = textsOf({ ...r, content: '' }, lang);
  return {
    batch_code: r.batchCode,
    number: r.number,
    title: texts.title,
    type: noticeTypeOf(r.kind, r.type),
    is_deal: r.isDeal,
    sender: texts.sender,
    send_department: texts.sendDepartment,
    created_at: r.createdAt.toISOString(),
    current_stage: r.currentStage,
    application_id: r.applicationId,
    application_no: r.applicationNo,
    application_title: r.applicationTitle,
    target: noticeTargetOf(r.kind, r.params, r.applicationId),
  };
};

const toDetail = (r: NoticeRow, lang?: Locale): NoticeDetail => ({
  ...toSummary(r, lang),
  content: textsOf(r, lang).content,
  read_at: r.readAt?.toISOString() ?? null,
});

/** GET /corner/notify: one page, newest first, and the total of the same filter. */
export async function listNotices(db: Db, userId: number, q: NoticeListQuery, lang: Locale): Promise<NoticePage> {
  const filter = { isDeal: q.is_deal, type: q.type };
  const { rows, total } = await noticesRepo.page(db, userId, filter, q.per_page, (q.current_page - 1) * q.per_page);
  return { data: rows.map((r) => toSummary(r, lang)), total, current_page: q.current_page, per_page: q.per_page };
}

/**
 * A page of GET /corner/notify as it goes out: the serialised envelope, UTF-8 encoded, hashed and gzipped once (not
 * at every send: platform/preparedAnswer.ts).
 */
export type CachedNoticePage = PreparedAnswer;

/**
 * GET /corner/notify as sent: the page's serialised answer (`serialize` is the route's), cached per user,
 * reader's language and query until a notice of the user is written or read (the database signals it
 * after commit; the user's own writes drop it in this process before they answer), so that a repeated
 * poll costs neither a query nor a serialisation.
 */
export async function noticePageAnswer(
  db: Db,
  userId: number,
  q: NoticeListQuery,
  lang: Locale,
  serialize: (envelope: unknown) => string,
  cache?: UserCache<CachedNoticePage>,
): Promise<CachedNoticePage> {
  // Rendered in the reader's language: one cached page per language.
  const key = `${userId}|${lang}|${q.is_deal ?? ''}|${q.type ?? ''}|${q.current_page}|${q.per_page}`;
  const hit = cache?.get(key);
  if (hit) return hit;
  const answer = prepareAnswer(serialize(ok(await listNotices(db, userId, q, lang))));
  cache?.set(key, userId, answer);
  return answer;
}

export const unreadCount = (db: Db, userId: number) => noticesRepo.unread(db, userId);
/** The unread counts of a person's organisations (issue 30: the switcher says where something waits). */
export const unreadCounts = async (db: Db, ownerIds: number[]): Promise<Map<number, number>> =>
  new Map((await noticesRepo.unreadOf(db, ownerIds)).map((r) => [r.userId, r.n]));

/**
 * POST /corner/notify/deal. Codes of other users' notices or unknown codes change nothing (they are
 * simply not among this user's rows); an empty list marks every notice of the user read.
 */
export async function dealNotices(db: Db, userId: number, ids: string[]): Promise<NoticeDealResult> {
  const read = await db.transaction(async (tx) => {
    const codes = await noticesRepo.markRead(tx, userId, ids.length === 0 ? null : [...new Set(ids)]);
    // Every open tab of the user, on every process, hears it at commit (issue 34: a stale badge otherwise).
    if (codes.length > 0) {
      await noticesRepo.signal(tx, codes.length <= READ_CODES_PER_SIGNAL ? { u: userId, b: '', m: false, r: codes } : { u: userId, b: '', m: false, a: true });
    }
    return codes;
  });
  return { updated: read.length, unread: await unreadCount(db, userId) };
}

/** Batch codes listed in one read signal (each under 40 bytes: well within NOTIFY's 8,000-byte payload). */
const READ_CODES_PER_SIGNAL = 100;

/** GET /corner/notify/{batch_code}: another user's notice is "not found", never "forbidden". */
export async function getNotice(db: Db, userId: number, batchCode: string, lang: Locale): Promise<NoticeDetail> {
  const row = await noticesRepo.findByBatchCode(db, userId, batchCode);
  if (!row) throw notFound();
  return toDetail(row, lang);
}

/** What the stream sends a user's open pages when a notice of theirs is committed (in the user's stored language). */
export async function streamEventFor(db: Db, userId: number, batchCode: string | null): Promise<NoticeStreamEvent> {
  const [row, unread] = await Promise.all([batchCode ? noticesRepo.summaryByBatchCode(db, userId, batchCode) : undefined, unreadCount(db, userId)]);
  return { unread, notice: row ? toSummary(row, parseLocale(row.lang) ?? undefined) : null };
}

/** The stored row of an event's notice in one language (the services and the demo seed both build it here). */
export function noticeRowOf(event: NoticeEvent, lang: Locale): NewNotice {
  const text = renderNotice(event, lang);
  return {
    userId: event.userId,
    kind: event.kind,
    type: text.type,
    lang,
    title: text.title,
    content: text.content,
    sender: text.sender,
    sendDepartment: text.sendDepartment,
    params: noticeParams(event),
    currentStage: text.currentStage,
    applicationId: text.application?.id ?? null,
    applicationNo: text.application?.no ?? null,
    applicationTitle: text.application?.title ?? null,
  };
}

/**
 * Writes the notice of an event inside the event's own transaction, in the recipient's language, with
 * its e-mail copy in the outbox when the user opted in, and a NOTIFY that PostgreSQL delivers on commit.
 * If the event's transaction fails, none of these exist; if this fails, the event's transaction fails.
 */
export async function writeNotice(
  tx: Tx,
  event: NoticeEvent,
  opts: { defaultLang: Locale; /** false: the caller mails the people concerned itself */ mail?: boolean },
): Promise<NoticeRow> {
  const recipient = await noticesRepo.recipient(tx, event.userId);
  if (!recipient) throw new Error(`notice recipient ${event.userId} does not exist`);
  const lang = parseLocale(recipient.lang) ?? opts.defaultLang;
  const row = await noticesRepo.insert(tx, noticeRowOf(event, lang));
  const mail = opts.mail !== false && Boolean(recipient.notifyByEmail && recipient.email);
  if (mail) {
    await outboxRepo.enqueue(tx, { noticeId: row.id, toAddress: recipient.email!, subject: row.title, body: `${row.content}\n\n${MAIL_FOOTER[lang]}` });
  }
  await noticesRepo.signal(tx, { u: event.userId, b: row.batchCode, m: mail });
  await emitWebhookEvent(tx, event.userId, 'notice.created', {
    notice_id: row.id,
    kind: event.kind,
    type: row.type,
    title: row.title,
    content: row.content,
    lang,
    application_no: 'application' in event ? event.application.no : null,
    created_at: row.createdAt.toISOString(),
  });
  return row;
}

/**
 * Demo mode: raises a sample event of `kind` for a customer, the way the application engine will, and
 * answers the notice it wrote. Another process's page shows it through LISTEN/NOTIFY.
 */
export async function simulateEvent(db: Db, username: string, kind: NoticeEventKind, defaultLang: Locale): Promise<NoticeDetail> {
  const userId = await noticesRepo.customerIdByUsername(db, username);
  if (!userId) throw notFound();
  const row = await db.transaction((tx) => writeNotice(tx, sampleEvent(userId, Date.now() % 1000, kind), { defaultLang }));
  return toDetail(row, parseLocale(row.lang) ?? defaultLang);
}
