import {
  allocationRefusal,
  amountRefusal,
  confirmRemittanceBody,
  Decimal,
  formatMoney,
  moneyText,
  remittanceBody,
  staffRemittanceQuery,
  type Remittance,
  type StaffRemittanceRow,
} from '@tic/shared';
import { takeBackCancellationCredit } from './cancellation.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { onceByKey, type IdempotencyKey } from '../../platform/idempotency.js';
import { writeNotice } from '../notifications/service.js';
import { lockApplications, nextId, syncApplication, todayIso, unpaidOf } from './ledger.js';
import type { Actor } from './quotations.js';
import { remittancePolicy } from './policy.js';
import { remittancesRepo, type RemittanceRow } from './remittancesRepo.js';
import { creditRepo } from './creditRepo.js';
import { businessClock } from '../../platform/clock.js';
import { memberNames } from '../accounts/people.js';

/** Proof files: a bank slip is an image or a PDF. */
const PROOF_TYPES = ['jpg', 'png', 'gif', 'bmp', 'pdf'];
const OPEN = ['submitted', 'in_review'];

const text = (v: string | null, c: string) => (v === null ? null : moneyText(v, c));

async function view(db: Db | Tx, rows: RemittanceRow[]): Promise<Remittance[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const allocs = await remittancesRepo.allocationsWithApps(db, ids);
  const files = await remittancesRepo.filesOf(db, ids);
  const submitters = await memberNames(
    db,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    status: r.status as Remittance['status'],
    remitter: r.remitter,
    remitted_on: r.remittedOn,
    amount: moneyText(r.amount, r.currency),
    currency: r.currency,
    bank: r.bank,
    bank_reference: r.bankReference,
    contact: r.contact,
    phone: r.phone,
    postcode: r.postcode,
    address: r.address,
    remark: r.remark,
    received_amount: text(r.receivedAmount, r.currency),
    confirmed_amount: moneyText(r.confirmedAmount, r.currency),
    credit_amount: moneyText(r.creditAmount, r.currency),
    reject_reason: r.rejectReason,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    created_by_name: r.createdBy === null ? null : (submitters.get(r.createdBy) ?? null),
    files: files.filter((f) => f.remittanceId === r.id).map((f) => ({ file_id: f.id, name: f.name, size: f.size, path: `/remittance/${r.id}/file/${f.id}` })),
    allocations: allocs
      .filter((a) => a.x.remittanceId === r.id)
      .map(({ x, rfcNo, title }) => ({
        application_id: x.applicationId,
        rfc_no: rfcNo,
        title,
        requested: moneyText(x.requested, r.currency),
        confirmed: text(x.confirmed, r.currency),
      })),
  }));
}

const find = remittancesRepo.find;

export async function getRemittance(db: Db | Tx, userId: number | null, id: number): Promise<Remittance> {
  const row = await find(db, userId, id);
  if (!row) throw notFound();
  return (await view(db, [row]))[0]!;
}

export async function listRemittances(db: Db, userId: number | null, q: { status?: string; no?: string; current_page: number; per_page: number }) {
  const { rows, total: n } = await remittancesRepo.page(db, userId, q, q.per_page, (q.current_page - 1) * q.per_page);
  return { data: await view(db, rows), total: n, current_page: q.current_page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(n / q.per_page)) };
}

/** A proof file of one of the caller's remittances (404 for anyone else's; staff see all). */
export async function remittanceFile(db: Db, userId: number | null, id: number, fileId: number) {
  const r = await find(db, userId, id);
  if (!r) throw notFound();
  const f = await remittancesRepo.proofFile(db, id, fileId);
  if (!f) throw notFound();
  return f;
}

