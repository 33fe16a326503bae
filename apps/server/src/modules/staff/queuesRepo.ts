/**
 * The work queues (issue 14): cross-customer lists, each an index walk (see applications_queue_* indexes). The
 * counts and list totals read staff_queue_counts (kept by triggers) where every condition is one of its
 * dimensions; the time-dependent ones (overdue, age) count on partial indexes (index-only scans).
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  daysLeft,
  ROLE_WORK,
  STAFF_QUEUES,
  type PolicyUser,
  type StaffListQuery,
  type StaffQueue,
  type StaffQueueItem,
  type StaffRole,
  type ApplicationStatus,
  type ProcessStep,
  waitingReasonOf,
} from '@tic/shared';
import type { Db } from '../../db/client.js';
import { applications, staffQueueCounts, users } from '../../db/schema/index.js';
import { escapeLike, pageOf, pageWindow } from '../../db/paging.js';
import { calendarService } from './calendar.js';
import { businessClock } from '../../platform/clock.js';

const ACTIVE = ['pending_acceptance', 'returned', 'processing'];
const assignee = alias(users, 'assignee');

/**
 * The columns a queue condition reads, on applications or on staff_queue_counts (where a null assignee is 0 and
 * a null waiting_on ''): one definition of each queue for the lists and for the counts.
 */
type QueueColumns = {
  status: typeof applications.status | typeof staffQueueCounts.status;
  processStep: typeof applications.processStep | typeof staffQueueCounts.processStep;
  assigneeId: typeof applications.assigneeId | typeof staffQueueCounts.assigneeId;
  waitingOn: typeof applications.waitingOn | typeof staffQueueCounts.waitingOn;
  /** The condition "not assigned to anyone". */
  unassigned: SQL;
};
const onApplications: QueueColumns = { ...applications, unassigned: isNull(applications.assigneeId) };
const onCounts: QueueColumns = { ...staffQueueCounts, unassigned: eq(staffQueueCounts.assigneeId, 0) };

/** The unassigned work a set of roles takes on ("available to my roles"). */
function roleWork(roles: readonly string[], c: QueueColumns): SQL {
  const parts = roles
    .flatMap((r) => ROLE_WORK[r as StaffRole] ?? [])
    .map((w) => (w.steps ? and(eq(c.status, w.status), sql`${c.processStep} in ${w.steps}`)! : eq(c.status, w.status)));
  return parts.length ? and(c.unassigned, or(...parts))! : sql`false`;
}

/** The queue's own condition; `overdue` is time-dependent and only exists on applications (the caller checks). */
function queueCondition(queue: Exclude<StaffQueue, 'overdue'>, user: PolicyUser, c: QueueColumns): SQL {
  switch (queue) {
    case 'new':
      return and(eq(c.status, 'pending_acceptance'), c.unassigned)!;
    case 'mine':
      return and(eq(c.assigneeId, user.id), sql`${c.status} in ${ACTIVE}`)!;
    case 'available':
      return roleWork(user.roles, c);
    case 'waiting':
      return eq(c.waitingOn, 'customer');
    case 'all':
      return ne(c.status, 'draft');
  }
}

export function queueWhere(queue: StaffQueue, user: PolicyUser, now: Date): SQL {
  return queue === 'overdue' ? and(isNotNull(applications.dueAt), lt(applications.dueAt, now))! : queueCondition(queue, user, onApplications);
}

/** The list filters that are dimensions of staff_queue_counts, with their column there. */
const COUNTED_FILTERS = {
  line: staffQueueCounts.businessArea,
  application_type: staffQueueCounts.applicationType,
  status: staffQueueCounts.status,
  process_step: staffQueueCounts.processStep,
  assignee_id: staffQueueCounts.assigneeId,
  country: staffQueueCounts.country,
} as const;

/**
 * The condition on staff_queue_counts equal to the list's queue and filters except the age, or null when one of
 * them is not a dimension there (overdue, customer, keywords). The table holds non-drafts only.
 */
function countedWhere(q: StaffListQuery, user: PolicyUser): SQL | null {
  if (q.queue === 'overdue' || q.customer_id !== undefined || q.keywords) return null;
  const w = [queueCondition(q.queue, user, onCounts)];
  for (const [key, column] of Object.entries(COUNTED_FILTERS)) {
    const value = q[key as keyof typeof COUNTED_FILTERS];
    if (value !== undefined && value !== '') w.push(eq(column, value as never));
  }
  return and(...w)!;
}

const sumCounts = (db: Db, where: SQL) =>
  db
    .select({ n: sql<number>`coalesce(sum(${staffQueueCounts.n}), 0)::int` })
    .from(staffQueueCounts)
    .where(where);

function filters(q: StaffListQuery, now: Date): SQL[] {
  const w: SQL[] = [];
  if (q.line) w.push(eq(applications.businessArea, q.line));
  if (q.application_type) w.push(eq(applications.applicationType, q.application_type));
  if (q.status) w.push(eq(applications.status, q.status));
  if (q.process_step) w.push(eq(applications.processStep, q.process_step));
  if (q.customer_id) w.push(eq(applications.userId, q.customer_id));
  if (q.assignee_id) w.push(eq(applications.assigneeId, q.assignee_id));
  if (q.country) w.push(eq(applications.country, q.country));
  if (q.min_age_days !== undefined) w.push(lte(applications.submittedAt, new Date(now.getTime() - q.min_age_days * 86_400_000)));
  if (q.keywords) w.push(sql`${applications.searchText} like ${`%${escapeLike(q.keywords.toLowerCase())}%`}`);
  // A queue never lists drafts: they are the customer's own until submitted.
  w.push(ne(applications.status, 'draft'));
  return w;
}

