import {
  feeCodeOf,
  formatMoney,
  lineTotals,
  moneyText,
  quoteTotals,
  staffQuotationBody,
  type ApplicationStatus,
  type Locale,
  type PaymentStatus,
  type PolicyApplication,
  type PolicyUser,
  type ProcessStep,
  type FeeCode,
  type Quotation,
  type QuotationStatus,
} from '@tic/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { invoiceService } from '../invoiceProfiles/service.js';
import { writeNotice } from '../notifications/service.js';
import { lockApplications, nextId, syncApplication, todayIso } from './ledger.js';
import { ledgerRepo } from './ledgerRepo.js';
import { quotationsRepo, type QuotationRow } from './quotationsRepo.js';
import { enforceOn } from '../../platform/policy.js';
import { withExpressSurcharges } from './expressSurcharge.js';
import { businessClock } from '../../platform/clock.js';
import { memberNames } from '../accounts/people.js';

type Body = z.output<typeof staffQuotationBody>;

/**
 * Expired: stored by the scheduled expiry job (expiry.ts), and read from the date in the minute before it runs,
 * so a quotation past its validity is never shown or accepted as open.
 */
export const statusOf = (q: Pick<QuotationRow, 'status' | 'validUntil'>, today = todayIso()): QuotationStatus =>
  q.status === 'issued' && q.validUntil < today ? 'expired' : (q.status as QuotationStatus);

async function view(db: Db | Tx, rows: QuotationRow[]): Promise<Quotation[]> {
  if (rows.length === 0) return [];
  const lines = await quotationsRepo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  const deciders = await memberNames(
    db,
    rows.map((r) => r.decidedBy),
  );
  const today = todayIso();
  return rows.map((q) => ({
    id: q.id,
    no: q.no,
    kind: q.kind as Quotation['kind'],
    version: q.version,
    status: statusOf(q, today),
    currency: q.currency,
    net: lineText(q.net, q.currency),
    tax: lineText(q.tax, q.currency),
    total: lineText(q.total, q.currency),
    valid_until: q.validUntil,
    terms_version: q.termsVersion,
    remark: q.remark,
    supersedes_id: q.supersedesId,
    reject_reason: q.rejectReason,
    decided_at: q.decidedAt?.toISOString() ?? null,
    // The member who accepted or rejected it (a superseded or expired one was decided by nobody).
    decided_by_name: (q.status === 'accepted' || q.status === 'rejected') && q.decidedBy !== null ? (deciders.get(q.decidedBy) ?? null) : null,
    invoice_profile: q.invoiceSnapshot ?? null,
    created_at: q.createdAt.toISOString(),
    lines: lines
      .filter((x) => x.l.quotationId === q.id)
      .map(({ l, rfcNo, title }) => ({
        application_id: l.applicationId,
        rfc_no: rfcNo,
        title,
        service: l.service,
        kind: l.kind as Quotation['lines'][number]['kind'],
        fee_code: l.feeCode as FeeCode,
        quantity: String(Number(l.quantity)),
        unit_price: lineText(l.unitPrice, q.currency),
        discount_pct: String(Number(l.discountPct)),
        tax_pct: String(Number(l.taxPct)),
        net: lineText(l.net, q.currency),
        tax: lineText(l.tax, q.currency),
        amount: lineText(l.amount, q.currency),
      })),
  }));
}
const lineText = (v: string, c: string) => moneyText(v, c);

export async function listQuotations(
  db: Db,
  userId: number,
  q: { kind?: string; status?: string; no?: string; application_id?: number; current_page: number; per_page: number },
) {
  const { rows, total: n } = await quotationsRepo.page(db, userId, q, todayIso(), q.per_page, (q.current_page - 1) * q.per_page);
  return { data: await view(db, rows), total: n, current_page: q.current_page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(n / q.per_page)) };
}

export async function getQuotation(db: Db | Tx, userId: number | null, id: number): Promise<Quotation> {
  const row = await quotationsRepo.mine(db, userId, id);
  if (!row) throw notFound();
  return (await view(db, [row]))[0]!;
}