/** The customer adds a remittance: proof files of their own, split over their applications that still owe. */
export async function addRemittance(db: Db, customer: Actor, body: z.output<typeof remittanceBody>, idem: IdempotencyKey): Promise<Remittance> {
  const key = idem.key;
  const make = async () => {
    const id = await db.transaction(async (tx) => {
      const files = await remittancesRepo.storedFiles(tx, body.file_ids);
      if (files.length !== new Set(body.file_ids).size || files.some((f) => f.uploadedBy !== customer.id)) throw badRequest('money.proofFile');
      if (files.some((f) => !PROOF_TYPES.includes(f.ext))) throw badRequest('validation.fileType');
      const apps = await lockApplications(
        tx,
        body.allocations.map((a) => a.application_id),
      );
      const owed = [...apps.values()]
        .filter((a) => a.userId === customer.id)
        .map((a) => ({ application_id: a.id, currency: a.feeCurrency, unpaid: unpaidOf(a).toString() }));
      const why = allocationRefusal(body.amount, body.currency, body.allocations, owed);
      if (why) throw badRequest(why);
      const next = await nextId(tx, 'remittances');
      await remittancesRepo.insert(
        tx,
        {
          id: next,
          userId: customer.id,
          createdBy: customer.actorId ?? customer.id,
          no: `RM${todayIso().slice(0, 4)}-${String(next).padStart(6, '0')}`,
          remitter: body.remitter,
          remittedOn: body.remitted_on,
          amount: body.amount,
          currency: body.currency,
          bank: body.bank ?? null,
          bankReference: body.bank_reference ?? null,
          contact: body.contact,
          phone: body.phone,
          postcode: body.postcode ?? null,
          address: body.address ?? null,
          remark: body.remark ?? null,
          idempotencyKey: key,
          idempotencyBodyHash: idem.bodyHash,
        },
        body.allocations.map((a) => ({ applicationId: a.application_id, requested: a.amount })),
        [...new Set(body.file_ids)],
      );
      return next;
    });
    return getRemittance(db, customer.id, id);
  };
  return onceByKey(
    idem,
    async (k) => (await remittancesRepo.byKey(db, customer.id, k))[0],
    make,
    async (row) => (await view(db, [row]))[0]!,
  );
}

/** The staff policy's decision on the locked remittance (a staff caller always carries its roles). */
const policy = (tx: Tx, staff: Actor, action: Parameters<typeof remittancePolicy>[2], r: NonNullable<Awaited<ReturnType<typeof find>>>) =>
  remittancePolicy(tx, staff.user ?? { id: staff.id, kind: 'staff', roles: [] }, action, r, staff.ip ?? null);

/** Finance opens a submitted remittance for review. */
export async function reviewRemittance(db: Db, staff: Actor, id: number) {
  await db.transaction(async (tx) => {
    const r = await find(tx, null, id, true);
    if (!r) throw notFound();
    const audit = await policy(tx, staff, 'review_remittance', r);
    if (r.status !== 'submitted') throw new AppError(409, 'money.remittanceClosed');
    await audit('in_review');
    await remittancesRepo.update(tx, id, { status: 'in_review', reviewedBy: staff.id, version: r.version + 1 });
  });
  return getRemittance(db, null, id);
}

/**
 * Finance confirms all or part of a remittance in ONE transaction: the remittance row and then its
 * applications are locked (FOR UPDATE, in id order), each confirmed amount is checked against what the
 * application owes at that moment, the allocations, the paid amounts, the derived payment statuses, the
 * customer's credit (received beyond what was allocated) and the notice are written together.
 */
