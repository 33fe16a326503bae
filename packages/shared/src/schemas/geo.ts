import { z } from 'zod';
import { COUNTRY_PAGE_SIZE, TEXT_CAPS, PG_INT_MAX } from '../constants.js';
import { pageOf, pagingQuery } from './common.js';

/** GET /country (spec section 7): parent_id, name, current_page, per_page (up to 999, the dropdown size). */
export const countryQuery = z
  .object({
    parent_id: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(PG_INT_MAX).optional(),
    name: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
  })
  .extend(pagingQuery(COUNTRY_PAGE_SIZE, COUNTRY_PAGE_SIZE).shape);

/** A country of ISO 3166-1 (spec section 3: id, code, name, remarks); name in the request language. */
export const countrySchema = z.object({
  id: z.number(),
  code: z.string(),
  alpha3: z.string().nullable(),
  name: z.string(),
  name_en: z.string(),
  remarks: z.string().nullable(),
  parent_id: z.number().nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryPage = pageOf(countrySchema);

/** Telephone area code (spec section 3: zone_code, label, labelen); label is in the request language. */
export const zoneSchema = z.object({ zone_code: z.string(), label: z.string(), labelen: z.string(), country_code: z.string() });
export type Zone = z.infer<typeof zoneSchema>;

/** GET /area/list (level, name, parentId): Chinese provinces (1), cities (2), districts (3). */
export const areaQuery = z.object({
  level: z.coerce.number({ error: 'validation.invalid' }).int().min(1, { error: 'validation.areaLevel' }).max(3, { error: 'validation.areaLevel' }).optional(),
  name: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
  parentId: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(PG_INT_MAX).optional(),
});
export const areaSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  level: z.number(),
  parent_id: z.number().nullable(),
  has_children: z.boolean(),
});
export type Area = z.infer<typeof areaSchema>;

/** GET /common/optAddress: a free-text address split into country and address parts. */
export const optAddressQuery = z.object({
  address: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(TEXT_CAPS.medium, { error: 'validation.tooLong' }),
});
const areaBrief = z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable();
export const optAddressResult = z.object({
  country: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  province: areaBrief,
  city: areaBrief,
  district: areaBrief,
  /** What is left once the recognised parts are taken off (street, building, room). */
  detail: z.string(),
});
export type OptAddressResult = z.infer<typeof optAddressResult>;
