import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, type InspectionView } from '@tic/shared';
import { http } from '../../../lib/api';
import { CancellationPreviewNote } from '../../../components/application/CancellationPreviewNote';

/**
 * The staff side of an inspection booking as the customer sees it: the date agreed, the inspector (the dates as the
 * reader's language writes them: the texts' `{{dateDate}}`), the
 * report and its result with the AQL verdict, the report's PDF once issued; before the inspection the
 * booking can be cancelled, saying whether that is still free (the late-cancellation rule).
 */
export function InspectionPanel({
  id,
  status,
  step,
  inspection,
  certificate,
  onChanged,
}: {
  id: number;
  status: string;
  step: string;
  inspection: InspectionView;
  certificate: { id: number; cert_no: string } | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancellable = status === 'processing' && ['acceptance', 'date_confirmation', 'scheduled'].includes(step);
  const report = inspection.report as {
    summary?: string;
    aql?: { classes: Record<string, { found: number; accept: number; reject: number; passed: boolean }> };
  } | null;
  return (
    <Card className="form-section" title={t('inspection.status')} data-testid="inspection-panel">
      <Descriptions size="small" column={1}>
        {inspection.confirmed_date && (
          <Descriptions.Item label={t('inspection.status')}>
            <span data-testid="inspection-confirmed">{t('inspection.confirmedFor', { date: inspection.confirmed_date })}</span>
          </Descriptions.Item>
        )}
        {inspection.scheduled_date && (
          <Descriptions.Item label={t('inspectionPdf.inspector')}>
            <span data-testid="inspection-scheduled">
              {t('inspection.scheduledFor', { date: inspection.scheduled_date, inspector: inspection.inspector ?? '' })}
            </span>
          </Descriptions.Item>
        )}
        {inspection.result && (
          <Descriptions.Item label={t('inspection.report')}>
            <Tag color={inspection.result === 'failed' ? 'red' : inspection.result === 'pending' ? 'gold' : 'green'} data-testid="inspection-result">
              {t(`inspection.result.${inspection.result}`)}
            </Tag>
            {report?.summary}
          </Descriptions.Item>
        )}
        {report?.aql &&
          Object.entries(report.aql.classes).map(([k, c]) => (
            <Descriptions.Item key={k} label={t(`inspection.defectClass.${k}`)}>
              <span data-testid={`report-${k}`}>
                {t('inspectionPdf.defectsValue', {
                  found: c.found,
                  accept: c.accept,
                  reject: c.reject,
                  verdict: t(c.passed ? 'inspection.verdict.pass' : 'inspection.verdict.fail'),
                })}
              </span>
            </Descriptions.Item>
          ))}
      </Descriptions>
      {certificate && (
        <Button type="primary" className="report-pdf-button" href={`${API_FRONTEND}/cert/pdf/${certificate.id}`} target="_blank" data-testid="report-pdf">
          {t('inspection.report')} (PDF) {certificate.cert_no}
        </Button>
      )}
      {cancellable && (
        <>
          <Alert
            type={inspection.late_cancellation ? 'warning' : 'info'}
            showIcon
            className="cert-filter-note"
            message={t(inspection.late_cancellation ? 'inspection.lateCancellation' : 'inspection.freeCancellation')}
            data-testid="cancellation-rule"
          />
          <Button danger onClick={() => setOpen(true)} data-testid="cancel-booking">
            {t('inspection.cancel')}
          </Button>
          <Modal
            open={open}
            title={t('inspection.cancel')}
            okButtonProps={{ danger: true, disabled: !reason.trim() }}
            onCancel={() => setOpen(false)}
            onOk={async () => {
              await http.post(`/kenya/rfc/${id}/cancel-booking`, { reason });
              setOpen(false);
              onChanged();
            }}
          >
            <CancellationPreviewNote id={id} enabled={open} />
            <Input.TextArea
              aria-label={t('inspection.cancelReason')}
              placeholder={t('inspection.cancelReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
            />
          </Modal>
        </>
      )}
    </Card>
  );
}
