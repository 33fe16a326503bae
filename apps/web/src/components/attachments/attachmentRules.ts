/**
 * The rules of an application's attachment list (spec sections 4, 5 and 9), kept apart from the
 * uploader so they are unit-tested:
 * - a file is refused before it is sent if its extension is not allowed, it is over the form's size
 *   limit, the form already holds its maximum number of files, or it is a Saudi merged PDF over 2 MB
 *   (the shared attachmentRefusal, which the server applies again);
 * - an attachment whose review status is "returned" blocks submission until it is deleted (and a new
 *   file uploaded in its place);
 * - an attachment being edited (file type or remarks changed, not confirmed) blocks submission until
 *   it is saved or deleted; so does one without a file type (spec section 5: attachments need one);
 * - files still uploading or whose upload failed do not block, but the user is asked to confirm that
 *   the application goes without them.
 */
import { attachmentRefusal, type ApplicationForm, type AttachmentRefusal } from '@tic/shared';

export type UploadState = 'uploading' | 'done' | 'failed';

/** One row of the uploader. Rows loaded from the server are 'done'. */
export interface AttachmentItem {
  /** Client-side key of the row (the server id once stored, else a random one). */
  uid: string;
  /** The stored attachment's id, for rows loaded with the application. */
  id?: number;
  file_type?: string | null;
  name: string;
  size: number;
  /** The uploaded file's id (what a save sends) and where it downloads (data.path of POST /api/upload). */
  file_id?: number;
  path?: string;
  remarks?: string | null;
  upload: UploadState;
  percent: number;
  /** Review status given by staff; "returned" means the file must be replaced. */
  review_status?: string | null;
  review_remark?: string | null;
  /** The row's type or remarks are being changed and not yet confirmed. */
  editing?: boolean;
  /** Why the upload failed, in the user's language. */
  error?: string;
  /** Issue 31: the organisation's vault document this file is (attached by reference, or saved to the vault from here). */
  vault_document_id?: number;
  /** The document's version the file is (shown beside the file). */
  vault_version_no?: number;
}

export const RETURNED = 'returned';

/** Rows that count against the form's limits: everything but failed uploads (they are not kept). */
const counted = (items: readonly AttachmentItem[]) => items.filter((i) => i.upload !== 'failed');

/**
 * Why a chosen file cannot be added to the form's list, or null if it can: the shared rule of the form's
 * files (type, size, count, Saudi merged PDF) against the files the list already holds.
 */
export function refusal(
  file: { name: string; size: number },
  items: readonly AttachmentItem[],
  form: ApplicationForm,
  fileType?: string | null,
): AttachmentRefusal | null {
  return attachmentRefusal(file, form, { fileType, held: counted(items).length });
}

export interface SubmitCheck {
  /** Rows that must be dealt with before the application can be submitted. */
  returned: AttachmentItem[];
  editing: AttachmentItem[];
  missingType: AttachmentItem[];
  /** Rows the user is asked about: submit without them? */
  uploading: AttachmentItem[];
  failed: AttachmentItem[];
}

export function submitCheck(items: readonly AttachmentItem[]): SubmitCheck {
  const done = items.filter((i) => i.upload === 'done');
  return {
    returned: done.filter((i) => i.review_status === RETURNED),
    editing: done.filter((i) => i.editing),
    missingType: done.filter((i) => !i.file_type),
    uploading: items.filter((i) => i.upload === 'uploading'),
    failed: items.filter((i) => i.upload === 'failed'),
  };
}

export const blocksSubmit = (c: SubmitCheck) => c.returned.length + c.editing.length + c.missingType.length > 0;
export const needsConfirmation = (c: SubmitCheck) => c.uploading.length + c.failed.length > 0;

/** The attachments a save or submit carries: the stored files only (an upload under way is not part of it yet). */
export function storedAttachments(items: readonly AttachmentItem[]): AttachmentItem[] {
  return items.filter((i) => i.upload === 'done' && i.file_id !== undefined);
}

/** "1.2 MB" / "350 KB" / "12 B" for a file size. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
