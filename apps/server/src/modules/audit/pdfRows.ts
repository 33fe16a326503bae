import { translate, type Locale } from '@tic/shared';
import type { ApplicationRow } from '../applications/service.js';
import type { AuditRow } from './repo.js';

/** The rows an audit report adds to the certificate layout: factory, standard, date, auditor, rating, corrective-action due date, findings. */
export function auditReportRows(a: ApplicationRow, o: AuditRow, locale: Locale): [string, string][] {
  const t = (k: string) => translate(locale, k);
  const factory = (a.data.factory ?? {}) as { factory_name?: string; factory_name_en?: string; factory_address_en?: string };
  const audit = (a.data.audit ?? {}) as { social_standard?: string };
  const rows: [string, string][] = [[t('forms.audit.field.factory_name_en'), [factory.factory_name_en, factory.factory_name].filter(Boolean).join(' / ')]];
  rows.push([t('forms.audit.field.factory_address_en'), factory.factory_address_en ?? '']);
  if (audit.social_standard) rows.push([t('forms.audit.field.social_standard'), t(`appUi.option.social_standard.${audit.social_standard}`)]);
  rows.push(
    [t('audit.panel.auditedOn'), o.auditedOn ?? ''],
    [t('audit.panel.auditor'), o.auditor ?? ''],
    [t('audit.panel.rating'), o.rating ? t(`audit.rating.${o.rating}`) : ''],
    [t('audit.panel.caDueDate'), o.caDueDate ?? ''],
    [t('audit.panel.summary'), o.summary ?? ''],
  );
  return rows;
}
