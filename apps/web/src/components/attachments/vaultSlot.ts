import type { ComponentType } from 'react';
import type { AttachmentItem } from './attachmentRules';

/** What the vault's picker beside a file type's uploader is given (issue 31). */
export interface VaultPickerProps {
  /** The checklist type the files are attached as (VAULT_KINDS_BY_ATTACHMENT names the vault kinds it asks for). */
  fileType: string;
  /** The files the form already holds (a document already attached is not offered twice). */
  held: readonly AttachmentItem[];
  /** A document chosen: its current file as a row of the list, referencing the document. */
  onAttach: (item: Omit<AttachmentItem, 'uid'>) => void;
  testId: string;
}

/** What the "save to vault" action of an uploaded file is given. */
export interface VaultSaveProps {
  item: AttachmentItem;
  /** Saved: the row now references the document (its next save keeps the version). */
  onSaved: (patch: Pick<AttachmentItem, 'vault_document_id' | 'vault_version_no'>) => void;
  testId: string;
}

/**
 * The organisation's document vault as the form's uploaders use it (issue 31): the uploaders are shared components and
 * import no feature, so the form hands them the vault's parts (features/vault: formVault). Without it they upload only.
 */
export interface AttachmentVault {
  Picker: ComponentType<VaultPickerProps>;
  SaveAction: ComponentType<VaultSaveProps>;
}
