import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '@tic/shared';

/**
 * The predicted completion (issue 32): "Expected by <half date> (9 in 10 by <nine-in-ten date>)" from similar
 * completed applications, or that there is not enough history yet; nothing for drafts and finished applications.
 * `ifSubmittedToday`: the estimate of one not yet submitted (the scheme finder), said as such. The office dates are the
 * texts' `{{p50Date}}` and `{{p90Date}}`, as the reader's language writes them (the shared formatDate).
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
      message={t(ifSubmittedToday ? 'prediction.ifSubmittedToday' : 'prediction.expected', { p50: prediction.p50, p90: prediction.p90 })}
      description={t('prediction.basis', { count: prediction.sample })}
      data-testid="prediction-line"
    />
  );
}
