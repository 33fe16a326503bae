import { translate, type Locale, type TestReportView } from '@tic/shared';

/** The rows a test report adds to the certificate layout: result, date, engineer, each test item with its verdict, the summary. */
export function testReportRows(r: TestReportView, locale: Locale): [string, string][] {
  const t = (k: string) => translate(locale, k);
  const rows: [string, string][] = [
    [t('testReport.title'), t(`testReport.result.${r.result}`)],
    [t('testReport.testedOn'), r.tested_on],
    [t('testReport.engineer'), r.engineer],
  ];
  for (const i of r.items) rows.push([i.item ?? '', [t(`testReport.verdict.${i.verdict}`), i.result, i.standard, i.requirement].filter(Boolean).join(' — ')]);
  rows.push([t('testReport.summary'), r.summary]);
  return rows;
}
