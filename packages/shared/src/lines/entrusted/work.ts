/**
 * The staff side of entrusted inspection (business-lines.md "Work" and "The report"): the bodies of the
 * staff actions and the report's rules, once for the server and the staff screens.
 */
import { z } from 'zod';
import { PG_INT_MAX, TEXT_CAPS } from '../../constants.js';
import { ISO_DATE } from '../../schemas/applicationFields.js';
import { aqlFigures, type AqlValue, type InspectionLevel } from '../../aql.js';
import { decisionViewSchema } from './decision.js';

export const REPORT_RESULTS = ['passed', 'passed_with_conditions', 'pending', 'failed'] as const;
export type ReportResult = (typeof REPORT_RESULTS)[number];
/** The sections of an inspection report. */
export const REPORT_SECTIONS = [
  'quantity',
  'workmanship',
  'on_site_tests',
  'product_specification',
  'packing',
  'marking_labels',
  'client_requirements',
] as const;
export const SECTION_RESULTS = ['passed', 'failed', 'pending', 'not_applicable'] as const;

const isoDate = z.string({ error: 'validation.date' }).regex(ISO_DATE, { error: 'validation.date' });
const reason = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' });

export const confirmDateBody = z.object({ date: isoDate });
export const scheduleBody = z.object({
  date: isoDate,
  inspector: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(TEXT_CAPS.short, { error: 'validation.tooLong' }),
});
export const postponeBody = z.object({ date: isoDate, reason });
export const reasonOnlyBody = z.object({ reason });

const count = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(0, { error: 'validation.numberMin' })
  .max(1_000_000, { error: 'validation.numberMax' });
export const reportBody = z
  .object({
    result: z.enum(REPORT_RESULTS, { error: 'validation.choice' }),
    inspected_on: isoDate,
    summary: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.tooLong' }),
    sections: z
      .array(
        z.object({
          name: z.enum(REPORT_SECTIONS, { error: 'validation.choice' }),
          result: z.enum(SECTION_RESULTS, { error: 'validation.choice' }),
          notes: z.string().trim().max(TEXT_CAPS.long, { error: 'validation.tooLong' }).optional(),
        }),
      )
      .max(REPORT_SECTIONS.length),
    defects: z.object({ critical: count, major: count, minor: count }),
    photos: z.array(z.coerce.number().int().positive().max(PG_INT_MAX)).max(50).default([]),
  })
  .superRefine((r, ctx) => {
    // Any failed section fails the whole.
    if (r.sections.some((s) => s.result === 'failed') && r.result !== 'failed')
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'validation.reportSectionFailed' });
  });
export type ReportBody = z.infer<typeof reportBody>;

/** The AQL verdict of a report: per defect class, found against the booking's plan; a class over Ac fails the lot. */
export function aqlVerdict(
  booking: { lotSize: number; level: InspectionLevel; aql: { critical: AqlValue; major: AqlValue; minor: AqlValue } },
  defects: ReportBody['defects'],
) {
  const f = aqlFigures(Math.max(booking.lotSize, 2), booking.level, booking.aql);
  const cls = (k: 'critical' | 'major' | 'minor') => ({
    found: defects[k],
    accept: f[k].accept,
    reject: f[k].reject,
    sample_size: f[k].sampleSize,
    passed: defects[k] <= f[k].accept,
  });
  const classes = { critical: cls('critical'), major: cls('major'), minor: cls('minor') };
  return { letter: f.letter, sample_size: f.sampleSize, classes, passed: Object.values(classes).every((c) => c.passed) };
}

/** What the customer sees of the staff side of a booking. */
export const inspectionViewSchema = z.object({
  confirmed_date: z.string().nullable(),
  scheduled_date: z.string().nullable(),
  inspector: z.string().nullable(),
  result: z.enum(REPORT_RESULTS).nullable(),
  report: z.record(z.string(), z.unknown()).nullable(),
  /** Cancelling now costs the full fee (less than one full working day before the inspection date). */
  late_cancellation: z.boolean(),
  /** Booked as express at its last submission (isExpress): its quotation carries the express surcharge line. */
  express: z.boolean(),
  /** The client's decision on the issued report (release, reject, re-inspect), once taken. */
  decision: decisionViewSchema.nullable(),
  /** The report is issued and no decision taken yet: the customer may decide now (decisionRefusal). */
  decision_open: z.boolean(),
});
export type InspectionView = z.infer<typeof inspectionViewSchema>;
