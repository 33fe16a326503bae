/**
 * What a cancellation costs (business-lines.md "Cancellation, credit and refunds"): each line declares its rule
 * (`cancellation` in lines/<line>/index.ts) and one pure function turns the application's accepted quotation lines,
 * what it has paid and the rule into what is kept (stays billed), credited (paid and not kept: the customer's credit)
 * and released (owed, unpaid and no longer owed), per currency. The server applies it in the cancellation's
 * transaction and answers it before the customer confirms (the preview).
 */
import { isLateCancellation, type WorkingDayCalendar } from './entrusted/rules.js';
import type { ApplicationStatus, ProcessStep } from '../lifecycleSteps.js';
import { Decimal } from '../money/money.js';
import { feeCodeOf, type FeeCode } from '../money/feeCodes.js';

/**
 * - `inspectionDate`: free until one full working day before the inspection date, then the full inspection fee: the
 *   quotation lines coded `inspection` (money/feeCodes.ts; other lines, a surcharge or travel, are not kept); a
 *   quotation without such a line keeps every line (the booking's whole fee);
 * - `testsStarted`: the fees of tests already started are kept; the model does not record which test started, so
 *   once the application is at (or past) the `step` of laboratory testing every fee is kept, before it nothing;
 * - `applicationFee`: once work has started, the quotation lines coded `application` are kept; a quotation without
 *   such a line keeps nothing.
 */
export type CancellationRule = { kind: 'inspectionDate'; freeWorkingDays: 1 } | { kind: 'testsStarted'; step: ProcessStep } | { kind: 'applicationFee' };

/** Why that much is kept; the web renders each in three languages (money.cancellation.reason.*). */
export type CancellationReason =
  'notStarted' | 'beforeCutoff' | 'lateInspection' | 'testingNotStarted' | 'testingStarted' | 'applicationFee' | 'noApplicationFee';

export interface CancellationLine {
  currency: string;
  service: string;
  /** What the line bills (money/feeCodes.ts); absent: the code its service text names. */
  fee_code?: FeeCode | null;
  amount: Decimal.Value;
}

export interface CancellationInput {
  rule: CancellationRule;
  status: ApplicationStatus;
  step: ProcessStep | null;
  /** The steps of the line in order (a step after the rule's `step` also counts as started). */
  workSteps?: readonly ProcessStep[];
  /** Accepted quotation lines of the application (fee notices included). */
  lines: readonly CancellationLine[];
  /** Confirmed payments per currency (remittance allocations and credit used). */
  paid: readonly { currency: string; amount: Decimal.Value }[];
  inspectionDate?: string;
  today: string;
  calendar?: WorkingDayCalendar;
}

export interface CancellationMoney {
  currency: string;
  owed: string;
  paid: string;
  kept: string;
  credited: string;
  released: string;
}

export interface CancellationOutcome {
  reason: CancellationReason;
  money: CancellationMoney[];
}

/** Which lines the rule keeps, and why. */
function keptLines(i: CancellationInput): { reason: CancellationReason; keep: (l: CancellationLine) => boolean } {
  const none = () => false;
  const all = () => true;
  // Before work (draft, submitted, returned): free on every line.
  if (i.status !== 'processing') return { reason: 'notStarted', keep: none };
  switch (i.rule.kind) {
    case 'inspectionDate': {
      if (!isLateCancellation(i.inspectionDate, i.today, i.calendar)) return { reason: 'beforeCutoff', keep: none };
      const fee = (l: CancellationLine) => feeCodeOf(l) === 'inspection';
      return { reason: 'lateInspection', keep: i.lines.some(fee) ? fee : all };
    }
    case 'testsStarted': {
      const steps = i.workSteps ?? [];
      const at = steps.indexOf(i.rule.step);
      const now = i.step ? steps.indexOf(i.step) : -1;
      const started = i.step === i.rule.step || (at >= 0 && now >= at) || i.step === 'end';
      return started ? { reason: 'testingStarted', keep: all } : { reason: 'testingNotStarted', keep: none };
    }
    case 'applicationFee': {
      if (i.step === null || i.step === 'acceptance') return { reason: 'notStarted', keep: none };
      const fee = (l: CancellationLine) => feeCodeOf(l) === 'application';
      return i.lines.some(fee) ? { reason: 'applicationFee', keep: fee } : { reason: 'noApplicationFee', keep: none };
    }
  }
}

/** What cancelling now keeps, credits and releases, per currency (currencies are never added together). */
export function cancellationMoney(i: CancellationInput): CancellationOutcome {
  const { reason, keep } = keptLines(i);
  const per = new Map<string, { owed: Decimal; kept: Decimal; paid: Decimal }>();
  const at = (c: string) => per.get(c) ?? per.set(c, { owed: new Decimal(0), kept: new Decimal(0), paid: new Decimal(0) }).get(c)!;
  for (const l of i.lines) {
    const m = at(l.currency);
    m.owed = m.owed.plus(l.amount);
    if (keep(l)) m.kept = m.kept.plus(l.amount);
  }
  for (const p of i.paid) at(p.currency).paid = at(p.currency).paid.plus(p.amount);
  const money = [...per.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, m]) => {
      const credited = Decimal.max(m.paid.minus(m.kept), 0);
      const unpaidBefore = Decimal.max(m.owed.minus(m.paid), 0);
      const unpaidAfter = Decimal.max(m.kept.minus(m.paid), 0);
      return {
        currency,
        owed: m.owed.toFixed(),
        paid: m.paid.toFixed(),
        kept: m.kept.toFixed(),
        credited: credited.toFixed(),
        released: unpaidBefore.minus(unpaidAfter).toFixed(),
      };
    });
  return { reason, money };
}
