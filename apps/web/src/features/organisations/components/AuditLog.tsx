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
  // The log names its actions by code (member.invite, sign_in…): their words where the catalogue has them, else the code.
  const actionText = (a: string) => (i18n.exists(`organisation.web.action.${a}`) ? t(`organisation.web.action.${a}`) : a);
  const columns: ColumnsType<AuditEntry> = [
    { title: t('organisation.audit.at'), dataIndex: 'at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    { title: t('organisation.audit.actor'), dataIndex: 'actor', render: (v: string | null) => <bdi>{v ?? ''}</bdi> },
    { title: t('organisation.audit.action'), dataIndex: 'action', render: (v: string) => <bdi>{actionText(v)}</bdi> },
    { title: t('organisation.audit.comment'), dataIndex: 'comment', render: (v: string | null) => <bdi>{v ?? ''}</bdi> },
  ];
  const exportCsv = () => {
    setExporting(true);
    downloadAuditCsv('organisation-audit.csv')
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
        dataSource={log.data?.data ?? []}
        loading={log.isFetching}
        size="middle"
        pagination={{ current: page, pageSize: PER_PAGE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="audit-table"
      />
    </div>
  );
}
