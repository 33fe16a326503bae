/**
 * What a declared section may show beside its fields, by the name its declaration gives (`widget`): a
 * read-out computed from the values as the customer types, with the shared rules (packages/shared aql.ts,
 * lines/entrusted/rules.ts). The form screen looks them up here.
 */
import type { ComponentType } from 'react';
import { Alert, Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  aqlFigures,
  auditManDays,
  EXPRESS_WORKING_DAYS,
  isExpress,
  isExpressTurnaround,
  isoToday,
  lotOf,
  readinessWarnings,
  type AqlValue,
  type InspectionLevel,
  type SamplingPlan,
} from '@tic/shared';
import { ExpressWarning } from '../../payments';
import { useWorkingCalendar } from '../api/workingCalendar';

export type SectionWidget = ComponentType<{ values: Record<string, unknown> }>;

type Line = { quantity?: number; produced_percent?: number; packed_percent?: number };

/** The sampling plan of the booking: lot size (the PO lines' quantities), code letter, sample size, Ac/Re per defect class. */
function AqlPlan() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const lines = (Form.useWatch('po_lines', { form, preserve: true }) ?? []) as Line[];
  const req = (Form.useWatch('requirements', { form, preserve: true }) ?? {}) as Record<string, string | undefined>;
  // The PO lines' quantities in one unit, or the lot size the booking names when they mix units.
  const lot = lotOf({ po_lines: lines, requirements: req })?.size ?? 0;
  if (lot < 2 || !req.inspection_level || !req.aql_critical || !req.aql_major || !req.aql_minor)
    return <Alert type="info" showIcon className="aql-plan" message={t('inspection.noLot')} data-testid="aql-plan-empty" />;
  const f = aqlFigures(lot, req.inspection_level as InspectionLevel, {
    critical: req.aql_critical as AqlValue,
    major: req.aql_major as AqlValue,
    minor: req.aql_minor as AqlValue,
  });
  const plan = (p: SamplingPlan) =>
    p.fullInspection
      ? `${t('inspection.acceptReject', { ac: p.accept, re: p.reject, size: p.sampleSize })} · ${t('inspection.fullInspection')}`
      : t('inspection.acceptReject', { ac: p.accept, re: p.reject, size: p.sampleSize });
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} title={t('inspection.aqlTitle')} className="aql-plan" data-testid="aql-plan">
      <Descriptions.Item label={t('inspection.lotSize')}>
        <span data-testid="aql-lot">{lot.toLocaleString()}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('inspection.codeLetter')}>
        <span data-testid="aql-letter">{f.letter}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('inspection.sampleSize')}>
        <span data-testid="aql-sample">{f.sampleSize}</span>
      </Descriptions.Item>
      {(['critical', 'major', 'minor'] as const).map((k) => (
        <Descriptions.Item key={k} label={t(`inspection.defectClass.${k}`)}>
          <span data-testid={`aql-${k}`}>{plan(f[k])}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** Warnings of the booking's dates and readiness: the express surcharge, lines not produced or packed enough for the service. */
function InspectionDates() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const date = Form.useWatch(['booking', 'inspection_date'], { form, preserve: true }) as string | undefined;
  const type = Form.useWatch('application_type', { form, preserve: true }) as string | undefined;
  const lines = (Form.useWatch('po_lines', { form, preserve: true }) ?? []) as Line[];
  const warnings = readinessWarnings(type, lines);
  // The back office's working days (public holidays, make-up days) in the office's zone; weekends only until they load.
  const cal = useWorkingCalendar().data;
  return (
    <div className="booking-warnings">
      {isExpress(date, isoToday(new Date(), cal?.time_zone), cal ?? {}) && (
        <ExpressWarning form="entrusted" message={t('inspection.express', { days: EXPRESS_WORKING_DAYS })} />
      )}
      {warnings.map((w) => (
        <Alert
          key={`${w.line}-${w.kind}`}
          type="warning"
          showIcon
          message={t('inspection.readiness', { line: w.line, declared: w.declared, needed: w.needed, kind: t(`inspection.readinessKind.${w.kind}`) })}
          data-testid="readiness-warning"
        />
      ))}
    </div>
  );
}

/** Laboratory testing's turnaround: express carries the express surcharge of the fee rules (named with its amount). */
function TestingTurnaround() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const turnaround = Form.useWatch(['sample', 'turnaround'], { form, preserve: true }) as string | undefined;
  return isExpressTurnaround({ sample: { turnaround } }) ? <ExpressWarning form="testing" message={t('money.expressTurnaround')} /> : null;
}

/** The factory audit's duration from the headcount (the shared rule the server quotes from). */
function AuditManDays() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const days = auditManDays(Form.useWatch(['factory', 'headcount'], { form, preserve: true }));
  return (
    <Alert
      type="info"
      showIcon
      className="audit-man-days"
      role="status"
      message={days === null ? t('forms.audit.manDaysUnknown') : t('forms.audit.manDays', { days })}
      data-testid="audit-man-days"
    />
  );
}

export const SECTION_WIDGETS: Record<string, SectionWidget> = {
  aql: AqlPlan,
  inspectionDates: InspectionDates,
  auditManDays: AuditManDays,
  testingTurnaround: TestingTurnaround,
};
