import { useState } from 'react';
import { Alert, App, Button, Input, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HS_SEARCH_PAGE_SIZE, type HsCode } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/http';
import { importHs, useHsSearch } from '../api/hs';

/** /configuration/hsCode: search the HS nomenclature; staff import a new edition (CSV or xlsx, all or nothing). */
export default function HsCodePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const result = useHsSearch(keyword, page, HS_SEARCH_PAGE_SIZE);
  const [importing, setImporting] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = (file: File) => {
    setImporting(true);
    setProblems([]);
    importHs(file)
      .then((r) => {
        void message.success(t('reference.hsImported', { count: r.total, created: r.created, updated: r.updated }));
        void qc.invalidateQueries({ queryKey: ['hs'] });
      })
      .catch((e: unknown) => {
        // The 400 of a failed import lists a summary and then each wrong row.
        if (isApiError(e) && Array.isArray(e.data)) setProblems(e.data.filter((x): x is string => typeof x === 'string'));
      })
      .finally(() => setImporting(false));
    return false;
  };

  return (
    <div className="page" data-testid="config-hsCode">
      <PageHeader
        title={t('route.configuration_hsCode')}
        subtitle={t('reference.hsImportHint')}
        extra={
          <Upload accept=".csv,.xlsx" showUploadList={false} beforeUpload={upload}>
            <Button icon={<UploadOutlined />} loading={importing} data-testid="hs-import">
              {t('reference.hsImport')}
            </Button>
          </Upload>
        }
      />
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblems([])}
          title={problems[0]}
          description={
            <ul className="hs-problems">
              {problems.slice(1).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          data-testid="hs-problems"
        />
      )}
      <div className="page-card">
        <div className="page-toolbar">
          <Input.Search
            allowClear
            enterButton
            placeholder={t('reference.hsSearchPlaceholder')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            data-testid="hs-search"
          />
        </div>
        <Table<HsCode>
          rowKey="code"
          loading={result.isFetching}
          dataSource={keyword ? (result.data?.data ?? []) : []}
          scroll={{ x: 'max-content' }}
          data-testid="hs-table"
          pagination={{
            current: page,
            pageSize: HS_SEARCH_PAGE_SIZE,
            total: result.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          columns={[
            {
              title: t('reference.hsCode'),
              dataIndex: 'code',
              width: 110,
              render: (c: string) => (
                <Typography.Text code className="ltr-value">
                  {c}
                </Typography.Text>
              ),
            },
            { title: t('reference.hsLevel'), dataIndex: 'level', width: 80 },
            { title: t('reference.hsDescription'), dataIndex: 'description' },
            { title: t('reference.hsPath'), key: 'path', render: (_, r) => r.path.map((p) => p.code).join(' › ') },
          ]}
        />
      </div>
    </div>
  );
}