export interface Actor {
  /** Staff: the staff member. A customer: the organisation acted for (the owner of the rows, issue 30). */
  id: number;
  /** The person who acts (a member of that organisation, or the staff member); absent: `id`. */
  actorId?: number;
  defaultLang: Locale;
  /** A staff caller's roles: the staff policy decides on the locked rows (quote; remittance actions). */
  user?: PolicyUser;
  ip?: string | null;
}

/** Staff issue a quotation (or fee notice) over one customer's accepted applications, or a new version of one. */
export async function issueQuotation(db: Db, staff: Actor, body: Body): Promise<Quotation> {
  if (body.valid_until < todayIso()) throw badRequest('validation.dateNotPast');
  // What staff quoted (a surcharge line sent back is the server's to compute again: withExpressSurcharges).
  if (
    Number(
      quoteTotals(
        body.lines.filter((l) => l.kind !== 'express_surcharge'),
        body.currency,
      ).total,
    ) <= 0
  )
    throw badRequest('validation.amountPositive');
  const applicationIds = body.lines.map((l) => l.application_id);
  const today = todayIso();
  const id = await db.transaction(async (tx) => {
    let no: string | null = null;
    let version = 1;
    let prev: QuotationRow | undefined;
    // One live quotation per application (issue 28): a new quotation replaces the open one on its applications in
    // this transaction; one already accepted is not replaced (more work is billed with a fee notice). The quotations
    // are locked before the applications, in the order the customer's decision locks them (decideQuotation).
    const live = body.kind === 'quotation' ? await quotationsRepo.liveOn(tx, applicationIds, body.kind, today) : [];
    const locked = await quotationsRepo.lockAll(tx, [...live, ...(body.supersedes_id ? [body.supersedes_id] : [])]);
    if (body.supersedes_id) {
      prev = locked.find((q) => q.id === body.supersedes_id);
      if (!prev) throw notFound();
      // Only an open or expired quotation is replaced: an accepted, rejected or already superseded one stays as it is.
      if (prev.status !== 'issued' && prev.status !== 'expired') throw new AppError(409, 'money.quotationClosed');
      no = prev.no;
      version = prev.version + 1;
    }
    if (locked.some((q) => q.id !== prev?.id && q.status === 'accepted')) throw new AppError(409, 'money.quotationAccepted');
    const replaced = locked.filter((q) => q.id !== prev?.id && statusOf(q, today) === 'issued');
    // The replaced quotations' other applications lose their quotation: locked with these (id order), derived again.
    const others = (await Promise.all(replaced.concat(prev ? [prev] : []).map((q) => quotationsRepo.applicationIdsOf(tx, q.id)))).flat();
    const all = await lockApplications(tx, [...applicationIds, ...others]);
    const apps = new Map([...all].filter(([appId]) => applicationIds.includes(appId)));
    // Another officer's quotation made live on these applications since they were read: that one stands.
    const held = new Set(locked.map((q) => q.id));
    if (body.kind === 'quotation' && (await quotationsRepo.liveOn(tx, applicationIds, body.kind, today)).some((q) => !held.has(q)))
      throw new AppError(409, 'money.quotationChanged');
    const owners = new Set([...apps.values()].map((a) => a.userId));
    if (apps.size !== new Set(body.lines.map((l) => l.application_id)).size || owners.size !== 1) throw badRequest('money.oneCustomer');
    const userId = [...owners][0]!;
    // The staff policy's `quote` row (a fee notice: `fee_notice`, any payment status) on each application: 409 with why.
    for (const a of apps.values())
      enforceOn(staff.user ?? { id: staff.id, kind: 'staff', roles: [] }, body.kind === 'fee_notice' ? 'fee_notice' : 'quote', <PolicyApplication>{
        status: a.status as ApplicationStatus,
        processStep: a.processStep as ProcessStep,
        paymentStatus: a.paymentStatus as PaymentStatus | null,
        assigneeId: a.assigneeId,
        form: a.form,
      });
    if (prev && prev.userId !== userId) throw badRequest('money.oneCustomer');
    for (const a of apps.values()) {
      if (a.paymentStatus === null || !['processing', 'issued'].includes(a.status)) throw badRequest('money.notQuotable');
      if (a.feeCurrency && a.feeCurrency !== body.currency) throw badRequest('money.feeCurrencyTaken', { currency: a.feeCurrency });
    }
    // An express booking's surcharge line, from the fee rules (issue 28): computed here, never taken from the client.
    const lines = await withExpressSurcharges(tx, body.kind, body.currency, body.lines, apps);
    const totals = quoteTotals(lines, body.currency);
    const next = await nextId(tx, 'quotations');
    no ??= `${body.kind === 'fee_notice' ? 'FN' : 'QT'}${todayIso().slice(0, 4)}-${String(next).padStart(6, '0')}`;
    for (const q of prev ? [prev, ...replaced] : replaced) await quotationsRepo.markSuperseded(tx, q.id);
    await quotationsRepo.insert(
      tx,
      {
        id: next,
        userId,
        no,
        kind: body.kind,
        version,
        supersedesId: prev?.id ?? null,
        currency: body.currency,
        net: totals.net,
        tax: totals.tax,
        total: totals.total,
        validUntil: body.valid_until,
        termsVersion: body.terms_version,
        remark: body.remark ?? null,
        createdBy: staff.id,
      },
      lines.map((l, position) => {
        const t = lineTotals(l, body.currency);
        return {
          quotationId: next,
          applicationId: l.application_id,
          position,
          service: l.service,
          kind: l.kind ?? 'service',
          feeCode: feeCodeOf(l),
          quantity: l.quantity,
          unitPrice: l.unit_price,
          discountPct: l.discount_pct,
          taxPct: l.tax_pct,
          net: t.net,
          tax: t.tax,
          amount: t.amount,
        };
      }),
    );
    for (const a of all.values()) {
      const charged = a.feeCurrency || !apps.has(a.id) ? a : { ...a, feeCurrency: body.currency };
      if (!a.feeCurrency && apps.has(a.id)) await ledgerRepo.setAmounts(tx, a.id, { feeCurrency: body.currency });
      await syncApplication(tx, charged, { actor: 'staff', actorId: staff.id, defaultLang: staff.defaultLang });
    }
    await writeNotice(
      tx,
      { kind: 'quotation_issued', userId, quotationNo: no, amount: formatMoney(totals.total, body.currency, staff.defaultLang) },
      { defaultLang: staff.defaultLang },
    );
    return next;
  });
  return getQuotation(db, null, id);
}

