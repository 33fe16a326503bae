/**
 * The staff application page's money, certificates and requests for information (issue 14), each with the
 * actions the caller may take on it now: the same policy the routes ask (payments, trust, additional info).
 */
import { allowedOn, moneyText, type PolicyUser, type FeeCode, type QuotationLineKind, type StaffWork } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { remittanceSubject } from '../payments/policy.js';
import { policyOptions } from '../../platform/policy.js';
import { workRepo } from './workRepo.js';

/** A stored decimal without its trailing zeros (quantities, percentages). */
const plain = (v: string) => String(Number(v));

export async function staffWork(db: Db, user: PolicyUser, applicationId: number): Promise<StaffWork> {
  const opts = policyOptions();
  const [q, rems, certs, infos] = await Promise.all([
    workRepo.openQuotation(db, applicationId),
    workRepo.remittances(db, applicationId),
    workRepo.certificates(db, applicationId),
    workRepo.infoRequests(db, applicationId),
  ]);
  return {
    quotation: q && {
      id: q.id,
      no: q.no,
      version: q.version,
      kind: q.kind,
      currency: q.currency,
      total: moneyText(q.total, q.currency),
      valid_until: q.validUntil,
      terms_version: q.termsVersion,
      lines: q.lines.map((l) => ({
        application_id: l.applicationId,
        service: l.service,
        kind: l.kind as QuotationLineKind,
        fee_code: l.feeCode as FeeCode,
        quantity: plain(l.quantity),
        unit_price: moneyText(l.unitPrice, q.currency),
        discount_pct: plain(l.discountPct),
        tax_pct: plain(l.taxPct),
      })),
    },
    remittances: await Promise.all(
      rems.map(async ({ r, allocs }) => ({
        id: r.id,
        no: r.no,
        status: r.status,
        currency: r.currency,
        amount: moneyText(r.amount, r.currency),
        requested: moneyText(allocs.find((a) => a.applicationId === applicationId)?.requested ?? '0', r.currency),
        allocations: allocs.map((a) => ({ application_id: a.applicationId, requested: moneyText(a.requested, r.currency) })),
        remitted_on: r.remittedOn,
        actions: allowedOn('remittance', user, await remittanceSubject(db, r), opts),
      })),
    ),
    certificates: certs.map((c) => {
      const status = c.status === 'revoked' ? 'withdrawn' : c.status;
      return {
        id: c.id,
        cert_no: c.certNo,
        status,
        suspended_until: c.suspendedUntil,
        expiry_date: c.expiryDate,
        actions: allowedOn('certificate', user, { status }, opts).filter((a) => a !== 'reissue_code'),
      };
    }),
    info_requests: infos.map(({ h, items }) => ({
      id: h.id,
      status: h.status,
      due_date: h.dueDate,
      items: items.map((i) => ({ question: i.question, answer: i.answer })),
      actions: allowedOn('info_request', user, { status: h.status }, opts),
    })),
  };
}
