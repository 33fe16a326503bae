import { z } from 'zod';
import { PG_INT_MAX, TEXT_CAPS } from '../constants.js';
import { optionalText } from '../schemas/common.js';
import { attachmentSchema } from '../schemas/content.js';
import { isoDateText } from '../schemas/payments.js';
import { VAULT_KIND_IDS, vaultKindOf } from './kinds.js';

/** At most this many products or models (and brands, and factories) per document, each up to TEXT_CAPS.short characters. */
export const VAULT_COVERS_MAX = 200;
/** The expiring filter's largest window (days). */
export const VAULT_WINDOW_MAX = 3650;

const id = z.coerce.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }).max(PG_INT_MAX);
const version = z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX);
const covers = z
  .array(z.string({ error: 'validation.invalid' }).trim().min(1, { error: 'validation.required' }).max(TEXT_CAPS.short, { error: 'validation.tooLong' }), {
    error: 'validation.invalid',
  })
  .max(VAULT_COVERS_MAX, { error: 'validation.vaultTooManyCovers' })
  .default([]);

const fields = z.object({
  kind: z.enum(VAULT_KIND_IDS, { error: 'validation.vaultKind' }),
  issuer: optionalText(TEXT_CAPS.medium),
  number: optionalText(TEXT_CAPS.short),
  valid_from: isoDateText,
  valid_until: z.preprocess((v) => (v === '' ? undefined : (v ?? undefined)), isoDateText.optional()),
  covers,
  /** The brands and the factories (name, or name and address) the document names: a CB certificate's or test report's declared data (docs/consistency.md). */
  brands: covers,
  factories: covers,
  note: optionalText(TEXT_CAPS.long),
});

/** The one rule set of a vault document: valid_until not before valid_from; an identified kind names its issuer and number. */
function vaultRules<T extends z.ZodType<z.infer<typeof fields>>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    if (v.valid_until && v.valid_until < v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'validation.vaultUntilBeforeFrom' });
    if (vaultKindOf(v.kind).identified) {
      if (!v.issuer) ctx.addIssue({ code: 'custom', path: ['issuer'], message: 'validation.required' });
      if (!v.number) ctx.addIssue({ code: 'custom', path: ['number'], message: 'validation.required' });
    }
  });
}

/** POST /vault: a new document with its first file (a stored file of the organisation, e.g. from POST /upload). */
export const vaultDocumentBody = vaultRules(fields.extend({ file_id: id }));
export type VaultDocumentBody = z.input<typeof vaultDocumentBody>;
/** PUT /vault/:id: the document's data at the version it was read at (a stale one is refused with 409). */
export const vaultDocumentUpdate = vaultRules(fields.extend({ version }));
export type VaultDocumentUpdate = z.input<typeof vaultDocumentUpdate>;
/** POST /vault/:id/versions: a replacement file; the earlier versions stay in the history. */
export const vaultVersionBody = z.object({ file_id: id, note: optionalText(TEXT_CAPS.long), version });
export type VaultVersionBody = z.input<typeof vaultVersionBody>;
/** POST /vault/:id/archive: archive (true) or bring back (false), at the version read. */
export const vaultArchiveBody = z.object({ archived: z.boolean({ error: 'validation.invalid' }), version });

const flag = z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }).transform((v) => v === 'true' || v === '1');
/** GET /vault filters: a kind, expiring within N days, expired only, the archived ones instead of the others. */
export const vaultListQuery = z.object({
  kind: z.enum(VAULT_KIND_IDS, { error: 'validation.vaultKind' }).optional(),
  expiring_within: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(VAULT_WINDOW_MAX, { error: 'validation.invalid' }).optional(),
  expired: flag.optional(),
  archived: flag.optional(),
});
export type VaultListQuery = z.input<typeof vaultListQuery>;

export const vaultVersionSchema = z.object({
  id: z.number(),
  no: z.number(),
  file: attachmentSchema,
  note: z.string().nullable(),
  /** The document's valid-until while this version was current (what an application that keeps it is flagged by). */
  valid_until: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type VaultVersion = z.infer<typeof vaultVersionSchema>;

export const vaultDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(VAULT_KIND_IDS),
  issuer: z.string().nullable(),
  number: z.string().nullable(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  covers: z.array(z.string()),
  brands: z.array(z.string()),
  factories: z.array(z.string()),
  note: z.string().nullable(),
  expiry: z.enum(['valid', 'expiring', 'expired', 'open']),
  archived_at: z.string().nullable(),
  version: z.number(),
  current: vaultVersionSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type VaultDocument = z.infer<typeof vaultDocumentSchema>;
/** GET /vault/:id: the document with its versions, newest first. */
export const vaultDocumentDetailSchema = vaultDocumentSchema.extend({ versions: z.array(vaultVersionSchema) });
export type VaultDocumentDetail = z.infer<typeof vaultDocumentDetailSchema>;
