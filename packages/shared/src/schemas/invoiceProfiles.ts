import { z } from 'zod';
import { FIELD_CAPS, INVOICE_TYPES, PHONE_LENGTH, TEXT_CAPS, PG_INT_MAX } from '../constants.js';
import { optionalText, requiredText } from './common.js';

/** Telephone (spec section 5): digits, plus and hyphen, 4 to 20 characters. */
export const PHONE_PATTERN = new RegExp(`^[0-9+-]{${PHONE_LENGTH.min},${PHONE_LENGTH.max}}$`);
const phoneRule = (s: z.ZodString) => s.regex(PHONE_PATTERN, { error: 'validation.phone' });
export const requiredPhone = phoneRule(z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }));
export const optionalPhone = z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)), phoneRule(z.string()).optional());

/** Chinese taxpayer identification numbers: 15 (old), 18 (unified social credit code) or 20 characters. */
export const TAXPAYER_NUMBER_PATTERN = /^([0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;
const taxpayerNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() || undefined : (v ?? undefined)),
  z.string().max(50, { error: 'validation.tooLong' }).optional(),
);
/** Bank account or IBAN: letters, digits, spaces and hyphens. */
const bankAccount = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
  z
    .string()
    .regex(/^[A-Za-z0-9 -]{4,50}$/, { error: 'validation.bankAccount' })
    .optional(),
);

/** The fields each kind of invoice needs besides the title (what a Chinese VAT invoice must carry). */
export const INVOICE_REQUIRED_FIELDS: Record<(typeof INVOICE_TYPES)[number], readonly string[]> = {
  special_vat: ['taxpayer_number', 'address', 'phone', 'bank_name', 'bank_account'],
  ordinary_vat: ['taxpayer_number'],
  pro_forma: ['address'],
};

const invoiceFields = z.object({
  title: requiredText(TEXT_CAPS.short),
  type: z.enum(INVOICE_TYPES, { error: 'validation.invoiceType' }),
  taxpayer_number: taxpayerNumber,
  address: optionalText(TEXT_CAPS.medium),
  phone: optionalPhone,
  bank_name: optionalText(TEXT_CAPS.short),
  bank_account: bankAccount,
  contact: optionalText(TEXT_CAPS.short),
  is_default: z.boolean().default(false),
});

const version = z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX);

function invoiceRules<T extends z.ZodType<z.infer<typeof invoiceFields>>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const required = INVOICE_REQUIRED_FIELDS[v.type] ?? [];
    for (const field of required) {
      if (!v[field as keyof typeof v]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.requiredForInvoiceType' });
    }
    // VAT invoices are Chinese tax documents: their taxpayer number has the Chinese form.
    if (v.type !== 'pro_forma' && v.taxpayer_number && !TAXPAYER_NUMBER_PATTERN.test(v.taxpayer_number)) {
      ctx.addIssue({ code: 'custom', path: ['taxpayer_number'], message: 'validation.taxpayerNumber' });
    }
  });
}

/** POST /invoice-info: a new invoice profile. */
export const invoiceProfileBody = invoiceRules(invoiceFields);
export type InvoiceProfileBody = z.input<typeof invoiceProfileBody>;
/** PUT /invoice-info/:id: the whole profile and the version it was read at (a stale one is refused with 409). */
export const invoiceProfileUpdate = invoiceRules(invoiceFields.extend({ version }));

export const invoiceProfileSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(INVOICE_TYPES),
  taxpayer_number: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  contact: z.string().nullable(),
  is_default: z.boolean(),
  version: z.number(),
  updated_at: z.string(),
});
export type InvoiceProfile = z.infer<typeof invoiceProfileSchema>;

const mailingFields = z.object({
  recipient: requiredText(TEXT_CAPS.short),
  company: optionalText(TEXT_CAPS.short),
  address: requiredText(TEXT_CAPS.medium),
  phone: requiredPhone,
  postcode: optionalText(FIELD_CAPS.postcode),
  is_default: z.boolean().default(false),
});
/** POST /mailing-info: a new mailing address. */
export const mailingAddressBody = mailingFields;
export type MailingAddressBody = z.input<typeof mailingAddressBody>;
/** PUT /mailing-info/:id, with the version it was read at. */
export const mailingAddressUpdate = mailingFields.extend({ version });

export const mailingAddressSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  postcode: z.string().nullable(),
  is_default: z.boolean(),
  version: z.number(),
  updated_at: z.string(),
});
export type MailingAddress = z.infer<typeof mailingAddressSchema>;
