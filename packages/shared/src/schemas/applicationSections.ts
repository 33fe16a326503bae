/**
 * The sections every application form is composed of: parties, invoices, product lines (with the vehicle
 * data of vehicles and excavators), containers and attachments (spec sections 3 and 5).
 */
import { z } from 'zod';
import {
  ASSEMBLY_STATES,
  ATTACHMENT_FILE_TYPES,
  CONTAINER_MAX_LENGTH,
  GOODS_CONDITIONS,
  INCOTERMS_2020,
  MAX_CONTAINERS,
  MAX_INVOICES,
  MAX_PRODUCT_LINES,
  TEXT_CAPS,
  PG_INT_MAX,
} from '../constants.js';
import { bool, choice, country, date, email, num, optionalObject, phone, section, text } from './applicationFields.js';

/** ISO 4217 currency codes, from the platform's Intl data (Node and every current browser have it). */
export const CURRENCY_CODES: readonly [string, ...string[]] = (() => {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  const list = intl.supportedValuesOf?.('currency') ?? [];
  return (list.length ? list : ['USD', 'EUR', 'CNY', 'KES', 'NGN', 'IQD', 'SAR', 'GBP', 'JPY', 'AED']) as [string, ...string[]];
})();

/** HS code of a product line: 6 to 12 digits (dots and spaces are dropped); the destination's own length is the consistency rule hs.length. */
export const HS_LINE_CODE = /^\d{6,12}$/;
/** Container number: letters and digits, up to 20 (spec section 5). */
export const CONTAINER_PATTERN = new RegExp(`^[A-Za-z0-9]{1,${CONTAINER_MAX_LENGTH}}$`);
/** Vehicle identification number (ISO 3779): 17 characters, no I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const partySection = (required: boolean) =>
  section({
    company_name: text(TEXT_CAPS.short, { required, kind: 'company' }),
    english_name: text(TEXT_CAPS.short),
    country: country(),
    city: text(TEXT_CAPS.short),
    province: text(TEXT_CAPS.short),
    address: text(TEXT_CAPS.medium, { required }),
    zip_code: text(20),
    contact_name: text(TEXT_CAPS.short),
    telephone: phone(),
    email: email(),
    fax: phone(),
    warehouse: text(TEXT_CAPS.short),
    tax_no: text(50),
    inspection_date: date({ notPast: true }),
  });
export type PartyValue = z.infer<ReturnType<typeof partySection>['draft']>;

export const invoiceSection = section({
  number: text(50, { required: true }),
  date: date({ required: true }),
  currency: choice(CURRENCY_CODES, { required: true, kind: 'currency' }),
  amount: num({ required: true, positive: true }),
  incoterm: choice(INCOTERMS_2020, { required: true, kind: 'incoterm' }),
  /** The invoice file (data.path of POST /upload). */
  file_path: text(TEXT_CAPS.medium),
});

export const vehicleSection = section({
  is_excavator: bool(),
  vin: text(17, { upper: true, pattern: VIN_PATTERN, patternKey: 'validation.vin' }),
  engine_capacity: num({ max: 100_000 }),
  net_mass: num({ max: 1_000_000 }),
  gross_weight: num({ max: 1_000_000 }),
  body_type: text(50),
  engine_model: text(50),
  mileage: num({ integer: true, max: 10_000_000 }),
  working_hours: num({ integer: true, max: 1_000_000 }),
  first_registration_year: num({ integer: true, min: 1900, max: 2100 }),
});
/** Vehicles (HS 8701-8705, 8711) need a VIN; excavators (HS 842952) their working hours instead. */
export const needsVehicleData = (hs: string | undefined) => !!hs && (/^870[1-5]|^8711/.test(hs) || hs.startsWith('842952'));
export const isExcavatorCode = (hs: string | undefined) => !!hs && hs.startsWith('842952');

