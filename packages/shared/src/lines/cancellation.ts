/**
 * What a cancellation costs (business-lines.md "Cancellation, credit and refunds"): each line declares its rule as
 * data (`cancellation` in lines/<line>/index.ts: which fee codes are kept from which point of the work) and one pure
 * function turns the application's accepted quotation lines, what it has paid, how far its work went and the rule into
 * what is kept (stays billed), credited (paid and not kept: the customer's credit) and released (owed, unpaid and no
 * longer owed), per currency. The server applies it in the cancellation's transaction and answers it before the
 * customer confirms (the preview): the same function both times.
 */
import { isLateCancellation, type WorkingDayCalendar } from './entrusted/rules.js';
import type { ApplicationStatus, GeneralProcessStep, ProcessStep } from '../lifecycleSteps.js';
import { Decimal } from '../money/money.js';
import { feeCodeOf, type FeeCode } from '../money/feeCodes.js';

/**
 * The general steps of the work a kept fee may name: the application has been at one of them (now, or earlier by its
 * history while in processing). Each has a sentence for the customer (`cancellation.since.<step>`, three languages).
 * A line's cancellation rule may also name the steps it adds itself (its `steps`: entrusted inspection's visit and
 * report); the registry derives KEPT_SINCE_STEPS, every step a rule names, and cancellation.test.ts checks each has
 * its sentence.
 */
export const GENERAL_KEPT_SINCE_STEPS = [
  'acceptance',
  'field_inspection',
  'factory_inspection',
  'type_test',
  'laboratory_testing',
  'data_review',
  'conformity_assessment',
  'certificate_issuance',
  'certificate_production',
] as const satisfies readonly GeneralProcessStep[];
/** A step a kept fee may name: a general one, or (`S`) one the line adds. */
export type KeptSinceStep<S extends string = ProcessStep> = (typeof GENERAL_KEPT_SINCE_STEPS)[number] | S;

/**
 * A point of the work from which fees are kept: a step reached (`acceptance`: the application was accepted, work
 * started), or the line's date (entrusted inspection: the inspection date, the engine's `cancellationDate`) less than
 * one full working day away on the provider's calendar (the booking is late).
 */
export type CancellationMark<S extends string = ProcessStep> = KeptSinceStep<S> | { cutoffWorkingDays: 1 };

/** Fees kept once the work reached a point (`S`: the steps the line adds, which it may name too). */
export interface KeptFee<S extends string = ProcessStep> {
  /** The accepted quotation lines it keeps, by what they bill (money/feeCodes.ts). */
  fees: readonly FeeCode[];
  /** Kept once any of these has happened. */
  once: readonly CancellationMark<S>[];
  /**
   * `keepAll`: when no accepted line bills one of `fees` (a quotation not itemised by code), every line is kept (the
   * whole fee). Absent: such a quotation keeps nothing by this entry.
   */
  unitemised?: 'keepAll';
}

export interface CancellationRule<S extends string = ProcessStep> {
  /**
   * Once work has started (the application accepted): `anyStep`, the customer or staff cancel at any step of the
   * processing (the lifecycle's `cancel`); `booking`, only through the line's own `cancel_booking` (entrusted
   * inspection, before anyone is on site); `never`, not at all. Before work every line cancels free of charge.
   */
  inWork: 'anyStep' | 'booking' | 'never';
  keep: readonly KeptFee<S>[];
}