/** The customer's decision: accept (with the invoice profile to bill) or reject (with a reason). Repeating the same decision answers the same quotation. */
export async function decideQuotation(
  db: Db,
  customer: Actor,
  id: number,
  decision: { accept: true; invoiceProfileId: number } | { accept: false; reason: string },
): Promise<Quotation> {
  await db.transaction(async (tx) => {
    const q = await quotationsRepo.mine(tx, customer.id, id, true);
    if (!q) throw notFound();
    const wanted = decision.accept ? 'accepted' : 'rejected';
    if (q.status === wanted) return; // a double click: the first decision stands, nothing new is written
    const status = statusOf(q);
    if (status === 'expired') throw new AppError(409, 'money.quotationExpired');
    if (status !== 'issued') throw new AppError(409, 'money.quotationClosed');
    let snapshot = null;
    if (decision.accept) {
      // Another customer's profile, or none: the customer chooses one of their own.
      const p = await invoiceService.get(tx as unknown as Db, customer.id, decision.invoiceProfileId).catch((e: unknown) => {
        if (e instanceof AppError && e.statusCode === 404) throw badRequest('money.invoiceProfile');
        throw e;
      });
      snapshot = { id: p.id, title: p.title, taxpayer_number: p.taxpayer_number };
    }
    await quotationsRepo.decide(tx, q.id, {
      status: wanted,
      decidedAt: businessClock.now(),
      decidedBy: customer.actorId ?? customer.id,
      rejectReason: decision.accept ? null : decision.reason,
      invoiceProfileId: snapshot?.id ?? null,
      invoiceSnapshot: snapshot,
    });
    const apps = await lockApplications(tx, await quotationsRepo.applicationIdsOf(tx, q.id));
    for (const a of apps.values()) await syncApplication(tx, a, { actor: 'customer', actorId: customer.id, defaultLang: customer.defaultLang });
  });
  return getQuotation(db, customer.id, id);
}