const hsCode = (required: boolean) => ({
  ...text(12, { required, kind: 'text', pattern: HS_LINE_CODE, patternKey: 'validation.hsLine' }),
  meta: { kind: 'hs' as const, required, max: 12 },
});
export const productSection = section({
  hs_code: hsCode(true),
  brand: text(TEXT_CAPS.short, { required: true }),
  model: text(TEXT_CAPS.short, { required: true }),
  quantity: num({ required: true, positive: true }),
  unit_price: num({ required: true, min: 0 }),
  unit: { ...text(3, { required: true, upper: true }), meta: { kind: 'unit' as const, required: true, max: 3 } },
  description: text(TEXT_CAPS.long, { required: true, kind: 'textarea' }),
  manufacturer: text(TEXT_CAPS.short, { required: true }),
  manufacturer_address: text(TEXT_CAPS.medium),
  origin: country({ required: true }),
  condition: choice(GOODS_CONDITIONS),
  assembly: choice(ASSEMBLY_STATES),
  standard: text(TEXT_CAPS.short),
  licence_no: text(50),
});
const normHs = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { hs_code?: unknown }).hs_code === 'string'
    ? { ...(v as object), hs_code: (v as { hs_code: string }).hs_code.replace(/[.\s-]/g, '') }
    : v;
export const productLineDraft = z.preprocess(normHs, productSection.draft.extend({ vehicle: optionalObject(vehicleSection.draft) }));
export const productLineSubmit = z.preprocess(
  normHs,
  productSection.submit.extend({ vehicle: optionalObject(vehicleSection.submit) }).superRefine((p, ctx) => {
    if (!needsVehicleData(p.hs_code as string)) return;
    const v = (p.vehicle ?? {}) as { vin?: string; working_hours?: number };
    if (isExcavatorCode(p.hs_code as string)) {
      if (v.working_hours === undefined) ctx.addIssue({ code: 'custom', path: ['vehicle', 'working_hours'], message: 'validation.required' });
    } else if (!v.vin) ctx.addIssue({ code: 'custom', path: ['vehicle', 'vin'], message: 'validation.required' });
  }),
);
export type ProductLine = z.infer<typeof productLineDraft>;

export const invoicesDraft = z.array(invoiceSection.draft).max(MAX_INVOICES, { error: 'validation.maxInvoices' });
export const invoicesSubmit = z.array(invoiceSection.submit).min(1, { error: 'validation.minInvoices' }).max(MAX_INVOICES, { error: 'validation.maxInvoices' });
export const productsDraft = z.array(productLineDraft).max(MAX_PRODUCT_LINES, { error: 'validation.maxProducts' });
export const productsSubmit = z
  .array(productLineSubmit)
  .min(1, { error: 'validation.minProducts' })
  .max(MAX_PRODUCT_LINES, { error: 'validation.maxProducts' });

const containerText = z.string({ error: 'validation.invalid' }).trim();
export const containersDraft = z
  .array(containerText.max(CONTAINER_MAX_LENGTH, { error: 'validation.container' }))
  .max(MAX_CONTAINERS, { error: 'validation.maxContainers' });
export const containersSubmit = z
  .array(containerText.toUpperCase().regex(CONTAINER_PATTERN, { error: 'validation.container' }))
  .max(MAX_CONTAINERS, { error: 'validation.maxContainers' });

/** An attachment as a form sends it: the uploaded file's id (POST /upload) and what it is. */
export const attachmentDraft = z.object({
  file_id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(PG_INT_MAX),
  file_type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ATTACHMENT_FILE_TYPES, { error: 'validation.attachmentType' }).optional()),
  remarks: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.string().max(TEXT_CAPS.medium, { error: 'validation.tooLong' }).optional(),
  ),
  /** Issue 31: attached by reference from the organisation's vault (file_id: the document's current file). */
  vault_document_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: 'validation.invalid' }).int().positive().max(PG_INT_MAX).optional(),
  ),
});
export const attachmentSubmit = attachmentDraft.extend({ file_type: z.enum(ATTACHMENT_FILE_TYPES, { error: 'validation.attachmentType' }) });
export type AttachmentInput = z.infer<typeof attachmentDraft>;
