/** Customers as staff see them (issue 14): a searchable list, a customer's page, profile verification. */
import { and, asc, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { can, Decimal, moneyText, type Locale, type PolicyUser, type StaffAction } from '@tic/shared';
import type { z } from 'zod';
import type { staffCustomersQuery, staffVerifyBody } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { applications, customerWaiters, users } from '../../db/schema/index.js';
import { escapeLike, pageOf, pageWindow } from '../../db/paging.js';
import { notFound } from '../../platform/errors.js';
import { writeNotice } from '../notifications/service.js';
import { auditRepo } from './audit.js';
import { nameOf, queueItem, selectItems } from './queuesRepo.js';

const waiter = alias(users, 'waiter');
type Profile = Record<string, unknown>;

const verificationOf = (p: Profile) =>
  p.verified === true
    ? { status: 'verified' as const, reason: null }
    : typeof p.verification_rejected_reason === 'string'
      ? { status: 'rejected' as const, reason: p.verification_rejected_reason }
      : { status: 'pending' as const, reason: null };

function itemOf(r: { u: typeof users.$inferSelect; waiterId: number | null; waiterName: string | null; waiterUsername: string | null }) {
  const p = r.u.profile;
  return {
    id: r.u.id,
    username: r.u.username,
    name: r.u.name,
    company: typeof p.company === 'string' ? p.company : null,
    email: r.u.email,
    mobile: r.u.mobile,
    verified: p.verified === true,
    waiter: r.waiterId === null ? null : { id: r.waiterId, name: nameOf({ name: r.waiterName, username: r.waiterUsername ?? '' }) },
    created_at: r.u.createdAt.toISOString(),
  };
}

const selectCustomers = (db: Db) =>
  db
    .select({ u: users, waiterId: customerWaiters.staffId, waiterName: waiter.name, waiterUsername: waiter.username })
    .from(users)
    .leftJoin(customerWaiters, eq(customerWaiters.customerId, users.id))
    .leftJoin(waiter, eq(waiter.id, customerWaiters.staffId));

export async function listCustomers(db: Db, q: z.infer<typeof staffCustomersQuery>) {
  const k = q.keywords ? `%${escapeLike(q.keywords.toLowerCase())}%` : null;
  const where = and(
    eq(users.kind, 'customer'),
    k
      ? or(
          sql`lower(${users.username}) like ${k}`,
          sql`lower(coalesce(${users.name}, '')) like ${k}`,
          sql`lower(coalesce(${users.email}, '')) like ${k}`,
          sql`coalesce(${users.mobile}, '') like ${k}`,
          sql`lower(coalesce(${users.profile}->>'company', '')) like ${k}`,
        )
      : undefined,
  );
  const { offset, limit } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    selectCustomers(db).where(where).orderBy(desc(users.createdAt), desc(users.id)).offset(offset).limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return pageOf(rows.map(itemOf), count?.n ?? 0, q);
}

export async function customerPage(db: Db, user: PolicyUser, id: number, now = new Date()) {
  const [r] = await selectCustomers(db).where(and(eq(users.id, id), eq(users.kind, 'customer')));
  if (!r) throw notFound();
  // Money per currency (amounts of different currencies are never added): quoted and confirmed-paid sums.
  const [apps, money] = await Promise.all([
    selectItems(db)
      .where(and(eq(applications.userId, id), ne(applications.status, 'draft')))
      .orderBy(desc(applications.submittedAt), asc(applications.id))
      .limit(200),
    db
      .select({
        currency: applications.feeCurrency,
        total: sql<string>`sum(${applications.quotedAmount})::text`,
        paid: sql<string>`sum(${applications.paidAmount})::text`,
      })
      .from(applications)
      .where(and(eq(applications.userId, id), ne(applications.status, 'draft'), ne(applications.status, 'cancelled'), isNotNull(applications.feeCurrency)))
      .groupBy(applications.feeCurrency)
      .orderBy(applications.feeCurrency),
  ]);
  const actions: StaffAction[] = (['verify_profile', 'assign_waiter'] as const).filter((a) => can(user, a).ok);
  return {
    ...itemOf(r),
    profile: r.u.profile,
    verification: verificationOf(r.u.profile),
    applications: apps.map((x) => queueItem(x, now)),
    balance: money.map((m) => ({
      currency: m.currency!,
      total: moneyText(m.total, m.currency!),
      paid: moneyText(m.paid, m.currency!),
      unpaid: moneyText(new Decimal(m.total).minus(m.paid).toString(), m.currency!),
    })),
    actions,
  };
}

/** Approve the identity documents (locks the profile, tells the customer) or reject them with a reason. */
export async function verifyCustomer(db: Db, user: PolicyUser, id: number, body: z.infer<typeof staffVerifyBody>, defaultLang: Locale, ip: string | null) {
  await db.transaction(async (t) => {
    const [u] = await t
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.kind, 'customer')))
      .for('update');
    if (!u) throw notFound();
    const { verification_rejected_reason: _drop, ...rest } = u.profile;
    const profile = body.decision === 'approve' ? { ...rest, verified: true } : { ...rest, verified: false, verification_rejected_reason: body.reason };
    await t.update(users).set({ profile, updatedAt: new Date() }).where(eq(users.id, id));
    if (body.decision === 'approve' && u.profile.verified !== true) await writeNotice(t, { kind: 'profile_verified', userId: id }, { defaultLang });
    await auditRepo.append(t, {
      actorId: user.id,
      actorRoles: [...user.roles],
      action: body.decision === 'approve' ? 'verify_profile' : 'reject_profile',
      customerId: id,
      comment: body.decision === 'reject' ? body.reason : null,
      ip,
    });
  });
  return customerPage(db, user, id);
}
