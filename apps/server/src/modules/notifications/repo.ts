import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { NOTICE_READ, NOTICE_UNREAD } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { noticeCounts, notices, users } from '../../db/schema/index.js';
import { NOTICE_TYPE_BY_KIND } from './templates.js';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;

/** The columns of a list row: everything but the content, which only the details show. */
const summaryColumns = {
  batchCode: notices.batchCode,
  number: notices.number,
  title: notices.title,
  type: notices.type,
  isDeal: notices.isDeal,
  sender: notices.sender,
  sendDepartment: notices.sendDepartment,
  kind: notices.kind,
  lang: notices.lang,
  params: notices.params,
  createdAt: notices.createdAt,
  currentStage: notices.currentStage,
  applicationId: notices.applicationId,
  applicationNo: notices.applicationNo,
  applicationTitle: notices.applicationTitle,
};
export type NoticeSummaryRow = { [K in keyof typeof summaryColumns]: NoticeRow[K] };

export interface NoticeFilter {
  isDeal?: 0 | 1;
  type?: string;
}

/**
 * The total of a filter: from the trigger-kept counters when it is the read state alone (the bell, the
 * drawer, the message center tabs), by counting the index when a type is chosen. An aggregate, so that
 * it is one row even for a user without notices.
 */
function totalQuery(db: Db, byDeal: boolean, byType: boolean, where: SQL | undefined) {
  if (byType)
    return db
      .select({ n: sql<number>`count(*)::int`.as('n') })
      .from(notices)
      .where(where)
      .as('totals');
  const n = byDeal
    ? sql<number>`coalesce(max(case when ${sql.placeholder('isDeal')} = 0 then ${noticeCounts.unread} else ${noticeCounts.total} - ${noticeCounts.unread} end), 0)::int`
    : sql<number>`coalesce(max(${noticeCounts.total}), 0)::int`;
  return db
    .select({ n: n.as('n') })
    .from(noticeCounts)
    .where(eq(noticeCounts.userId, sql.placeholder('userId')))
    .as('totals');
}

