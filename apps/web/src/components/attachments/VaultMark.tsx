import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttachmentItem } from './attachmentRules';

/** A file taken from (or saved to) the organisation's vault: the version it is. */
export function VaultMark({ item }: { item: AttachmentItem }) {
  const { t } = useTranslation();
  if (!item.vault_document_id) return null;
  return (
    <Tag color="geekblue" className="vault-mark" data-testid="attachment-vault-mark">
      {item.vault_version_no ? t('vault.pick.mark', { no: item.vault_version_no }) : t('vault.pick.markPlain')}
    </Tag>
  );
}
