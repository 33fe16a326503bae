import { Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, type ApplicationDetail, type SampleOrder } from '@tic/shared';
import { SampleAction } from './SampleActions';
import { localDate, ltr } from '../../../../lib/i18n';

const RESULT_COLOR = { in_transit: 'blue', received: 'green', not_conforming: 'red' } as const;

/** The shipments, the test data and the review of an application's samples (shared by the detail and the notice screens). */
export function SampleFacts({ samples, compact = false }: { samples: SampleOrder; compact?: boolean }) {
  const { t } = useTranslation();
  const rows = samples.test_data?.rows ?? [];
  return (
    <>
      <Descriptions size="small" column={compact ? 1 : { xs: 1, md: 2 }} className="sample-facts">
        <Descriptions.Item label={t('samplesUi.lab')}>
          <bdi dir="auto">{samples.lab_address}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('samplesUi.quantity')}>{samples.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('samplesUi.due')}>{localDate(samples.due_date)}</Descriptions.Item>
        {samples.lab_contact && <Descriptions.Item label={t('samplesUi.labContact')}>{samples.lab_contact}</Descriptions.Item>}
        {samples.accepted_at && <Descriptions.Item label={t('samplesUi.acceptedAt')}>{localDate(samples.accepted_at)}</Descriptions.Item>}
      </Descriptions>
      {samples.shipments.length > 0 && (
        <ul className="sample-shipments" data-testid="sample-shipments">
          {samples.shipments.map((s) => (
            <li key={s.round}>
              <strong>{t('samplesUi.round', { round: s.round })}</strong> · {t('samplesUi.shipped', { courier: s.courier, tracking: ltr(s.tracking_no) })}{' '}
              <Tag color={RESULT_COLOR[s.result]}>{t(`samplesUi.result.${s.result}`)}</Tag>
              {s.reason && (
                <div className="sample-reason">
                  {t('samplesUi.reason')}: <bdi dir="auto">{s.reason}</bdi>
                </div>
              )}
              {s.photos.length > 0 && (
                <div className="sample-photos">
                  {t('samplesUi.photos')}:{' '}
                  {s.photos.map((p) => (
                    <a key={p.id} href={`${API_FRONTEND}${p.path}`} target="_blank" rel="noreferrer">
                      <bdi dir="auto">{p.name}</bdi>{' '}
                    </a>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <div className="sample-test-data">
          <h3>{t('samplesUi.testData')}</h3>
          <div className="table-scroll">
            <Table
              size="small"
              pagination={false}
              rowKey={(r) => `${r.item}-${r.result}`}
              dataSource={rows}
              data-testid="sample-test-data"
              columns={[
                { title: t('samplesUi.item'), dataIndex: 'item' },
                { title: t('samplesUi.standard'), dataIndex: 'standard' },
                { title: t('samplesUi.limit'), dataIndex: 'limit', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
                { title: t('samplesUi.resultValue'), dataIndex: 'result', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
                {
                  title: t('samplesUi.verdict'),
                  dataIndex: 'verdict',
                  render: (v: 'pass' | 'fail' | 'info') => (
                    <Tag color={v === 'pass' ? 'green' : v === 'fail' ? 'red' : 'default'}>{t(`samplesUi.verdicts.${v}`)}</Tag>
                  ),
                },
              ]}
            />
          </div>
          {samples.test_data?.summary && (
            <p>
              {t('samplesUi.summary')}: <bdi dir="auto">{samples.test_data.summary}</bdi>
            </p>
          )}
        </div>
      )}
      {samples.review && (
        <p className="sample-review" data-testid="sample-review">
          {t(`samplesUi.reviewed.${samples.review.decision}`, { comment: samples.review.comment ?? '' })}
        </p>
      )}
    </>
  );
}

/** The samples card of an application whose form sends samples: what was asked, sent, found, tested; the action due; retention. */
export function SamplesPanel({ detail, onChanged }: { detail: ApplicationDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const r = detail.sample_retention;
  return (
    <Card className="form-section" title={t('samplesUi.card')} data-testid="samples-panel">
      {detail.samples ? (
        <>
          <SampleFacts samples={detail.samples} />
          <SampleAction id={detail.id} samples={detail.samples} onDone={onChanged} />
        </>
      ) : (
        <p>{t('samplesUi.notRequested')}</p>
      )}
      {r && (
        <div className="sample-retention" data-testid="sample-retention">
          <h3>{t('samplesUi.retention.title')}</h3>
          <p>{t(`samplesUi.retention.${r.rule}`)}</p>
          <p>{r.dispose_on ? t('samplesUi.retention.on', { date: r.dispose_on }) : t('samplesUi.retention.pending')}</p>
        </div>
      )}
    </Card>
  );
}