export async function confirmRemittance(db: Db, staff: Actor, id: number, body: z.output<typeof confirmRemittanceBody>) {
  await db.transaction(async (tx) => {
    const r = await find(tx, null, id, true);
    if (!r) throw notFound();
    const partly = body.received_amount !== undefined || body.allocations !== undefined;
    const audit = await policy(tx, staff, partly ? 'partly_confirm_remittance' : 'confirm_remittance', r);
    if (!OPEN.includes(r.status)) throw new AppError(409, 'money.remittanceClosed');
    const allocs = await remittancesRepo.allocationsOf(tx, id);
    const received = new Decimal(body.received_amount ?? r.amount);
    const why = body.received_amount === undefined ? null : amountCheck(body.received_amount, r.currency);
    if (why) throw badRequest(why);
    if (received.gt(r.amount)) throw badRequest('money.receivedOverAmount');
    const wanted = new Map(allocs.map((a) => [a.applicationId, new Decimal(a.requested)]));
    if (body.allocations) {
      wanted.forEach((_, k) => wanted.set(k, new Decimal(0)));
      for (const a of body.allocations) {
        const requested = allocs.find((x) => x.applicationId === a.application_id);
        if (!requested) throw badRequest('validation.allocationNotOwed');
        const bad = amountCheck(a.amount, r.currency, true);
        if (bad) throw badRequest(bad);
        if (new Decimal(a.amount).gt(requested.requested)) throw badRequest('money.overRequested');
        wanted.set(a.application_id, new Decimal(a.amount));
      }
    }
    const total = [...wanted.values()].reduce((s, v) => s.plus(v), new Decimal(0));
    if (total.gt(received)) throw badRequest('validation.allocationOverTotal');
    const apps = await lockApplications(tx, [...wanted.keys()]);
    for (const [appId, amount] of wanted) {
      const app = apps.get(appId);
      if (!app || app.feeCurrency !== r.currency) throw badRequest('validation.allocationCurrency');
      // Another officer's confirmation may have paid it meanwhile: never allocate more than it owes now.
      if (amount.gt(unpaidOf(app))) throw new AppError(409, 'money.overOwed', { no: app.rfcNo ?? String(app.id) });
    }
    const now = businessClock.now();
    for (const a of allocs) await remittancesRepo.confirmAllocation(tx, a.id, wanted.get(a.applicationId)!.toString(), now);
    const credit = received.minus(total);
    const full = received.eq(r.amount) && allocs.every((a) => wanted.get(a.applicationId)!.eq(a.requested));
    await remittancesRepo.update(tx, id, {
      status: full ? 'confirmed' : 'partly_confirmed',
      receivedAmount: received.toString(),
      confirmedAmount: total.toString(),
      creditAmount: credit.toString(),
      reviewedBy: staff.id,
      reviewedAt: now,
      version: r.version + 1,
    });
    await audit(full ? 'confirmed' : 'partly_confirmed', `${received.toString()} ${r.currency}`);
    if (credit.gt(0))
      await remittancesRepo.addCredit(tx, {
        userId: r.userId,
        currency: r.currency,
        amount: credit.toString(),
        kind: 'overpayment',
        remittanceId: r.id,
        createdBy: staff.id,
      });
    for (const app of apps.values()) await syncApplication(tx, app, { actor: 'staff', actorId: staff.id, defaultLang: staff.defaultLang });
    await writeNotice(
      tx,
      { kind: 'remittance_confirmed', userId: r.userId, remittanceNo: r.no, amount: formatMoney(received.toString(), r.currency, staff.defaultLang) },
      { defaultLang: staff.defaultLang },
    );
  });
  return getRemittance(db, null, id);
}

const amountCheck = (v: string, currency: string, allowZero = false) => amountRefusal(v, currency, { allowZero });

/** Finance rejects a remittance that is not confirmed (reason shown to the customer). */
export async function rejectRemittance(db: Db, staff: Actor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const r = await find(tx, null, id, true);
    if (!r) throw notFound();
    const audit = await policy(tx, staff, 'reject_remittance', r);
    if (!OPEN.includes(r.status)) throw new AppError(409, 'money.remittanceClosed');
    await audit('rejected', reason);
    await remittancesRepo.update(tx, id, { status: 'rejected', rejectReason: reason, reviewedBy: staff.id, reviewedAt: new Date(), version: r.version + 1 });
    await writeNotice(tx, { kind: 'remittance_rejected', userId: r.userId, remittanceNo: r.no, reason }, { defaultLang: staff.defaultLang });
  });
  return getRemittance(db, null, id);
}

