import { z } from 'zod';
import { STATUS_OFF, STATUS_ON, TEXT_CAPS, PG_INT_MAX } from '../constants.js';

/** A dictionary entry: dicKey and dicValue as the spec names them; remark explains the entry (used by the glossary). */
export const dictionaryEntry = z.object({ dicKey: z.string(), dicValue: z.string(), remark: z.string().nullable(), sort: z.number() });
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;
export const dictionaryResult = z.record(z.string(), z.array(dictionaryEntry));
export type DictionaryResult = z.infer<typeof dictionaryResult>;

const slugList = z
  .string({ error: 'validation.slugsRequired' })
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).min(1, { error: 'validation.slugsRequired' }).max(50));

/** GET /dictionary?slugs=a,b */
export const dictionaryQuery = z.object({ slugs: slugList });
/** POST /query-dictionary {slug} (one slug or a comma-separated list) */
export const queryDictionaryBody = z.object({ slug: slugList });

export const applicationTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  business_area: z.string(),
  parent_id: z.number().nullable(),
  status: z.number(),
  sort: z.number(),
});
export type ApplicationType = z.infer<typeof applicationTypeSchema>;

/** An entry of GET /common/getDictionaryList and getDictionaryChildren: the id lets a client ask for its children. */
export const dictionaryListEntry = dictionaryEntry.extend({ id: z.number(), parent_id: z.number().nullable(), has_children: z.boolean() });
export type DictionaryListEntry = z.infer<typeof dictionaryListEntry>;

/** GET /common/getDictionaryList?slugs=a,b&langId=en (langId: the language, as the header would carry it). */
export const dictionaryListQuery = z.object({ slugs: slugList, langId: z.string().max(10).optional() });
/** GET /common/getDictionaryChildren?langId={id}: the spec names the parent entry's id "langId". */
export const dictionaryChildrenQuery = z.object({
  langId: z.coerce
    .number({ error: 'validation.dictionaryParent' })
    .int({ error: 'validation.dictionaryParent' })
    .positive({ error: 'validation.dictionaryParent' })
    .max(PG_INT_MAX, { error: 'validation.dictionaryParent' }),
});

const label = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(TEXT_CAPS.short, { error: 'validation.tooLong' });
const remark = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z.string().max(TEXT_CAPS.long, { error: 'validation.tooLong' }).nullable(),
);

/** What staff edit on a dictionary entry: the label and explanation in the three languages, order and status. */
export const dictionaryItemUpdate = z.object({
  label_zh: label,
  label_en: label,
  label_ar: label,
  remark_zh: remark.optional(),
  remark_en: remark.optional(),
  remark_ar: remark.optional(),
  sort: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(9999).default(0),
  status: z.union([z.literal(STATUS_ON), z.literal(STATUS_OFF)], { error: 'validation.status' }).default(STATUS_ON),
});
export type DictionaryItemUpdate = z.infer<typeof dictionaryItemUpdate>;

/** A new entry: its dictionary (slug), its key and, for a sub-entry, the parent entry. */
export const dictionaryItemCreate = dictionaryItemUpdate.extend({
  slug: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[a-z][a-z0-9_.]{0,63}$/, { error: 'validation.dictionarySlug' }),
  dic_key: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'validation.dictionaryKey' }),
  parent_id: z.coerce.number().int().positive().max(PG_INT_MAX).nullable().optional(),
});
export type DictionaryItemCreate = z.infer<typeof dictionaryItemCreate>;

/** A dictionary entry as staff see it: every language. */
export const dictionaryItemAdmin = z.object({
  id: z.number(),
  slug: z.string(),
  dic_key: z.string(),
  parent_id: z.number().nullable(),
  label_zh: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  remark_zh: z.string().nullable(),
  remark_en: z.string().nullable(),
  remark_ar: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
});
export type DictionaryItemAdmin = z.infer<typeof dictionaryItemAdmin>;
