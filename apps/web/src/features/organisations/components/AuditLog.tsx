import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDateTime } from '../../accounts';
import { downloadAuditCsv, useAuditLog } from '../api/audit';
import type { AuditEntry } from '../api/types';

const PER_PAGE = 20;

/** The organisation's audit log, a page at a time, and its export as CSV. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, PER_PAGE);
  const [exporting, setExporting] = useState(false);
  // An action is a key of the log's catalogue when the server names one, else its own words.
  const actionText = (a: string) => (i18n.exists(`organisation.audit.${a}`) ? t(`organisation.audit.${a}`) : a);
  const columns: ColumnsType<AuditEntry> = [
    { title: t('organisation.web.auditAt'), dataIndex: 'at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    { title: t('organisation.web.auditActor'), dataIndex: 'actor', render: (v: string | null) => <bdi>{v ?? ''}</bdi> },
    { title: t('organisation.web.auditAction'), dataIndex: 'action', render: (v: string) => <bdi>{actionText(v)}</bdi> },
    { title: t('organisation.web.auditComment'), dataIndex: 'comment', render: (v: string | null) => <bdi>{v ?? ''}</bdi> },
  ];
  const exportCsv = () => {
    setExporting(true);
    downloadAuditCsv('audit-log.csv')
      .catch((e: unknown) => void message.error(e instanceof Error ? e.message : String(e)))
      .finally(() => setExporting(false));
  };
  return (
    <div data-testid="audit-log">
      <div className="members-toolbar">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv} data-testid="audit-export">
          {t('organisation.web.exportCsv')}
        </Button>
      </div>
      <ResponsiveTable<AuditEntry>
        rowKey={(r) => `${r.at}-${r.action}-${r.actor ?? ''}-${r.comment ?? ''}`}
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isFetching}
        size="middle"
        pagination={{ current: page, pageSize: PER_PAGE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="audit-table"
      />
    </div>
  );
}
