import { useState } from 'react';
import { App, Button, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, HistoryOutlined, InboxOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { utcToday, daysUntil, VAULT_KINDS, type VaultDocument } from '@tic/shared';
import { RecordsPage } from '../../../components/RecordsPage';
import { useCurrentOrganisation } from '../../organisations';
import { EXPIRING_WINDOW, useArchiveVaultDocument, useRemoveVaultDocument, useVaultList, type VaultFilters } from '../api/vault';
import { VaultDrawer } from '../components/VaultDrawer';
import { VersionsDrawer } from '../components/VersionsDrawer';

const EXPIRY_COLORS: Record<VaultDocument['expiry'], string> = { valid: 'green', expiring: 'orange', expired: 'red', open: 'default' };

/**
 * /myProfile/documents (issue 31): the organisation's document vault. Every member reads it; those whose role keeps
 * documents (the member action `documents`) add, edit, replace files, archive and delete.
 */
export default function VaultPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const org = useCurrentOrganisation().data;
  const canWrite = org?.actions.includes('documents') ?? false;
  const [filters, setFilters] = useState<VaultFilters>({ view: 'current' });
  const list = useVaultList(filters);
  const archive = useArchiveVaultDocument();
  const remove = useRemoveVaultDocument();
  const [editing, setEditing] = useState<VaultDocument | 'new' | null>(null);
  const [versionsOf, setVersionsOf] = useState<VaultDocument | null>(null);
  const today = utcToday();

  const expiryTag = (d: VaultDocument, prefix: string) => (
    <Tag color={EXPIRY_COLORS[d.expiry]} data-testid={`${prefix}-${d.id}`}>
      {t(`vault.expiry.${d.expiry}`, { days: d.valid_until ? daysUntil(d.valid_until, today) : 0 })}
    </Tag>
  );
  const columns: ColumnsType<VaultDocument> = [
    // On a phone the kind carries the number under it, and the status tag the days left: no sideways scrolling.
    {
      title: t('vault.filter.kind'),
      dataIndex: 'kind',
      render: (k: string, d) => (
        <>
          <div>{t(`vault.kind.${k}`)}</div>
          {d.number && (
            <Typography.Text type="secondary" className="vault-number-under" dir="auto">
              {d.number}
            </Typography.Text>
          )}
          <span className="vault-status-under">{expiryTag(d, 'vault-expiry-xs')}</span>
        </>
      ),
    },
    { title: t('field.number'), dataIndex: 'number', responsive: ['md'], render: (v: string | null) => <span dir="auto">{v ?? '—'}</span> },
    { title: t('field.issuer'), dataIndex: 'issuer', responsive: ['lg'], render: (v: string | null) => <span dir="auto">{v ?? '—'}</span> },
    { title: t('field.valid_until'), dataIndex: 'valid_until', responsive: ['sm'], render: (v: string | null) => v ?? '—' },
    {
      title: t('vault.status'),
      dataIndex: 'expiry',
      responsive: ['sm'],
      render: (_: VaultDocument['expiry'], d) => expiryTag(d, 'vault-expiry'),
    },
  ];

  const done = (key: string) => () => void message.success(t(key));
  return (
    <RecordsPage<VaultDocument>
      testId="vault"
      title={t('vault.title')}
      subtitle={t('vault.intro')}
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="vault-add">
            {t('vault.add')}
          </Button>
        )
      }
      toolbar={
        <Space wrap className="vault-filters">
          <Select
            allowClear
            className="vault-filter-kind"
            placeholder={t('vault.filter.allKinds')}
            aria-label={t('vault.filter.kind')}
            data-testid="vault-filter-kind"
            value={filters.kind}
            onChange={(kind?: string) => setFilters((f) => ({ ...f, kind }))}
            options={VAULT_KINDS.map((k) => ({ value: k.id, label: t(`vault.kind.${k.id}`) }))}
          />
          <Select
            className="vault-filter-view"
            aria-label={t('vault.filter.status')}
            data-testid="vault-filter-view"
            value={filters.view}
            onChange={(view: VaultFilters['view']) => setFilters((f) => ({ ...f, view }))}
            options={[
              { value: 'current', label: t('vault.filter.all') },
              { value: 'expiring', label: t('vault.filter.expiring', { days: EXPIRING_WINDOW }) },
              { value: 'expired', label: t('vault.filter.expired') },
              { value: 'archived', label: t('vault.filter.archived') },
            ]}
          />
        </Space>
      }
      columns={columns}
      rows={list.data ?? []}
      loading={list.isLoading}
      emptyText={t('vault.empty')}
      tableTestId="vault-table"
      actions={{
        title: t('vault.actions'),
        width: canWrite ? 128 : 56,
        of: (d) => [
          { label: t('vault.versions'), icon: <HistoryOutlined />, onClick: () => setVersionsOf(d), testId: `vault-versions-${d.id}` },
          canWrite && !d.archived_at && { label: t('vault.edit'), icon: <EditOutlined />, onClick: () => setEditing(d), testId: `vault-edit-${d.id}` },
          canWrite &&
            (d.archived_at
              ? {
                  label: t('vault.unarchive'),
                  icon: <UndoOutlined />,
                  testId: `vault-unarchive-${d.id}`,
                  onClick: () => void archive.mutateAsync({ id: d.id, archived: false, version: d.version }).then(done('vault.restored')),
                }
              : {
                  label: t('vault.archive'),
                  icon: <InboxOutlined />,
                  testId: `vault-archive-${d.id}`,
                  confirm: {
                    title: t('vault.archiveConfirm'),
                    onConfirm: () => archive.mutateAsync({ id: d.id, archived: true, version: d.version }).then(done('vault.archived')),
                  },
                }),
          canWrite && {
            label: t('vault.delete'),
            icon: <DeleteOutlined />,
            danger: true,
            testId: `vault-delete-${d.id}`,
            confirm: { title: t('vault.deleteConfirm'), onConfirm: () => remove.mutateAsync(d.id).then(done('vault.deleted')) },
          },
        ],
      }}
    >
      <VaultDrawer editing={editing} onClose={() => setEditing(null)} />
      <VersionsDrawer doc={versionsOf} canWrite={canWrite} onClose={() => setVersionsOf(null)} />
    </RecordsPage>
  );
}
