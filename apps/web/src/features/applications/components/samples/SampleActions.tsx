import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataReviewBody, shipSamplesBody, type ApplicationDetail, type SampleOrder } from '@tic/shared';
import { schemaRule } from '../../../../lib/formRules';
import { useReviewTestData, useShipSamples } from '../../api/samples';

/** The courier and tracking number of the samples sent (rules: shipSamplesBody, as the server checks). */
export function TrackingForm({ id, onDone }: { id: number; onDone?: (d: ApplicationDetail) => void }) {
  const { t } = useTranslation();
  const ship = useShipSamples(id, onDone);
  return (
    <Form
      layout="inline"
      className="sample-tracking-form"
      onFinish={(v: { courier: string; tracking_no: string }) => ship.mutate(v)}
      data-testid={`tracking-form-${id}`}
    >
      <Form.Item
        name="courier"
        label={t('samplesUi.courier')}
        htmlFor={`courier-${id}`}
        rules={[schemaRule(shipSamplesBody.pick({ courier: true }), 'courier')]}
      >
        <Input id={`courier-${id}`} maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="tracking_no"
        label={t('samplesUi.trackingNo')}
        htmlFor={`tracking-${id}`}
        rules={[schemaRule(shipSamplesBody.pick({ tracking_no: true }), 'tracking_no')]}
      >
        <Input id={`tracking-${id}`} maxLength={40} dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={ship.isPending}>
          {t('samplesUi.sendTracking')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Confirm the test data, or dispute it with a comment (required: dataReviewBody). */
export function DataReviewActions({ id, onDone }: { id: number; onDone?: (d: ApplicationDetail) => void }) {
  const { t } = useTranslation();
  const review = useReviewTestData(id, onDone);
  const [disputing, setDisputing] = useState(false);
  if (!disputing)
    return (
      <Space wrap data-testid={`data-review-${id}`}>
        <Button type="primary" loading={review.isPending} onClick={() => review.mutate({ decision: 'confirm' })}>
          {t('samplesUi.confirmData')}
        </Button>
        <Button onClick={() => setDisputing(true)}>{t('samplesUi.disputeData')}</Button>
      </Space>
    );
  return (
    <Form
      layout="vertical"
      className="sample-dispute-form"
      onFinish={(v: { comment: string }) => review.mutate({ decision: 'dispute', comment: v.comment })}
      data-testid={`data-dispute-${id}`}
    >
      <Form.Item
        name="comment"
        label={t('samplesUi.disputeComment')}
        htmlFor={`dispute-${id}`}
        rules={[
          {
            validator: async (_r, value: unknown) => {
              const r = dataReviewBody.safeParse({ decision: 'dispute', comment: value ?? '' });
              if (!r.success) throw new Error(t(r.error.issues[0]!.message));
            },
          },
        ]}
      >
        <Input.TextArea id={`dispute-${id}`} rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" danger htmlType="submit" loading={review.isPending}>
          {t('samplesUi.sendDispute')}
        </Button>
        <Button onClick={() => setDisputing(false)}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** What the samples ask of the customer now, in place. */
export function SampleAction({ id, samples, onDone }: { id: number; samples: SampleOrder; onDone?: (d: ApplicationDetail) => void }) {
  if (samples.customer_action === 'ship') return <TrackingForm id={id} onDone={onDone} />;
  if (samples.customer_action === 'review_data') return <DataReviewActions id={id} onDone={onDone} />;
  return null;
}
