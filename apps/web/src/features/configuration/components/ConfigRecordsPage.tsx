import { useState } from 'react';
import { Button, Input, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, EditOutlined, FileExcelOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONFIG_PAGE_SIZE, STATUS_OFF, STATUS_ON, type ConfigKind, type ConfigRecord } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
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
    <div className="page" data-testid={`config-${kind}`}>
      <PageHeader
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
      />
      <div className="page-card">
        <div className="page-toolbar">
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
        </div>
        <Table<ConfigRecord>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="config-table"
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
            {
              title: t('config.actions'),
              key: 'actions',
              width: 100,
              render: (_, r) => (
                <Space size={2}>
                  <Tooltip title={t('config.edit')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('config.edit')}
                      onClick={() => setEditing(r)}
                      data-testid={`config-edit-${r.id}`}
                    />
                  </Tooltip>
                  {r.status === STATUS_ON ? (
                    <Popconfirm
                      title={t('config.disableConfirm', { number: r.number })}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => setStatus.mutateAsync({ ...r, status: STATUS_OFF })}
                    >
                      <Tooltip title={t('config.disable')}>
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<StopOutlined />}
                          aria-label={t('config.disable')}
                          data-testid={`config-disable-${r.id}`}
                        />
                      </Tooltip>
                    </Popconfirm>
                  ) : (
                    <Tooltip title={t('config.enable')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<CheckCircleOutlined />}
                        aria-label={t('config.enable')}
                        onClick={() => setStatus.mutate({ ...r, status: STATUS_ON })}
                        data-testid={`config-enable-${r.id}`}
                      />
                    </Tooltip>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </div>
      <RecordDrawer
        kind={kind}
        record={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `${t('config.add')} · ${title}` : `${t('config.edit')} · ${title}`}
      />
      <ImportDialog kind={kind} open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
