/**
 * Refunds of credit (issue 28): the customer asks for all or part of the credit of a currency back to a bank
 * account; the credit leaves the balance at once (a ledger row, the credit rows locked as a use of credit does).
 * Finance (policy rows confirm_refund, reject_refund: the remittance confirmers) pays it with proof, or rejects
 * it with a reason and the credit returns (another ledger row).
 */
import { Decimal, formatMoney, moneyText, refundRefusal, type confirmRefundBody, type Refund, type refundBody } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enforceOn } from '../../platform/policy.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { onceByKey, type IdempotencyKey } from '../../platform/idempotency.js';
import { auditLog } from '../staff/audit.js';
import { writeNotice } from '../notifications/service.js';
import { creditRepo, type RefundRow } from './creditRepo.js';
import type { Actor } from './quotations.js';
import { todayIso } from './ledger.js';

const PROOF_TYPES = ['jpg', 'png', 'gif', 'bmp', 'pdf'];

type Row = { r: RefundRow; username: string; name: string | null; fileName: string | null };
const view = ({ r, username, name, fileName }: Row): Refund => ({
  id: r.id,
  no: r.no,
  status: r.status as Refund['status'],
  currency: r.currency,
  amount: moneyText(r.amount, r.currency),
  account_name: r.accountName,
  account_number: r.accountNumber,
  bank: r.bank,
  swift: r.swift,
  remark: r.remark,
  bank_reference: r.bankReference,
  reject_reason: r.rejectReason,
  proof: r.proofFileId ? { file_id: r.proofFileId, name: fileName ?? '', path: `/payment/refund/${r.id}/proof` } : null,
  decided_at: r.decidedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  customer: { id: r.userId, username, name },
});

export async function listRefunds(db: Db, userId: number | null, q: { status?: string; current_page: number; per_page: number }) {
  const { rows, total } = await creditRepo.refundPage(db, userId, q.status, q.per_page, (q.current_page - 1) * q.per_page);
  return { data: rows.map(view), total, current_page: q.current_page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
}

/** One refund of the caller (another customer's: 404; staff: any). */
export async function getRefund(db: Db, userId: number | null, id: number): Promise<Refund> {
  const [row] = (await creditRepo.refundPage(db, userId, undefined, 1, 0, id)).rows;
  if (!row) throw notFound();
  return view(row);
}

/** The proof file of a paid refund (the customer's own refunds; staff: any). */
export async function refundProof(db: Db, userId: number | null, id: number) {
  const r = await creditRepo.findRefund(db, userId, id);
  const f = r?.proofFileId ? await creditRepo.storedFile(db, r.proofFileId) : undefined;
  if (!f) throw notFound();
  return f;
}

/**
 * The customer asks for a refund. With an Idempotency-Key (the web sends one per dialog) a repeated request answers
 * the refund the first one made, and the same key with another body is 422 (platform/idempotency.ts).
 */
export async function requestRefund(db: Db, customer: Actor, body: z.output<typeof refundBody>, idem?: IdempotencyKey): Promise<Refund> {
  return onceByKey(
    idem,
    (key) => creditRepo.refundByKey(db, customer.id, key),
    async () => getRefund(db, customer.id, await insertRefund(db, customer, body, idem)),
    (row) => getRefund(db, customer.id, row.id),
  );
}

function insertRefund(db: Db, customer: Actor, body: z.output<typeof refundBody>, idem: IdempotencyKey | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const held = await creditRepo.lockBalance(tx, customer.id, body.currency);
    const why = refundRefusal({ amount: body.amount, currency: body.currency, held });
    if (why) throw badRequest(why);
    const next = await creditRepo.nextRefundId(tx);
    await creditRepo.insertRefund(tx, {
      id: next,
      no: `RF${todayIso().slice(0, 4)}-${String(next).padStart(6, '0')}`,
      userId: customer.id,
      currency: body.currency,
      amount: body.amount,
      accountName: body.account_name,
      accountNumber: body.account_number,
      bank: body.bank,
      swift: body.swift ?? null,
      remark: body.remark ?? null,
      idempotencyKey: idem?.key ?? null,
      idempotencyBodyHash: idem?.bodyHash ?? null,
    });
    await creditRepo.insert(tx, {
      userId: customer.id,
      currency: body.currency,
      amount: new Decimal(body.amount).neg().toString(),
      kind: 'refund',
      refundId: next,
      createdBy: customer.actorId ?? customer.id,
      reason: body.remark ?? null,
    });
    return next;
  });
}

type Decision = { pay: true; body: z.output<typeof confirmRefundBody> } | { pay: false; reason: string };

/** Finance pays (with the proof file they uploaded) or rejects (with a reason: the credit returns) a requested refund. */
export async function decideRefund(db: Db, staff: Actor, id: number, d: Decision): Promise<Refund> {
  await db.transaction(async (tx) => {
    const r = await creditRepo.findRefund(tx, null, id, true);
    if (!r) throw notFound();
    const action = d.pay ? 'confirm_refund' : 'reject_refund';
    if (r.status !== 'requested') throw new AppError(409, 'money.refundClosed');
    enforceOn(staff.user ?? { id: staff.id, kind: 'staff', roles: [] }, action, { status: r.status });
    const now = new Date();
    if (d.pay) {
      const f = await creditRepo.storedFile(tx, d.body.file_id);
      if (!f || f.uploadedBy !== staff.id || !PROOF_TYPES.includes(f.ext)) throw badRequest('money.refundProof');
      await creditRepo.updateRefund(tx, id, {
        status: 'paid',
        proofFileId: f.id,
        bankReference: d.body.bank_reference ?? null,
        decidedBy: staff.id,
        decidedAt: now,
      });
    } else {
      await creditRepo.updateRefund(tx, id, { status: 'rejected', rejectReason: d.reason, decidedBy: staff.id, decidedAt: now });
      const back = { userId: r.userId, currency: r.currency, amount: r.amount, refundId: id, createdBy: staff.id, reason: d.reason };
      await creditRepo.insert(tx, { ...back, kind: 'refund_returned' });
    }
    const amount = formatMoney(r.amount, r.currency, staff.defaultLang);
    await writeNotice(
      tx,
      d.pay
        ? { kind: 'refund_paid', userId: r.userId, refundNo: r.no, amount }
        : { kind: 'refund_rejected', userId: r.userId, refundNo: r.no, amount, reason: d.reason },
      { defaultLang: staff.defaultLang },
    );
    await auditLog.append(tx, {
      actorId: staff.id,
      actorRoles: [...(staff.user?.roles ?? [])],
      action,
      applicationId: null,
      customerId: r.userId,
      fromStatus: r.status,
      toStatus: d.pay ? 'paid' : 'rejected',
      comment: [r.no, formatMoney(r.amount, r.currency, staff.defaultLang), d.pay ? null : d.reason].filter(Boolean).join(': '),
      ip: staff.ip ?? null,
    });
  });
  return getRefund(db, null, id);
}
