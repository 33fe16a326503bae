import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '@tic/shared';
import { currentLang, named } from '../../../lib/i18n';

/** An office date (YYYY-MM-DD) written in the reader's language ("22 December 2026", "2026年12月22日", "٢٢ ديسمبر ٢٠٢٦"). */
export const localDay = (date: string) =>
  named(
    new Intl.DateTimeFormat(currentLang() === 'zh_CN' ? 'zh-CN' : currentLang(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
  );

/**
 * The predicted completion (issue 32): "Expected by <half date> (9 in 10 by <nine-in-ten date>)" from similar
 * completed applications, or that there is not enough history yet; nothing for drafts and finished applications.
 * `ifSubmittedToday`: the estimate of one not yet submitted (the scheme finder), said as such.
 */
export function PredictionLine({ prediction, ifSubmittedToday = false }: { prediction: Prediction | undefined; ifSubmittedToday?: boolean }) {
  const { t } = useTranslation();
  if (!prediction) return null;
  if ('insufficient' in prediction)
    return <Alert type="info" showIcon className="cert-filter-note" message={t('prediction.insufficient')} data-testid="prediction-line" />;
  return (
    <Alert
      type="info"
      showIcon
      className="cert-filter-note"
      message={t(ifSubmittedToday ? 'prediction.ifSubmittedToday' : 'prediction.expected', { p50: localDay(prediction.p50), p90: localDay(prediction.p90) })}
      description={t('prediction.basis', { count: prediction.sample })}
      data-testid="prediction-line"
    />
  );
}
