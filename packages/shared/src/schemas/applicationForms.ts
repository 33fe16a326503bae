/**
 * The form definitions of the customs-clearance business line, composed of the shared sections: the
 * general export-conformity form (Kenya PVoC, Nigeria, Iraq) and the Saudi form (PCoC / shipment
 * certificate). Each has a lenient draft schema, a strict submit schema and the field metadata the web
 * form renders. Later business lines add a definition here, never a second engine.
 */
import { z } from 'zod';
import {
  APPLICATION_TITLE_MAX,
  CARGO_TYPES,
  CERT_ROUTES,
  DELIVERY_KINDS,
  FORM_APPLICATION_TYPES,
  FORM_UPLOAD_LIMITS,
  SHIPMENT_MODES,
  TEXT_CAPS,
  type ApplicationForm,
} from '../constants.js';
import { mailingAddressIssue } from './applicationExtras.js';
import { bool, choice, country, date, email, num, optionalObject, phone, section, text, type FieldMeta } from './applicationFields.js';
import {
  attachmentDraft,
  attachmentSubmit,
  containersDraft,
  containersSubmit,
  invoiceSection,
  invoicesDraft,
  invoicesSubmit,
  partiesSchema,
  partySection,
  productsDraft,
  productsSubmit,
  productSection,
  vehicleSection,
} from './applicationSections.js';

/** Title: required, short, unique per user (the server checks uniqueness). Its own messages name it. */
const titleDraft = z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v ?? undefined), z.string().max(APPLICATION_TITLE_MAX, { error: 'validation.rfcTitleTooLong' }).optional());
const titleSubmit = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'validation.rfcTitleRequired' }).min(1, { error: 'validation.rfcTitleRequired' }).max(APPLICATION_TITLE_MAX, { error: 'validation.rfcTitleTooLong' }),
);

/** What every customs-clearance application has (spec section 3, Application). */
export const generalSection = section({
  certification_project: text(TEXT_CAPS.short, { required: true }),
  product_category: text(TEXT_CAPS.short),
  contact_name: text(TEXT_CAPS.short, { required: true }),
  contact_phone: phone({ required: true }),
  contact_email: email({ required: true }),
  inspection_place: text(TEXT_CAPS.medium),
  inspection_date: date({ required: true, notPast: true }),
  mail_certificate: bool(),
  // issue 19: the mailing address the certificate goes to (picked from the customer's own; required to submit when mailed).
  mailing_address_id: { ...num({ integer: true, max: 2_147_483_647 }), meta: { kind: 'mailing_address' as const, required: false } },
  remarks: text(TEXT_CAPS.long, { kind: 'textarea' }),
});

/** Shipment: mode, cargo, ports (UN/LOCODE), countries, full or partial delivery. */
export const shipmentSection = section({
  shipment_mode: choice(SHIPMENT_MODES, { required: true }),
  cargo_type: choice(CARGO_TYPES),
  loading_port: { ...text(5, { upper: true }), meta: { kind: 'port' as const, required: false, max: 5 } },
  discharge_port: { ...text(5, { upper: true }), meta: { kind: 'port' as const, required: false, max: 5 } },
  country_of_supply: country(),
  country_of_origin: country(),
  delivery: choice(DELIVERY_KINDS),
});

/** Kenya PVoC: the IDF (import declaration form) number when there is one, and the UCR. */
export const kenyaSection = section({
  route: choice(CERT_ROUTES),
  idf_required: bool(),
  idf_no: text(30, { pattern: /^[A-Za-z0-9-]{4,30}$/, patternKey: 'validation.idfNo' }),
  ucr_no: text(35, { pattern: /^[A-Za-z0-9-]{4,35}$/, patternKey: 'validation.ucrNo' }),
});

/** Nigeria-style certificate: the Form M of the importer's bank. */
export const nigeriaSection = section({ form_m_no: text(30) });

