/**
 * The kinds of documents an organisation keeps in its vault (business-lines.md "Document vault"), as data: the
 * file types each takes and whether it names an issuer and a number. Their names in zh-CN, en and ar are the
 * catalogue's `vault.kind.<id>` (i18n/domains/vault.ts).
 */
export interface VaultKind {
  id: string;
  /** File extensions a version of this kind may be (checked by magic bytes when the file arrived). */
  types: readonly string[];
  /** Whether the document names its issuer and its number (product photos do not). */
  identified: boolean;
}

const DOCUMENT = ['pdf', 'jpg', 'png'] as const;
const PHOTOS = ['jpg', 'png', 'gif', 'bmp', 'pdf', 'zip'] as const;

export const VAULT_KINDS = [
  { id: 'business_licence', types: DOCUMENT, identified: true },
  { id: 'iso_9001', types: DOCUMENT, identified: true },
  { id: 'iso_14001', types: DOCUMENT, identified: true },
  { id: 'system_certificate', types: DOCUMENT, identified: true },
  { id: 'cb_certificate', types: DOCUMENT, identified: true },
  { id: 'test_report', types: [...DOCUMENT, 'zip'], identified: true },
  { id: 'factory_audit_report', types: [...DOCUMENT, 'zip'], identified: true },
  { id: 'authorisation_letter', types: DOCUMENT, identified: true },
  { id: 'product_photos', types: PHOTOS, identified: false },
  { id: 'declaration_of_conformity', types: [...DOCUMENT, 'doc', 'docx'], identified: true },
] as const satisfies readonly VaultKind[];

export type VaultKindId = (typeof VAULT_KINDS)[number]['id'];
export const VAULT_KIND_IDS = VAULT_KINDS.map((k) => k.id) as [VaultKindId, ...VaultKindId[]];
export const isVaultKind = (v: unknown): v is VaultKindId => typeof v === 'string' && (VAULT_KIND_IDS as readonly string[]).includes(v);
export const vaultKindOf = (id: VaultKindId): VaultKind => VAULT_KINDS.find((k) => k.id === id)!;

/** Whether a stored file (by its checked extension) may be a version of a document of this kind. */
export const vaultFileFits = (kind: VaultKindId, ext: string) => vaultKindOf(kind).types.includes(ext.toLowerCase());

/**
 * The vault kinds an application's attachment of a checklist type may reference (issue 31); a type not named here
 * (other, technical file, …) takes a document of any kind.
 */
export const VAULT_KINDS_BY_ATTACHMENT: Readonly<Partial<Record<string, readonly VaultKindId[]>>> = {
  business_licence: ['business_licence'],
  test_report: ['test_report', 'cb_certificate'],
  annex_test_reports: ['test_report', 'cb_certificate'],
  product_photo: ['product_photos'],
  product_photos: ['product_photos'],
  declaration_of_conformity: ['declaration_of_conformity'],
  annex_declaration: ['declaration_of_conformity'],
  power_of_attorney: ['authorisation_letter'],
};
export const vaultKindFitsAttachment = (kind: string, fileType: string | null | undefined) => {
  const kinds = fileType ? VAULT_KINDS_BY_ATTACHMENT[fileType] : undefined;
  return !kinds || (kinds as readonly string[]).includes(kind);
};
