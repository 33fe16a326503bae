import { useState } from 'react';
import { Alert, Badge, Button, Descriptions, Form, Input, Modal, Popconfirm, Result, Skeleton, Space, Table } from 'antd';
import type { ButtonProps } from 'antd';
import { CheckOutlined, EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DRAFT_COMMENT_MAX, draftDecisionBody, quantityWithUnit, type ApplicationSummary, type DraftCertificate, type Locale } from '@tic/shared';
import { isApiError } from '../../../lib/http';
import { formSchemaRule } from '../../../lib/formRules';
import { StatusTag } from '../../applications';
import { useDictionary } from '../../reference';
import { draftPdfUrl, useDecideDraft, useDraftCertificate } from '../api/draft';
import { useTypeLabel } from './useTypeLabel';
import { PdfPreview } from './PdfPreview';
import { ltr, text } from './Bidi';
import { DRAFT_REVIEW_PATH } from '../lib/paths';

/** The planned certificate as data, under a DRAFT ribbon and watermark; the PDF of the same draft opens beside it. */
function DraftSheet({ d }: { d: DraftCertificate }) {
  const { t, i18n } = useTranslation();
  const typeLabel = useTypeLabel();
  const c = d.certificate;
  return (
    <Badge.Ribbon text={t('certUi.draft.watermark')} color="orange">
      <div className="draft-sheet" data-watermark={t('certUi.draft.watermark')} data-testid="draft-sheet">
        <h2 className="cert-section-title">{t('certPdf.heading')}</h2>
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('certUi.draft.plannedNo')}>{ltr(c.cert_no)}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.rfc_no')}>{ltr(c.rfc_no)}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.title')} span={2}>
            {text(c.title)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certPdf.type')}>{typeLabel(c.type)}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.route')}>{c.route ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.importer')}>{text(c.importer)}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.exporter')}>{text(c.exporter)}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.issue_date')}>{ltr(c.issue_date)}</Descriptions.Item>
          <Descriptions.Item label={t('certPdf.expiry_date')}>{c.expiry_date ? ltr(c.expiry_date) : t('certPdf.noExpiry')}</Descriptions.Item>
        </Descriptions>
        <h3 className="cert-subtitle">{t('certPdf.products')}</h3>
        <Table
          rowKey={(_, i) => String(i)}
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.products}
          data-testid="draft-products"
          columns={[
            { title: '#', key: 'n', width: 40, render: (_v, _r, i) => i + 1 },
            { title: t('certPdf.hs_code'), dataIndex: 'hs_code', render: ltr },
            { title: t('certPdf.description'), dataIndex: 'description', render: text },
            { title: t('certPdf.brand_model'), key: 'bm', render: (_, r) => text([r.brand, r.model].filter(Boolean).join(' / ')) },
            { title: t('certPdf.quantity'), key: 'q', render: (_, r) => <bdi>{quantityWithUnit(r.quantity, r.unit, i18n.language as Locale)}</bdi> },
            { title: t('certPdf.origin'), dataIndex: 'origin' },
          ]}
        />
      </div>
    </Badge.Ribbon>
  );
}

/** What the customer sees after deciding: the application's new step, and the way back. */
function Decided({ app, decision }: { app: ApplicationSummary; decision: 'confirm' | 'request_changes' }) {
  const { t } = useTranslation();
  const steps = useDictionary('process_step').data ?? [];
  return (
    <Result
      status="success"
      title={t(decision === 'confirm' ? 'certUi.draft.confirmed' : 'certUi.draft.changesRequested')}
      subTitle={
        <Space wrap data-testid="draft-new-status">
          <StatusTag value={app.status} />
          <span>{steps.find((e) => e.dicKey === app.process_step)?.dicValue ?? app.process_step}</span>
        </Space>
      }
      extra={
        <Link to="/customsClearance/applicationForm/applicationList">
          <Button>{t('certUi.draft.backToList')}</Button>
        </Link>
      }
      data-testid="draft-decided"
    />
  );
}

/** The review of one application's draft certificate: confirm it, or request changes with a comment. */
export function DraftReview({ id }: { id: number }) {
  const { t } = useTranslation();
  const draft = useDraftCertificate(id);
  const decide = useDecideDraft(id);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ app: ApplicationSummary; decision: 'confirm' | 'request_changes' } | null>(null);
  const [form] = Form.useForm<{ comment?: string }>();

  if (done) {
    return (
      <div className="page-card">
        <Decided {...done} />
      </div>
    );
  }
  if (draft.isError) {
    const status = isApiError(draft.error) ? draft.error.status : 0;
    return (
      <div className="page-card" data-testid="draft-unavailable">
        <Result
          status={status === 404 ? '404' : 'info'}
          title={t(status === 404 ? 'certUi.draft.notFound' : 'certUi.draft.notAwaiting')}
          extra={<Link to={DRAFT_REVIEW_PATH}>{t('certUi.draft.waiting')}</Link>}
        />
      </div>
    );
  }
  const d = draft.data;
  if (!d) {
    return (
      <div className="page-card">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const version = d.application.version;
  const send = async (decision: 'confirm' | 'request_changes', comment?: string) => {
    const app = await decide.mutateAsync({ decision, comment, version });
    setAsking(false);
    setDone({ app, decision });
  };

  return (
    <div className="page-card" data-testid="draft-review">
      <Alert type="info" showIcon message={t('certUi.draft.note')} className="cert-filter-note" />
      <DraftSheet d={d} />
      <PdfPreview url={draftPdfUrl(id)} label={t('draftPreview.title')} />
      <div className="draft-actions">
        <Button icon={<FilePdfOutlined />} href={draftPdfUrl(id)} target="_blank" rel="noopener" data-testid="draft-pdf">
          {t('certUi.draft.openPdf')}
        </Button>
        <Space wrap>
          <Button icon={<EditOutlined />} onClick={() => setAsking(true)} data-testid="draft-request-changes">
            {t('certUi.draft.requestChanges')}
          </Button>
          <Popconfirm
            title={t('certUi.draft.confirmTitle')}
            description={t('certUi.draft.confirmText')}
            okText={t('certUi.draft.confirm')}
            cancelText={t('certUi.draft.cancel')}
            onConfirm={() => send('confirm')}
            okButtonProps={{ 'data-testid': 'draft-confirm-ok' } as ButtonProps}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={decide.isPending} data-testid="draft-confirm">
              {t('certUi.draft.confirm')}
            </Button>
          </Popconfirm>
        </Space>
      </div>
      <Modal
        open={asking}
        title={t('certUi.draft.requestChanges')}
        okText={t('certUi.draft.send')}
        cancelText={t('certUi.draft.cancel')}
        confirmLoading={decide.isPending}
        onCancel={() => setAsking(false)}
        onOk={() => form.validateFields().then((v) => send('request_changes', v.comment))}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'draft-send-changes' } as ButtonProps}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="comment"
            label={t('certUi.draft.comment')}
            required
            rules={[formSchemaRule(draftDecisionBody, 'comment', () => ({ decision: 'request_changes', version }))]}
          >
            <Input.TextArea rows={4} maxLength={DRAFT_COMMENT_MAX} showCount placeholder={t('certUi.draft.commentPlaceholder')} data-testid="draft-comment" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