/** Iraq-specific fields of spec section 3. */
export const iraqSection = section({
  acid: text(50),
  importer_tax_no: text(50, { required: true }),
  exporter_id: text(50),
  export_country: country(),
  export_country_code: text(10),
  package_quantity: num({ integer: true, max: 10_000_000 }),
  package_unit: text(3, { upper: true }),
  transport_container_nos: text(TEXT_CAPS.medium),
  letter_of_credit: text(50),
  bill_of_lading: text(50),
  expected_shipment_date: date({ notPast: true }),
  entry_points: text(TEXT_CAPS.short, { required: true }),
});

/** Saudi: the SABER request, and for a shipment certificate the product certificate it ships under. */
export const saudiSection = section({
  saber_request_no: text(50),
  pcoc_no: text(50),
});

const attachmentsOf = (form: ApplicationForm, which: 'draft' | 'submit') =>
  z.array(which === 'draft' ? attachmentDraft : attachmentSubmit).max(FORM_UPLOAD_LIMITS[form].maxFiles, { error: 'validation.maxAttachments' });

const customsTypes = FORM_APPLICATION_TYPES.customs as unknown as [string, ...string[]];
const saudiTypes = FORM_APPLICATION_TYPES.saudi as unknown as [string, ...string[]];

function customsSchema(which: 'draft' | 'submit') {
  const strict = which === 'submit';
  return z
    .object({
      application_type: z.enum(customsTypes, { error: 'validation.applicationType' }),
      title: strict ? titleSubmit : titleDraft,
      general: z.preprocess((v) => v ?? {}, generalSection[which]),
      shipment: z.preprocess((v) => v ?? {}, shipmentSection[which]),
      kenya: optionalObject(kenyaSection[which]),
      nigeria: optionalObject(nigeriaSection[which]),
      iraq: optionalObject(iraqSection[which]),
      parties: z.preprocess((v) => v ?? {}, partiesSchema(which)),
      invoices: z.preprocess((v) => v ?? [], strict ? invoicesSubmit : invoicesDraft),
      products: z.preprocess((v) => v ?? [], strict ? productsSubmit : productsDraft),
      containers: z.preprocess((v) => v ?? [], strict ? containersSubmit : containersDraft),
      attachments: z.preprocess((v) => v ?? [], attachmentsOf('customs', which)),
    })
    .superRefine((a, ctx) => {
      if (!strict) return;
      mailingAddressIssue(a.general, ctx);
      const kenya = a.kenya as { idf_required?: boolean; idf_no?: string; ucr_no?: string } | undefined;
      if (a.application_type === 'kenya_pvoc' && kenya?.idf_required) {
        if (!kenya.idf_no) ctx.addIssue({ code: 'custom', path: ['kenya', 'idf_no'], message: 'validation.required' });
        if (!kenya.ucr_no) ctx.addIssue({ code: 'custom', path: ['kenya', 'ucr_no'], message: 'validation.required' });
      }
      if (a.application_type === 'iraq_coc' && !a.iraq) ctx.addIssue({ code: 'custom', path: ['iraq', 'entry_points'], message: 'validation.required' });
    });
}

function saudiSchema(which: 'draft' | 'submit') {
  const strict = which === 'submit';
  return z
    .object({
      application_type: z.enum(saudiTypes, { error: 'validation.applicationType' }),
      title: strict ? titleSubmit : titleDraft,
      general: z.preprocess((v) => v ?? {}, generalSection[which]),
      shipment: optionalObject(shipmentSection[which]),
      saudi: z.preprocess((v) => v ?? {}, saudiSection[which]),
      parties: z.preprocess((v) => v ?? {}, partiesSchema(which)),
      invoices: z.preprocess((v) => v ?? [], invoicesDraft),
      products: z.preprocess((v) => v ?? [], strict ? productsSubmit : productsDraft),
      containers: z.preprocess((v) => v ?? [], strict ? containersSubmit : containersDraft),
      attachments: z.preprocess((v) => v ?? [], attachmentsOf('saudi', which)),
    })
    .superRefine((a, ctx) => {
      if (!strict) return;
      mailingAddressIssue(a.general, ctx);
      // A shipment certificate ships goods: it needs their invoices and the product certificate (PCoC) they are under.
      if (a.application_type === 'saudi_sc') {
        const invoices = invoicesSubmit.safeParse(a.invoices);
        if (!invoices.success) for (const i of invoices.error.issues) ctx.addIssue({ ...i, path: ['invoices', ...i.path] } as never);
        if (!(a.saudi as { pcoc_no?: string }).pcoc_no) ctx.addIssue({ code: 'custom', path: ['saudi', 'pcoc_no'], message: 'validation.required' });
      }
      if (!(a.attachments as { file_type?: string }[]).some((f) => f.file_type === 'merged_pdf')) ctx.addIssue({ code: 'custom', path: ['attachments'], message: 'validation.mergedPdfRequired' });
    });
}

