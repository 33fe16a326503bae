import { useState } from 'react';
import { App, Button, Card, Descriptions, Input, Modal, Radio, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLIENT_DECISIONS, DECISION_COMMENT_MAX, type ClientDecision, type InspectionView } from '@tic/shared';
import { http } from '../../../lib/api';
import { decisionCardState, DECISION_COLOR } from '../lib/decision';
import { detailPath } from '../lib/paths';
import { DetailDate } from './detail/DetailDate';

/**
 * "Your decision" on an issued inspection report (business-lines.md, entrusted inspection): release the goods,
 * reject them, or ask for a re-inspection (a draft booking linked to this one), with an optional comment and a
 * confirmation; once decided, which decision, by whom and when, and the re-inspection booked.
 */
export function DecisionCard({ id, inspection, onChanged }: { id: number; inspection: InspectionView; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [choice, setChoice] = useState<ClientDecision | null>(null);
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = decisionCardState(inspection);
  if (state === 'hidden') return null;
  const d = inspection.decision;
  const send = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      await http.post(`/kenya/rfc/${id}/decision`, { decision: choice, comment: comment.trim() || undefined });
      setConfirming(false);
      void message.success(t('inspection.decision.saved'));
      onChanged();
    } catch {
      // The HTTP client has shown the message (409 already decided or not issued, in the user's language).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="form-section decision-card" title={t('inspection.decision.title')} data-testid="decision-card">
      {d ? (
        <Descriptions size="small" column={1} data-testid="decision-recorded">
          <Descriptions.Item label={t('inspection.decision.title')}>
            <Tag color={DECISION_COLOR[d.decision]} data-testid="decision-value">
              {t(`inspection.decision.value.${d.decision}`)}
            </Tag>
          </Descriptions.Item>
          {d.comment && (
            <Descriptions.Item label={t('inspection.decision.commentLabel')}>
              <span dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {d.comment}
              </span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('inspection.decision.decidedBy')}>
            <span dir="auto" data-testid="decision-by">
              {d.decided_by}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('inspection.decision.decidedAt')}>
            <DetailDate at={d.decided_at} />
          </Descriptions.Item>
          {d.reinspection && (
            <Descriptions.Item label={t('inspection.decision.reinspection')}>
              <Link to={detailPath({ id: d.reinspection.id, form: 'entrusted' })} data-testid="decision-reinspection">
                {d.reinspection.rfc_no
                  ? t('inspection.decision.openReinspection', { no: d.reinspection.rfc_no })
                  : t('inspection.decision.openReinspectionDraft')}
              </Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <>
          <p>{t('inspection.decision.intro')}</p>
          <Radio.Group
            value={choice}
            onChange={(e) => setChoice(e.target.value as ClientDecision)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}
            aria-label={t('inspection.decision.title')}
          >
            {CLIENT_DECISIONS.map((c) => (
              <Radio key={c} value={c} data-testid={`decision-${c}`} style={{ whiteSpace: 'normal' }}>
                <strong>{t(`inspection.decision.choice.${c}`)}</strong>
                <div className="decision-hint" style={{ color: 'rgba(0, 0, 0, 0.55)' }}>
                  {t(`inspection.decision.hint.${c}`)}
                </div>
              </Radio>
            ))}
          </Radio.Group>
          <Input.TextArea
            style={{ marginTop: 12 }}
            aria-label={t('inspection.decision.comment')}
            placeholder={t('inspection.decision.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={DECISION_COMMENT_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            data-testid="decision-comment"
          />
          <Button type="primary" block style={{ marginTop: 12 }} disabled={!choice} onClick={() => setConfirming(true)} data-testid="decision-submit">
            {t('inspection.decision.submit')}
          </Button>
          <Modal
            open={confirming}
            title={t('inspection.decision.confirmTitle')}
            okText={t('inspection.decision.submit')}
            cancelText={t('common.cancel')}
            confirmLoading={busy}
            onOk={() => void send()}
            onCancel={() => setConfirming(false)}
            okButtonProps={{ danger: choice === 'reject', ...({ 'data-testid': 'decision-confirm' } as object) }}
          >
            {choice && t('inspection.decision.confirmBody', { decision: t(`inspection.decision.choice.${choice}`) })}
            {comment.trim() && (
              <p dir="auto" style={{ marginTop: 8, overflowWrap: 'anywhere' }}>
                {comment.trim()}
              </p>
            )}
          </Modal>
        </>
      )}
    </Card>
  );
}