/** Why that much is kept (the preview's `reason`; the sentences are `cancellation.reason.*`, three languages). */
export const CANCELLATION_REASONS = ['notStarted', 'beforeCutoff', 'lateInspection', 'feesKept', 'nothingKept'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

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
  /** The steps the application has been at while in processing (its history); the current `step` counts too. */
  reached?: readonly ProcessStep[];
  /** Accepted quotation lines of the application (fee notices included). */
  lines: readonly CancellationLine[];
  /** Confirmed payments per currency (remittance allocations and credit used). */
  paid: readonly { currency: string; amount: Decimal.Value }[];
  /** The date the line's cutoff counts working days to (entrusted inspection: the inspection date). */
  inspectionDate?: string | undefined;
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

/** One kept entry that applies: the fees, the point of the work that keeps them, and what they amount to. */
export interface CancellationKept {
  /** What the kept lines bill. */
  fees: FeeCode[];
  /** The step reached, or `cutoff` (the line's date less than one full working day away). */
  since: KeptSinceStep | 'cutoff';
  /** The quotation names none of `fees`, so every line is kept (`unitemised: keepAll`). */
  whole: boolean;
  money: { currency: string; amount: string }[];
}

export interface CancellationOutcome {
  reason: CancellationReason;
  kept: CancellationKept[];
  money: CancellationMoney[];
}

const isCutoff = (m: CancellationMark): m is { cutoffWorkingDays: 1 } => typeof m === 'object';

/** The first point of `once` the work has reached, if any. */
function reachedMark(once: readonly CancellationMark[], i: CancellationInput, reached: ReadonlySet<ProcessStep>): KeptSinceStep | 'cutoff' | null {
  for (const m of once) {
    if (isCutoff(m)) {
      if (isLateCancellation(i.inspectionDate, i.today, i.calendar)) return 'cutoff';
    } else if (reached.has(m)) return m;
  }
  return null;
}

interface KeptPlan {
  reason: CancellationReason;
  parts: { entry: KeptFee; since: KeptSinceStep | 'cutoff'; whole: boolean; keeps: (l: CancellationLine) => boolean }[];
}

/** Which entries of the rule apply now, and which lines each keeps (a line is kept by the first entry that names it). */
function keptPlan(i: CancellationInput): KeptPlan {
  // Before work (draft, submitted, returned): free on every line.
  if (i.status !== 'processing') return { reason: 'notStarted', parts: [] };
  // In processing, the application was accepted (`acceptance`), whatever its history says.
  const reached = new Set<ProcessStep>(['acceptance', ...(i.reached ?? []), ...(i.step ? [i.step] : [])]);
  const parts: KeptPlan['parts'] = [];
  for (const entry of i.rule.keep) {
    const since = reachedMark(entry.once, i, reached);
    if (!since) continue;
    const coded = (l: CancellationLine) => entry.fees.includes(feeCodeOf(l));
    const whole = entry.unitemised === 'keepAll' && !i.lines.some(coded);
    parts.push({ entry, since, whole, keeps: whole ? () => true : coded });
  }
  const keepsAny = parts.some((p) => i.lines.some(p.keeps));
  const hasCutoff = i.rule.keep.some((e) => e.once.some(isCutoff));
  const reason: CancellationReason = parts.some((p) => p.since === 'cutoff')
    ? 'lateInspection'
    : keepsAny
      ? 'feesKept'
      : hasCutoff
        ? 'beforeCutoff'
        : 'nothingKept';
  return { reason, parts };
}

/** What cancelling now keeps, credits and releases, per currency (currencies are never added together). */
export function cancellationMoney(i: CancellationInput): CancellationOutcome {
  const { reason, parts } = keptPlan(i);
  const per = new Map<string, { owed: Decimal; kept: Decimal; paid: Decimal }>();
  const at = (c: string) => per.get(c) ?? per.set(c, { owed: new Decimal(0), kept: new Decimal(0), paid: new Decimal(0) }).get(c)!;
  const partMoney = parts.map(() => new Map<string, Decimal>());
  const partFees = parts.map(() => new Set<FeeCode>());
  for (const l of i.lines) {
    const m = at(l.currency);
    m.owed = m.owed.plus(l.amount);
    const by = parts.findIndex((p) => p.keeps(l));
    if (by < 0) continue;
    m.kept = m.kept.plus(l.amount);
    const pm = partMoney[by]!;
    pm.set(l.currency, (pm.get(l.currency) ?? new Decimal(0)).plus(l.amount));
    partFees[by]!.add(feeCodeOf(l));
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
  const kept = parts
    .map((p, n) => ({
      // The codes of the lines it keeps, in the rule's order (a whole quotation: the codes its lines bill).
      fees: p.whole ? [...partFees[n]!] : p.entry.fees.filter((f) => partFees[n]!.has(f)),
      since: p.since,
      whole: p.whole,
      money: [...partMoney[n]!.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: amount.toFixed() })),
    }))
    .filter((k) => k.money.length > 0);
  return { reason, kept, money };
}

/** Whether the line's rule lets an application in processing be cancelled through the lifecycle's `cancel`. */
export const cancelsInWork = (rule: CancellationRule) => rule.inWork === 'anyStep';
