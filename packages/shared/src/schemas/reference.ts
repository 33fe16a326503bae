import { z } from 'zod';

/** A dictionary entry: dicKey and dicValue as the spec names them; remark explains the entry (used by the glossary). */
export const dictionaryEntry = z.object({ dicKey: z.string(), dicValue: z.string(), remark: z.string().nullable(), sort: z.number() });
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;
export const dictionaryResult = z.record(z.string(), z.array(dictionaryEntry));
export type DictionaryResult = z.infer<typeof dictionaryResult>;

const slugList = z
  .string({ error: 'validation.slugsRequired' })
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
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