/** The transfer bounced: a confirmed remittance is reversed, its amounts leave the applications and the credit. */
export async function reverseRemittance(db: Db, staff: Actor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const r = await find(tx, null, id, true);
    if (!r) throw notFound();
    const audit = await policy(tx, staff, 'reverse_remittance', r);
    if (!['confirmed', 'partly_confirmed'].includes(r.status)) throw new AppError(409, 'money.remittanceClosed');
    // The credit it made leaves the balance; already used or refunded, the reversal would leave it negative: 409.
    if (new Decimal(r.creditAmount).gt(0) && new Decimal(await creditRepo.lockBalance(tx, r.userId, r.currency)).lt(r.creditAmount))
      throw new AppError(409, 'money.creditSpent');
    await audit('reversed', reason);
    await remittancesRepo.update(tx, id, { status: 'reversed', rejectReason: reason, reviewedBy: staff.id, reviewedAt: new Date(), version: r.version + 1 });
    if (new Decimal(r.creditAmount).gt(0))
      await remittancesRepo.addCredit(tx, {
        userId: r.userId,
        currency: r.currency,
        amount: new Decimal(r.creditAmount).neg().toString(),
        kind: 'reversal',
        remittanceId: r.id,
        createdBy: staff.id,
        reason,
      });
    const allocs = await remittancesRepo.allocationsOf(tx, id);
    const apps = await lockApplications(
      tx,
      allocs.map((a) => a.applicationId),
    );
    for (const app of apps.values()) {
      const by = { actor: 'staff' as const, actorId: staff.id, defaultLang: staff.defaultLang };
      // What a cancellation credited of this remittance's payment leaves the credit again (lines/cancellation.ts).
      await takeBackCancellationCredit(tx, app, by, id, reason);
      await syncApplication(tx, app, by);
    }
  });
  return getRemittance(db, null, id);
}

/** The customer's credit per currency (never one number across currencies). */
export async function creditOf(db: Db, userId: number) {
  const rows = await remittancesRepo.creditOf(db, userId);
  return rows.filter((r) => new Decimal(r.amount).gt(0)).map((r) => ({ currency: r.currency, amount: moneyText(r.amount, r.currency) }));
}

/**
 * The finance desk's list of every customer's remittances: filtered (status, customer, currency, remittance
 * dates, application number), sorted and paged, with the totals of the whole filtered list per currency
 * (never one number across currencies). Each row names the applications it pays (their staff pages hold
 * the remittance actions).
 */
export async function financeRemittances(db: Db, q: z.output<typeof staffRemittanceQuery>) {
  const { rows, total, totals } = await remittancesRepo.financePage(db, q, q.per_page, (q.current_page - 1) * q.per_page);
  const apps = rows.length
    ? await remittancesRepo.applicationsOf(
        db,
        rows.map((x) => x.r.id),
      )
    : [];
  const data: StaffRemittanceRow[] = rows.map(({ r, username, name }) => ({
    id: r.id,
    no: r.no,
    status: r.status as StaffRemittanceRow['status'],
    remitter: r.remitter,
    remitted_on: r.remittedOn,
    amount: moneyText(r.amount, r.currency),
    currency: r.currency,
    confirmed_amount: moneyText(r.confirmedAmount, r.currency),
    bank_reference: r.bankReference,
    created_at: r.createdAt.toISOString(),
    customer: { id: r.userId, username, name },
    applications: apps.filter((a) => a.remittanceId === r.id).map((a) => ({ application_id: a.applicationId, rfc_no: a.rfcNo })),
  }));
  return {
    data,
    total,
    current_page: q.current_page,
    per_page: q.per_page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    totals: totals.map((t) => ({
      currency: t.currency,
      count: Number(t.count),
      amount: moneyText(t.amount, t.currency),
      confirmed_amount: moneyText(t.confirmed, t.currency),
    })),
  };
}
