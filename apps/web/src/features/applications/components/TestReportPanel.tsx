import { Alert, Button, Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, type TestReportView } from '@tic/shared';
import { localDate } from '../../../lib/i18n';

const verdictColor = { pass: 'green', fail: 'red', not_applicable: 'default' } as const;

/**
 * The test report of a laboratory test as the customer sees it: the result (any failed item fails it),
 * each test item with its verdict, the summary, and the report's PDF once issued; while the samples are
 * tested, a line saying so.
 */
export function TestReportPanel({ report, certificate }: { report: TestReportView | null; certificate: { id: number; cert_no: string } | null }) {
  const { t } = useTranslation();
  return (
    <Card className="form-section" title={t('testReport.title')} data-testid="test-report-panel">
      {!report ? (
        <Alert type="info" showIcon message={t('testReport.waiting')} data-testid="test-report-waiting" />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label={t('testReport.title')}>
              <Tag color={report.result === 'fail' ? 'red' : 'green'} data-testid="test-report-result">
                {t(`testReport.result.${report.result}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('testReport.testedOn')}>{localDate(report.tested_on)}</Descriptions.Item>
            <Descriptions.Item label={t('testReport.engineer')}>{report.engineer}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            dataSource={report.items}
            columns={[
              { title: t('testReport.item'), dataIndex: 'item' },
              { title: t('testReport.standard'), dataIndex: 'standard' },
              { title: t('testReport.requirement'), dataIndex: 'requirement' },
              { title: t('testReport.value'), dataIndex: 'result' },
              {
                title: t('testReport.verdictColumn'),
                dataIndex: 'verdict',
                render: (v: keyof typeof verdictColor) => <Tag color={verdictColor[v]}>{t(`testReport.verdict.${v}`)}</Tag>,
              },
            ]}
            data-testid="test-report-items"
          />
          <p>
            {t('testReport.summary')}: {report.summary}
          </p>
        </>
      )}
      {certificate && (
        <Button type="primary" className="report-pdf-button" href={`${API_FRONTEND}/cert/pdf/${certificate.id}`} target="_blank" data-testid="test-report-pdf">
          {t('testReport.title')} (PDF) {certificate.cert_no}
        </Button>
      )}
    </Card>
  );
}