export const customsDraftSchema = customsSchema('draft');
export const customsSubmitSchema = customsSchema('submit');
export const saudiDraftSchema = saudiSchema('draft');
export const saudiSubmitSchema = saudiSchema('submit');
export type CustomsPayload = z.infer<typeof customsDraftSchema>;
export type SaudiPayload = z.infer<typeof saudiDraftSchema>;
export type ApplicationPayload = CustomsPayload | SaudiPayload;

/** The schemas of a form by name (the server picks them by the application's type). */
export const FORM_SCHEMAS: Record<ApplicationForm, { draft: z.ZodType; submit: z.ZodType }> = {
  customs: { draft: customsDraftSchema, submit: customsSubmitSchema },
  saudi: { draft: saudiDraftSchema, submit: saudiSubmitSchema },
};

/** What the web form renders: its sections in order, each field's metadata, list limits. Labels: applications.field.<name>. */
export interface FormDefinition {
  form: ApplicationForm;
  applicationTypes: readonly string[];
  sections: { key: string; fields: FieldMeta[]; list?: { min: number; max: number } }[];
  limits: (typeof FORM_UPLOAD_LIMITS)[ApplicationForm];
}
const partySections = ['importer', 'exporter', 'applicant', 'manufacturer', 'factory', 'beneficiary'].map((key) => ({
  key: `parties.${key}`,
  fields: partySection(['importer', 'exporter', 'applicant'].includes(key)).meta,
}));
const listSections = (form: ApplicationForm, invoicesMin: number) => [
  { key: 'invoices', fields: invoiceSection.meta, list: { min: invoicesMin, max: 3 } },
  { key: 'products', fields: productSection.meta, list: { min: 1, max: 500 } },
  { key: 'products.vehicle', fields: vehicleSection.meta },
  { key: 'containers', fields: [], list: { min: 0, max: 10 } },
  { key: 'attachments', fields: [], list: { min: 0, max: FORM_UPLOAD_LIMITS[form].maxFiles } },
];
export const FORM_DEFINITIONS: Record<ApplicationForm, FormDefinition> = {
  customs: {
    form: 'customs',
    applicationTypes: FORM_APPLICATION_TYPES.customs,
    sections: [
      { key: 'general', fields: generalSection.meta },
      { key: 'shipment', fields: shipmentSection.meta },
      { key: 'kenya', fields: kenyaSection.meta },
      { key: 'nigeria', fields: nigeriaSection.meta },
      { key: 'iraq', fields: iraqSection.meta },
      ...partySections,
      ...listSections('customs', 1),
    ],
    limits: FORM_UPLOAD_LIMITS.customs,
  },
  saudi: {
    form: 'saudi',
    applicationTypes: FORM_APPLICATION_TYPES.saudi,
    sections: [
      { key: 'general', fields: generalSection.meta },
      { key: 'saudi', fields: saudiSection.meta },
      { key: 'shipment', fields: shipmentSection.meta },
      ...partySections,
      ...listSections('saudi', 0),
    ],
    limits: FORM_UPLOAD_LIMITS.saudi,
  },
};