/** A notice's type as its kind gives it (templates.ts noticeTypeOf), else as stored; the kinds and types are the code's own words. */
const typeOfRow = sql`(case ${notices.kind} ${sql.raw(
  NOTICE_TYPE_BY_KIND.map(([kind, type]) => `when '${kind.replace(/'/g, "''")}' then '${type.replace(/'/g, "''")}'`).join(' '),
)} else ${notices.type} end)`;

function buildPageQuery(db: Db, byDeal: boolean, byType: boolean) {
  const where = and(
    eq(notices.userId, sql.placeholder('userId')),
    byDeal ? eq(notices.isDeal, sql.placeholder('isDeal')) : undefined,
    byType ? sql`${typeOfRow} = ${sql.placeholder('type')}` : undefined,
  );
  const totals = totalQuery(db, byDeal, byType, where);
  const page = db
    .select(summaryColumns)
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const notice = Object.fromEntries(Object.keys(summaryColumns).map((k) => [k, page[k as keyof typeof summaryColumns]])) as {
    [K in keyof typeof summaryColumns]: (typeof page)[K];
  };
  return db
    .select({ total: totals.n, notice })
    .from(totals)
    .leftJoinLateral(page, sql`true`)
    .prepare(`notices_page_${byDeal ? 'd' : ''}${byType ? 't' : ''}`);
}

/** The channel every process LISTENs on; the payload names the user and the notice, never its text. */
export const NOTICE_CHANNEL = 'tic_notices';

/**
 * A signal on NOTICE_CHANNEL: user, the new notice's batch code (empty for a read), whether it has an e-mail copy;
 * for notices marked read, the codes read (`r`) or `a` when too many for one NOTIFY payload (8,000 bytes).
 */
export interface NoticeSignal {
  u: number;
  b: string;
  m: boolean;
  r?: string[];
  a?: boolean;
}

export const noticesRepo = {
  /**
   * One page, newest first, and the total of the filter, in one round trip: the count is a one-row
   * subquery, the page is laterally joined to it (so an empty page still answers the total). The index
   * (user_id, is_deal, created_at desc, id desc) serves both: a range scan for the page, an index-only
   * scan for the count. One prepared statement per filter shape.
   */
  async page(db: Db, userId: number, f: NoticeFilter, limit: number, offset: number): Promise<{ rows: NoticeSummaryRow[]; total: number }> {
    const shape = `${f.isDeal === undefined ? '' : 'd'}${f.type ? 't' : ''}`;
    const query = prepared(db, `notices_page_${shape}`, () => buildPageQuery(db, f.isDeal !== undefined, Boolean(f.type)));
    const result = await query.execute({ userId, isDeal: f.isDeal ?? 0, type: f.type ?? '', limit, offset });
    return {
      total: Number(result[0]?.total ?? 0),
      rows: result.flatMap((r) => (r.notice ? [r.notice as NoticeSummaryRow] : [])),
    };
  },

  /** The unread counts of several owners (a person's organisations), by owner; an owner with none is left out. */
  unreadOf: (db: Db, userIds: number[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db.select({ userId: noticeCounts.userId, n: noticeCounts.unread }).from(noticeCounts).where(inArray(noticeCounts.userId, userIds)),

  /** The user's unread count (trigger-kept, one primary-key read). */
  async unread(db: Db, userId: number): Promise<number> {
    const query = prepared(db, 'notices_unread', () =>
      db
        .select({ n: noticeCounts.unread })
        .from(noticeCounts)
        .where(eq(noticeCounts.userId, sql.placeholder('userId')))
        .prepare('notices_unread'),
    );
    const [row] = await query.execute({ userId });
    return row?.n ?? 0;
  },

  async findByBatchCode(db: Db, userId: number, batchCode: string): Promise<NoticeRow | undefined> {
    const rows = await db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, userId), eq(notices.batchCode, batchCode)))
      .limit(1);
    return rows[0];
  },

  async summaryByBatchCode(db: Db, userId: number, batchCode: string): Promise<NoticeSummaryRow | undefined> {
    const rows = await db
      .select(summaryColumns)
      .from(notices)
      .where(and(eq(notices.userId, userId), eq(notices.batchCode, batchCode)))
      .limit(1);
    return rows[0];
  },

  /** Marks unread notices of the user read: the given batch codes, or all of them when `batchCodes` is null. */
  async markRead(db: Db | Tx, userId: number, batchCodes: string[] | null): Promise<string[]> {
    const rows = await db
      .update(notices)
      .set({ isDeal: NOTICE_READ, readAt: sql`now()` })
      .where(and(eq(notices.userId, userId), eq(notices.isDeal, NOTICE_UNREAD), batchCodes ? inArray(notices.batchCode, batchCodes) : undefined))
      .returning({ code: notices.batchCode });
    return rows.map((r) => r.code);
  },

  async insert(tx: Tx, row: NewNotice): Promise<NoticeRow> {
    const [created] = await tx.insert(notices).values(row).returning();
    return created!;
  },

  /** What writing a notice needs to know about its recipient; locked so the row cannot vanish mid-event. */
  async recipient(tx: Tx, userId: number) {
    const rows = await tx
      .select({ id: users.id, lang: users.lang, email: users.email, notifyByEmail: users.notifyByEmail })
      .from(users)
      .where(eq(users.id, userId))
      .for('share')
      .limit(1);
    return rows[0];
  },

  async customerIdByUsername(db: Db, username: string): Promise<number | undefined> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.kind, 'customer')))
      .limit(1);
    return rows[0]?.id;
  },

  /** NOTIFY is transactional: PostgreSQL delivers it to the listeners only when the transaction commits. */
  async signal(tx: Tx, payload: NoticeSignal): Promise<void> {
    await tx.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify(payload)})`);
  },
};