const SORT_COLUMN = {
  submitted_at: applications.submittedAt,
  due_at: applications.dueAt,
  updated_at: applications.updatedAt,
  rfc_no: applications.rfcNo,
} as const;

export const nameOf = (u: { name: string | null; username: string }) => u.name || u.username;

export function queueItem(
  r: {
    a: typeof applications.$inferSelect;
    customerName: string | null;
    customerUsername: string;
    assigneeName: string | null;
    assigneeUsername: string | null;
  },
  now: Date,
): StaffQueueItem {
  const a = r.a;
  return {
    id: a.id,
    rfc_no: a.rfcNo,
    title: a.title,
    business_area: a.businessArea,
    application_type: a.applicationType,
    country: a.country,
    status: a.status as ApplicationStatus,
    process_step: a.processStep as ProcessStep,
    customer: { id: a.userId, name: nameOf({ name: r.customerName, username: r.customerUsername }) },
    assignee: a.assigneeId === null ? null : { id: a.assigneeId, name: nameOf({ name: r.assigneeName, username: r.assigneeUsername ?? '' }) },
    submitted_at: a.submittedAt?.toISOString() ?? null,
    updated_at: a.updatedAt.toISOString(),
    waiting_on: (a.waitingOn as 'customer' | 'provider' | null) ?? null,
    waiting_reason: waitingReasonOf(a),
    waiting_since: a.waitingSince?.toISOString() ?? null,
    due_at: a.dueAt?.toISOString() ?? null,
    days_left: daysLeft(a.dueAt, now, calendarService.clock()),
    overdue: !!a.dueAt && a.dueAt < now,
  };
}

export function selectItems(db: Db) {
  return db
    .select({ a: applications, customerName: users.name, customerUsername: users.username, assigneeName: assignee.name, assigneeUsername: assignee.username })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(assignee, eq(assignee.id, applications.assigneeId));
}

/** The total of a list: a sum over staff_queue_counts where it can be, minus the ones younger than the age. */
function totalQuery(db: Db, user: PolicyUser, q: StaffListQuery, where: SQL, now: Date) {
  const counted = countedWhere(q, user);
  if (!counted)
    return {
      kind: 'count' as const,
      statements: [
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(applications)
          .where(where),
      ],
    };
  if (q.min_age_days === undefined) return { kind: 'counted' as const, statements: [sumCounts(db, counted)] };
  // Age: every matching one minus those submitted after the cut-off (an index range of the recent ones).
  const cutoff = new Date(now.getTime() - q.min_age_days * 86_400_000);
  const younger = and(queueWhere(q.queue, user, now), ...filters({ ...q, min_age_days: undefined }, now), gt(applications.submittedAt, cutoff))!;
  return {
    kind: 'counted minus younger' as const,
    statements: [
      sumCounts(db, counted),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(younger),
    ],
  };
}

/** The whole condition of a list call (its queue and filters): what its total counts. */
export const listWhere = (user: PolicyUser, q: StaffListQuery, now: Date) => and(queueWhere(q.queue, user, now), ...filters(q, now))!;

export const queuesRepo = {
  /** The page and total statements of one list call (the bench prints their plans). */
  queries(db: Db, user: PolicyUser, q: StaffListQuery, now = businessClock.now()) {
    const where = listWhere(user, q, now);
    const { offset, limit } = pageWindow(q);
    const dir = q.order === 'desc' ? desc : asc;
    return {
      page: selectItems(db).where(where).orderBy(dir(SORT_COLUMN[q.sort]), dir(applications.id)).offset(offset).limit(limit),
      total: totalQuery(db, user, q, where, now),
    };
  },
  async list(db: Db, user: PolicyUser, q: StaffListQuery, now = businessClock.now()) {
    const { page, total } = queuesRepo.queries(db, user, q, now);
    const [rows, ...counts] = await Promise.all([page, ...total.statements]);
    await calendarService.current(db);
    const [all, younger] = counts.map((r) => r[0]?.n ?? 0);
    return pageOf(
      rows.map((r) => queueItem(r, now)),
      (all ?? 0) - (younger ?? 0),
      q,
    );
  },
  /**
   * The statements of GET /staff/queues: one sum per queue over staff_queue_counts (a few hundred rows at most),
   * and the overdue count, an index-only range scan of applications_queue_due_idx.
   */
  countQueries(db: Db, user: PolicyUser, now = businessClock.now()) {
    const sum = (q: Exclude<StaffQueue, 'overdue'>) =>
      sql<number>`coalesce(sum(${staffQueueCounts.n}) filter (where ${queueCondition(q, user, onCounts)}), 0)::int`;
    return {
      counted: db.select({ new: sum('new'), mine: sum('mine'), available: sum('available'), waiting: sum('waiting'), all: sum('all') }).from(staffQueueCounts),
      overdue: db
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(and(queueWhere('overdue', user, now), ne(applications.status, 'draft'))),
    };
  },
  async counts(db: Db, user: PolicyUser, now = businessClock.now()) {
    const { counted, overdue } = queuesRepo.countQueries(db, user, now);
    const [[c], [o]] = await Promise.all([counted, overdue]);
    const n: Record<StaffQueue, number> = { new: 0, mine: 0, available: 0, waiting: 0, all: 0, ...c, overdue: o?.n ?? 0 };
    return { queues: STAFF_QUEUES.map((queue) => ({ queue, count: n[queue] })) };
  },
};
