/**
 * How long the laboratory keeps a customer's samples after the report (spec section 9 and the terms):
 * 3 months in general; chemistry 30 days, liquid or powder samples 1 week; samples the customer asked
 * back are abandoned 12 months after the report when nobody collects them. One function, used by the
 * server's detail answer and shown on the application.
 */
export const SAMPLE_DISPOSITIONS = ['return', 'dispose'] as const;
export type SampleDisposition = (typeof SAMPLE_DISPOSITIONS)[number];
export const PHYSICAL_FORMS = ['solid', 'liquid', 'powder'] as const;
export type PhysicalForm = (typeof PHYSICAL_FORMS)[number];
export type SampleCategory = 'general' | 'chemistry';
export type RetentionRule = 'general' | 'chemistry' | 'chemistry_liquid_powder' | 'returned_abandoned';

/** The periods of the terms, by rule. */
export const RETENTION_PERIODS: Readonly<Record<RetentionRule, { months: number } | { days: number }>> = {
  general: { months: 3 },
  chemistry: { days: 30 },
  chemistry_liquid_powder: { days: 7 },
  returned_abandoned: { months: 12 },
};

/** Application types whose samples are chemistry samples (the shorter periods of the terms). */
export const CHEMISTRY_SAMPLE_TYPES: readonly string[] = ['chemistry_test'];
export const sampleCategoryOf = (applicationType: string): SampleCategory => (CHEMISTRY_SAMPLE_TYPES.includes(applicationType) ? 'chemistry' : 'general');

export interface RetentionInput {
  category: SampleCategory;
  /** Chemistry only: a liquid or powder sample is kept one week. */
  physicalForm?: PhysicalForm | null;
  /** What the customer chose for the samples after testing (default: dispose). */
  disposition?: SampleDisposition | null;
  /** The report's date (ISO yyyy-mm-dd), null while there is no report yet. */
  reportDate: string | null;
}

export interface Retention {
  rule: RetentionRule;
  /** The date the samples are disposed of (or abandoned, when asked back and not collected); null before the report. */
  disposeOn: string | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `n` months after an ISO date, clamped to the month's last day (30 Nov + 3 months = 28/29 Feb). */
export function addMonths(iso: string, n: number): string {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const total = Number(m[1]) * 12 + (Number(m[2]) - 1) + n;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(m[3]), last);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}
export function addDays(iso: string, n: number): string {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n)).toISOString().slice(0, 10);
}

/** Which rule of the terms applies, and the date the samples go. */
export function sampleRetention(input: RetentionInput): Retention {
  const rule: RetentionRule =
    input.disposition === 'return'
      ? 'returned_abandoned'
      : input.category === 'chemistry'
        ? input.physicalForm === 'liquid' || input.physicalForm === 'powder'
          ? 'chemistry_liquid_powder'
          : 'chemistry'
        : 'general';
  if (!input.reportDate) return { rule, disposeOn: null };
  const p = RETENTION_PERIODS[rule];
  return { rule, disposeOn: 'months' in p ? addMonths(input.reportDate, p.months) : addDays(input.reportDate, p.days) };
}
