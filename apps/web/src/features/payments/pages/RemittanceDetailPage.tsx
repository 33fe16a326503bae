import { Alert, Button, Descriptions, Table } from 'antd';
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { remittanceFileUrl, useRemittance } from '../api/payments';
import { Money } from '../components/Money';
import { RemittanceStatusTag } from '../components/RemittanceStatusTag';
import { usePaymentPaths } from '../lib/paths';
import { localDate } from '../../../lib/i18n';

/** paymentRecord/myRemittanceRecord/{id}: one remittance, its proof, its split and what finance confirmed. */
export default function RemittanceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const r = useRemittance(id);
  const paths = usePaymentPaths();
  if (r.isError) return <StatusPage status="404" title={t('error.404')} desc={t('money.empty')} testId="remittance-404" />;
  const x = r.data;
  return (
    <div className="page" data-testid="remittance-detail">
      <PageHeader
        title={`${t('route.communication_paymentRecord_myRemittanceRecord_detail')}${x ? ` ${x.no}` : ''}`}
        extra={
          <Link to={paths.remittances}>
            <Button icon={<ArrowLeftOutlined />}>{t('money.back')}</Button>
          </Link>
        }
      />
      {x && (
        <div className="page-card">
          {x.reject_reason && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('money.rejectReasonShown', { reason: x.reject_reason })} />}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('money.status')}>
              <RemittanceStatusTag status={x.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.remittedOn')}>{localDate(x.remitted_on)}</Descriptions.Item>
            <Descriptions.Item label={t('money.remitter')}>{x.remitter}</Descriptions.Item>
            {x.created_by_name && (
              <Descriptions.Item label={t('money.submittedBy')}>
                <span data-testid="remittance-created-by">
                  <bdi dir="auto">{x.created_by_name}</bdi>
                </span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('money.amount')}>
              <Money amount={x.amount} currency={x.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.received')}>
              <Money amount={x.received_amount} currency={x.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.confirmed')}>
              <span data-testid="remittance-confirmed">
                <Money amount={x.confirmed_amount} currency={x.currency} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('money.credit')}>
              <Money amount={x.credit_amount} currency={x.currency} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.bank')}>{x.bank}</Descriptions.Item>
            <Descriptions.Item label={t('money.bankReference')}>
              <bdi dir="ltr">{x.bank_reference}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t('money.contact')}>{x.contact}</Descriptions.Item>
            <Descriptions.Item label={t('money.phone')}>
              <bdi dir="ltr">{x.phone}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t('money.postcode')}>{x.postcode}</Descriptions.Item>
            <Descriptions.Item label={t('money.address')}>{x.address}</Descriptions.Item>
            <Descriptions.Item label={t('money.remark')}>{x.remark}</Descriptions.Item>
            <Descriptions.Item label={t('money.files')} span={2}>
              {x.files.map((f) => (
                <a key={f.file_id} href={remittanceFileUrl(f.path)} target="_blank" rel="noopener" style={{ marginInlineEnd: 12 }}>
                  <PaperClipOutlined /> {f.name}
                </a>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="application_id"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={x.allocations}
            columns={[
              { title: t('money.rfcNo'), dataIndex: 'rfc_no', render: (v: string | null, a) => <bdi dir="ltr">{v ?? a.title}</bdi> },
              { title: t('money.requested'), dataIndex: 'requested', align: 'end', render: (v: string) => <Money amount={v} currency={x.currency} /> },
              { title: t('money.confirmed'), dataIndex: 'confirmed', align: 'end', render: (v: string | null) => <Money amount={v} currency={x.currency} /> },
            ]}
          />
        </div>
      )}
    </div>
  );
}
