import { useState } from 'react';
import { App, Button, Drawer, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_FRONTEND, vaultKindOf, type Attachment, type VaultDocument } from '@tic/shared';
import { useDrawerPlacement } from '../../../lib/direction';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';
import { useAddVaultVersion, useVaultDocument } from '../api/vault';
import { VaultFileInput } from './VaultFileInput';

/** A document's versions, newest first, each downloadable; a member who keeps documents replaces the file here. */
export function VersionsDrawer({ doc, canWrite, onClose }: { doc: VaultDocument | null; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const placement = useDrawerPlacement();
  const detail = useVaultDocument(doc?.id ?? null);
  const add = useAddVaultVersion();
  const [file, setFile] = useState<Attachment | null>(null);
  // A new picker after each replacement (its list would still show the file just sent).
  const [picker, setPicker] = useState(0);
  const current = detail.data ?? null;

  const replace = async () => {
    if (!current || !file) return;
    await add.mutateAsync({ id: current.id, fileId: file.id, version: current.version });
    void message.success(t('vault.replaced'));
    setFile(null);
    setPicker((n) => n + 1);
    await detail.refetch();
  };

  return (
    <Drawer open={doc !== null} onClose={onClose} placement={placement} title={t('vault.versions')} size="large" destroyOnHidden>
      {doc && canWrite && !doc.archived_at && (
        <Space orientation="vertical" className="vault-replace" data-testid="vault-replace">
          <Typography.Text strong>{t('vault.newVersionTitle')}</Typography.Text>
          <Space wrap align="start">
            <VaultFileInput key={picker} accept={vaultKindOf(doc.kind).types} onChange={setFile} testId="vault-version-file" />
            <Button
              type="primary"
              disabled={!file}
              loading={add.isPending}
              onClick={() => void replace().catch(() => undefined)}
              data-testid="vault-version-save"
            >
              {t('vault.newVersion')}
            </Button>
          </Space>
        </Space>
      )}
      <List
        loading={detail.isLoading}
        data-testid="vault-versions"
        dataSource={current?.versions ?? []}
        renderItem={(v, i) => (
          <List.Item data-testid={`vault-version-${v.no}`}>
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{t('vault.versionNo', { no: v.no })}</span>
                  {i === 0 && <Tag color="blue">{t('vault.current')}</Tag>}
                  <a href={withOrganisation(`${API_FRONTEND}${v.file.path}`, session)} target="_blank" rel="noreferrer" dir="auto">
                    {v.file.name}
                  </a>
                </Space>
              }
              description={
                <>
                  {/* The member's name isolated (a Chinese or Latin name inside an Arabic sentence keeps its own order). */}
                  {t('vault.uploaded', { name: `\u2068${v.created_by_name ?? '—'}\u2069`, date: v.created_at })}
                  {v.note ? ` · ${v.note}` : ''}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
