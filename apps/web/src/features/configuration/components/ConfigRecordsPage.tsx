import { useState } from 'react';
import { Button, Input, Select, Space, Tag } from 'antd';
import { CheckCircleOutlined, EditOutlined, FileExcelOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONFIG_PAGE_SIZE, STATUS_OFF, STATUS_ON, type ConfigKind, type ConfigRecord } from '@tic/shared';
import { RecordsPage } from '../../../components/RecordsPage';
import { useRecords, useSetStatus } from '../api/records';
import { ImportDialog } from './ImportDialog';
import { RecordDrawer } from './RecordDrawer';

/** Laboratories, products or standards: search, add, edit, disable or enable, and import from Excel. */
export function ConfigRecordsPage({ kind }: { kind: ConfigKind }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<{ keyword?: string; status?: number; current_page: number }>({ current_page: 1 });
  const list = useRecords(kind, { ...filters, per_page: CONFIG_PAGE_SIZE });
  const setStatus = useSetStatus(kind);
  const [editing, setEditing] = useState<ConfigRecord | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const title = t(`route.configuration_${kind}`);

  return (
    <RecordsPage<ConfigRecord>
      testId={`config-${kind}`}
      title={title}
      subtitle={t(`config.${kind}Intro`)}
      extra={
        <Space wrap>
          <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)} data-testid="config-import">
            {t('config.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="config-add">
            {t('config.add')}
          </Button>
        </Space>
      }
      toolbar={
        <>
          <Input.Search
            allowClear
            enterButton
            placeholder={t('config.search')}
            onSearch={(v) => setFilters((f) => ({ ...f, keyword: v.trim() || undefined, current_page: 1 }))}
            data-testid="config-search"
          />
          <Select
            className="content-filter"
            allowClear
            placeholder={t('config.allStatuses')}
            value={filters.status}
            onChange={(status: number | undefined) => setFilters((f) => ({ ...f, status, current_page: 1 }))}
            options={[
              { value: STATUS_ON, label: t('config.enabled') },
              { value: STATUS_OFF, label: t('config.disabled') },
            ]}
          />
        </>
      }
      rows={list.data?.data ?? []}
      loading={list.isFetching}
      tableTestId="config-table"
      pagination={{
        current: filters.current_page,
        pageSize: CONFIG_PAGE_SIZE,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `${total.toLocaleString()}`,
        onChange: (current_page) => setFilters((f) => ({ ...f, current_page })),
      }}
      columns={[
        { title: t('field.number'), dataIndex: 'number', width: 220, render: (v: string) => <span className="ltr-value">{v}</span> },
        { title: t('field.name'), dataIndex: 'name', ellipsis: true },
        { title: t('config.type'), dataIndex: 'type', width: 160 },
        { title: t('field.remarks'), dataIndex: 'remarks', ellipsis: true, width: 220 },
        {
          title: t('field.status'),
          dataIndex: 'status',
          width: 100,
          render: (s: number) => (s === STATUS_ON ? <Tag color="green">{t('config.enabled')}</Tag> : <Tag>{t('config.disabled')}</Tag>),
        },
      ]}
      actions={{
        title: t('config.actions'),
        width: 100,
        of: (r) => [
          { label: t('config.edit'), icon: <EditOutlined />, onClick: () => setEditing(r), testId: `config-edit-${r.id}` },
          r.status === STATUS_ON
            ? {
                label: t('config.disable'),
                icon: <StopOutlined />,
                danger: true,
                testId: `config-disable-${r.id}`,
                confirm: { title: t('config.disableConfirm', { number: r.number }), onConfirm: () => setStatus.mutateAsync({ ...r, status: STATUS_OFF }) },
              }
            : {
                label: t('config.enable'),
                icon: <CheckCircleOutlined />,
                onClick: () => setStatus.mutate({ ...r, status: STATUS_ON }),
                testId: `config-enable-${r.id}`,
              },
        ],
      }}
    >
      <RecordDrawer
        kind={kind}
        record={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `${t('config.add')} · ${title}` : `${t('config.edit')} · ${title}`}
      />
      <ImportDialog kind={kind} open={importing} onClose={() => setImporting(false)} />
    </RecordsPage>
  );
}
