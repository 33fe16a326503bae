/** The work queues (issue 14): cross-customer lists, each an index walk (see applications_queue_* indexes). */
import { and, asc, desc, eq, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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
} from '@tic/shared';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';
import { escapeLike, pageOf, pageWindow } from '../../db/paging.js';
import { staffSettings } from './settings.js';

const ACTIVE = ['pending_acceptance', 'returned', 'processing'];
const assignee = alias(users, 'assignee');

/** The unassigned work a set of roles takes on ("available to my roles"). */
function roleWork(roles: readonly string[]): SQL {
  const parts = roles
    .flatMap((r) => ROLE_WORK[r as StaffRole] ?? [])
    .map((w) => (w.steps ? and(eq(applications.status, w.status), sql`${applications.processStep} in ${w.steps}`)! : eq(applications.status, w.status)));
  return parts.length ? and(isNull(applications.assigneeId), or(...parts))! : sql`false`;
}

export function queueWhere(queue: StaffQueue, user: PolicyUser, now: Date): SQL {
  switch (queue) {
    case 'new':
      return and(eq(applications.status, 'pending_acceptance'), isNull(applications.assigneeId))!;
    case 'mine':
      return and(eq(applications.assigneeId, user.id), sql`${applications.status} in ${ACTIVE}`)!;
    case 'available':
      return roleWork(user.roles);
    case 'waiting':
      return eq(applications.waitingOn, 'customer');
    case 'overdue':
      return and(isNotNull(applications.dueAt), lt(applications.dueAt, now))!;
    case 'all':
      return ne(applications.status, 'draft');
  }
}

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
    due_at: a.dueAt?.toISOString() ?? null,
    days_left: daysLeft(a.dueAt, now, staffSettings.clock),
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

export const queuesRepo = {
  /** The page and total statements of one list call (the bench prints their plans). */
  queries(db: Db, user: PolicyUser, q: StaffListQuery, now = new Date()) {
    const where = and(queueWhere(q.queue, user, now), ...filters(q, now));
    const { offset, limit } = pageWindow(q);
    const dir = q.order === 'desc' ? desc : asc;
    return {
      page: selectItems(db).where(where).orderBy(dir(SORT_COLUMN[q.sort]), dir(applications.id)).offset(offset).limit(limit),
      total: db
        .select({ n: sql<number>`count(*)::int` })
        .from(applications)
        .where(where),
    };
  },
  async list(db: Db, user: PolicyUser, q: StaffListQuery, now = new Date()) {
    const { page, total } = queuesRepo.queries(db, user, q, now);
    const [rows, [count]] = await Promise.all([page, total]);
    return pageOf(
      rows.map((r) => queueItem(r, now)),
      count?.n ?? 0,
      q,
    );
  },
  countQuery: (db: Db, user: PolicyUser, queue: StaffQueue, now = new Date()) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(queueWhere(queue, user, now), ne(applications.status, 'draft'))),
  async counts(db: Db, user: PolicyUser, now = new Date()) {
    const queues = await Promise.all(
      STAFF_QUEUES.map(async (queue) => {
        const [r] = await queuesRepo.countQuery(db, user, queue, now);
        return { queue, count: r?.n ?? 0 };
      }),
    );
    return { queues };
  },
};
