/**
 * The result of laboratory testing (business-lines.md): a test report with a pass or fail per test item,
 * recorded by staff (POST /staff/rfc/{id}/test-report) and issued as the line's certificate with its PDF.
 * The overall result is never typed: any failed item fails the report.
 */
import { z } from 'zod';
import { TEXT_CAPS } from '../../constants.js';
import { ISO_DATE } from '../../schemas/applicationFields.js';

export const TEST_VERDICTS = ['pass', 'fail', 'not_applicable'] as const;
export type TestVerdict = (typeof TEST_VERDICTS)[number];
export const TEST_REPORT_RESULTS = ['pass', 'fail'] as const;
export type TestReportResult = (typeof TEST_REPORT_RESULTS)[number];
export const MAX_TEST_ITEMS = 200;

const line = (max: number, required = true) =>
  required
    ? z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' })
    : z.string().trim().max(max, { error: 'validation.tooLong' }).optional();

export const testItemSchema = z.object({
  item: line(TEXT_CAPS.short),
  standard: line(TEXT_CAPS.short, false),
  requirement: line(TEXT_CAPS.medium, false),
  result: line(TEXT_CAPS.medium, false),
  verdict: z.enum(TEST_VERDICTS, { error: 'validation.choice' }),
});
export type TestItem = z.infer<typeof testItemSchema>;

export const testReportBody = z.object({
  tested_on: z.string({ error: 'validation.date' }).regex(ISO_DATE, { error: 'validation.date' }),
  items: z.array(testItemSchema).min(1, { error: 'validation.testItemsRequired' }).max(MAX_TEST_ITEMS, { error: 'validation.maxItems' }),
  summary: line(2000),
  engineer: line(TEXT_CAPS.short),
});
export type TestReportBody = z.infer<typeof testReportBody>;

/** Any failed item fails the report; items not applicable count neither way (all not applicable: fail, nothing was shown to pass). */
export function testReportResult(items: readonly Pick<TestItem, 'verdict'>[]): TestReportResult {
  if (items.some((i) => i.verdict === 'fail')) return 'fail';
  return items.some((i) => i.verdict === 'pass') ? 'pass' : 'fail';
}

/** What the customer sees of the report on the application (and the PDF prints). */
export const testReportViewSchema = z.object({
  result: z.enum(TEST_REPORT_RESULTS),
  tested_on: z.string(),
  engineer: z.string(),
  summary: z.string(),
  items: z.array(testItemSchema),
});
export type TestReportView = z.infer<typeof testReportViewSchema>;
