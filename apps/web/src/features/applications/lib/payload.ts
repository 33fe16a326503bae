/**
 * Between the form's values and the payload of the shared schemas: the only difference is the
 * attachments, which the form holds as uploader rows (with progress and review status) and the payload
 * as {file_id, file_type, remarks, vault_document_id}.
 */
import type { ApplicationAttachment } from '@tic/shared';
import { storedAttachments, type AttachmentItem } from '../../../components/attachments/attachmentRules';

export type FormValues = Record<string, unknown> & { attachments?: AttachmentItem[] };

export function toPayload(values: FormValues): Record<string, unknown> {
  const { attachments = [], ...rest } = values;
  return {
    ...rest,
    attachments: storedAttachments(attachments).map((a) => ({
      file_id: a.file_id,
      file_type: a.file_type ?? undefined,
      remarks: a.remarks ?? undefined,
      vault_document_id: a.vault_document_id,
    })),
  };
}

/** Rows of the uploader for the attachments the server holds (their review status included). */
export function toItems(attachments: readonly ApplicationAttachment[]): AttachmentItem[] {
  return attachments.map((a) => ({
    uid: `stored-${a.id}`,
    id: a.id,
    file_id: a.file_id,
    file_type: a.file_type,
    name: a.name,
    size: a.size,
    path: a.path,
    remarks: a.remarks,
    upload: 'done',
    percent: 100,
    review_status: a.status,
    review_remark: a.return_reason,
    vault_document_id: a.vault?.document_id,
    vault_version_no: a.vault?.version_no,
  }));
}

/** A reapplication starts from another application's data: not its title (unique per user) nor its files. */
export function reapplyValues(data: Record<string, unknown>): Record<string, unknown> {
  const { title: _title, attachments: _files, ...rest } = data;
  return rest;
}
