import { useTranslation } from 'react-i18next';
import { API_FRONTEND, ATTACHMENT_FILE_TYPES } from '@tic/shared';
import type { AttachmentItem } from '../../../components/attachments/attachmentRules';

/** The attachment file types of the shared list, named in the UI language. */
export function useFileTypeOptions() {
  const { t } = useTranslation();
  return ATTACHMENT_FILE_TYPES.map((v) => ({ value: v, label: t(`applications.fileType.${v}`) }));
}

/** A stored attachment downloads from its path (owner and staff only). */
export const downloadHref = (i: AttachmentItem) => (i.path ? `${API_FRONTEND}${i.path}` : undefined);
