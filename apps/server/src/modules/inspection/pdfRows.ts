import { translate, type Locale } from '@tic/shared';
import type { InspectionRow } from './repo.js';

type Report = {
  summary?: string;
  inspected_on?: string;
  sections?: { name: string; result: string; notes?: string }[];
  aql?: { letter: string; sample_size: number; classes: Record<string, { found: number; accept: number; reject: number; passed: boolean }> };
};

/** The rows an inspection report adds to the certificate layout: result, date, inspector, AQL per class, sections, summary. */
export function reportRows(o: InspectionRow, locale: Locale): [string, string][] {
  const t = (k: string, p?: Record<string, string | number>) => translate(locale, k, p);
  const r = (o.report ?? {}) as Report;
  const rows: [string, string][] = [
    [t('inspectionPdf.result'), o.result ? t(`inspection.result.${o.result}`) : ''],
    [t('inspectionPdf.inspectedOn'), r.inspected_on ?? ''],
    [t('inspectionPdf.inspector'), o.inspector ?? ''],
  ];
  if (r.aql) {
    rows.push([t('inspectionPdf.sample'), t('inspectionPdf.sampleValue', { letter: r.aql.letter, count: r.aql.sample_size })]);
    for (const [cls, c] of Object.entries(r.aql.classes))
      rows.push([
        t(`inspection.defectClass.${cls}`),
        t('inspectionPdf.defectsValue', {
          found: c.found,
          accept: c.accept,
          reject: c.reject,
          verdict: t(c.passed ? 'inspection.verdict.pass' : 'inspection.verdict.fail'),
        }),
      ]);
  }
  for (const s of r.sections ?? [])
    rows.push([t(`inspection.section.${s.name}`), [t(`inspection.sectionResult.${s.result}`), s.notes].filter(Boolean).join(' — ')]);
  rows.push([t('inspectionPdf.summary'), r.summary ?? '']);
  return rows;
}
