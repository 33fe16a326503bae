/** Customers as staff see them (issue 14): a searchable list, a customer's page, profile verification. */
import { can, Decimal, moneyText, type Locale, type PolicyUser, type StaffAction } from '@tic/shared';
import type { z } from 'zod';
import type { staffCustomersQuery, staffVerifyBody } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { notFound } from '../../platform/errors.js';
import { writeNotice } from '../notifications/service.js';
import { auditRepo } from './auditRepo.js';
import { customersRepo, type CustomerRow, type Profile } from './customersRepo.js';
import { nameOf, queueItem } from './queuesRepo.js';
import { organisationService } from '../organisations/service.js';
import { businessClock } from '../../platform/clock.js';

const verificationOf = (p: Profile) =>
  p.verified === true
    ? { status: 'verified' as const, reason: null }
    : typeof p.verification_rejected_reason === 'string'
      ? { status: 'rejected' as const, reason: p.verification_rejected_reason }
      : { status: 'pending' as const, reason: null };

function itemOf(r: CustomerRow) {
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

export async function listCustomers(db: Db, q: z.infer<typeof staffCustomersQuery>) {
  const { offset, limit } = pageWindow(q);
  const { rows, total } = await customersRepo.page(db, q.keywords, offset, limit);
  return pageOf(rows.map(itemOf), total, q);
}

export async function customerPage(db: Db, user: PolicyUser, id: number, now = businessClock.now()) {
  const r = await customersRepo.find(db, id);
  if (!r) throw notFound();
  // Money per currency (amounts of different currencies are never added): quoted and confirmed-paid sums.
  const [apps, money, members] = await Promise.all([
    customersRepo.applications(db, id),
    customersRepo.balance(db, id),
    organisationService.membersForStaff(db, id),
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
    members,
  };
}

/** Approve the identity documents (locks the profile, tells the customer) or reject them with a reason. */
export async function verifyCustomer(db: Db, user: PolicyUser, id: number, body: z.infer<typeof staffVerifyBody>, defaultLang: Locale, ip: string | null) {
  await db.transaction(async (t) => {
    const u = await customersRepo.lock(t, id);
    if (!u) throw notFound();
    const { verification_rejected_reason: _drop, ...rest } = u.profile;
    const profile = body.decision === 'approve' ? { ...rest, verified: true } : { ...rest, verified: false, verification_rejected_reason: body.reason };
    await customersRepo.setProfile(t, id, profile);
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
