import { Card, Empty, Skeleton } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAMPLE_NOTICE_SCREEN_KEYS, type SampleNoticeScreen } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useSampleNotices } from '../api/samples';
import { routeTitleKey } from '../lib/areas';
import { detailPath } from '../lib/paths';
import { SampleAction } from '../components/samples/SampleActions';
import { SampleFacts } from '../components/samples/SamplesPanel';

/**
 * communication/notice/sampleDelivery | sampleReceipt | acceptance | dataReview: my notices of that kind,
 * newest first, each with its application's samples now and the action it asks for done in place
 * (enter the tracking number, confirm or dispute the test data), linking to the application.
 */
export default function SampleNoticesPage() {
  const { t } = useTranslation();
  const path = useLocation().pathname;
  const last = path.split('/').pop() as SampleNoticeScreen;
  const screen: SampleNoticeScreen = SAMPLE_NOTICE_SCREEN_KEYS.includes(last) ? last : 'sampleDelivery';
  const list = useSampleNotices(screen);
  // The action shows once per application, on its newest notice (older notices of it are history).
  const seen = new Set<number>();
  return (
    <div className="page" data-testid={`sample-notices-${screen}`}>
      <PageHeader title={t(routeTitleKey(path))} subtitle={t(`samplesUi.intro.${screen}`)} />
      {list.isLoading ? (
        <div className="page-card">
          <Skeleton active />
        </div>
      ) : (list.data ?? []).length === 0 ? (
        <div className="page-card">
          <Empty description={t('samplesUi.empty')} />
        </div>
      ) : (
        <div className="sample-notices">
          {(list.data ?? []).map((n) => {
            const first = !seen.has(n.application_id);
            seen.add(n.application_id);
            return (
              <Card
                key={n.batch_code}
                className="page-card sample-notice"
                title={<bdi dir="auto">{n.title}</bdi>}
                extra={<bdi dir="ltr">{n.created_at.slice(0, 16).replace('T', ' ')}</bdi>}
                data-testid={`sample-notice-${n.kind}`}
              >
                <p className="sample-notice-content">
                  <bdi dir="auto">{n.content}</bdi>
                </p>
                <p>
                  {t('samplesUi.application')}:{' '}
                  <Link to={detailPath({ id: n.application_id, form: n.form })} data-testid={`open-application-${n.application_id}`}>
                    <bdi dir="ltr">{n.application_no}</bdi> · <bdi dir="auto">{n.application_title}</bdi>
                  </Link>
                </p>
                {first && n.samples && (
                  <>
                    <SampleFacts samples={n.samples} compact />
                    {n.samples.customer_action ? (
                      <SampleAction id={n.application_id} samples={n.samples} />
                    ) : (
                      <p className="sample-notice-step">{t('samplesUi.done', { step: t(`applications.step.${n.process_step}`) })}</p>
                    )}
                  </>
                )}
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
