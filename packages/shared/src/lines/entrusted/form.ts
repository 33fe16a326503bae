/**
 * Entrusted inspection: on-site inspection of goods (business-lines.md). The booking: service type,
 * dates, parties (the factory's address in Chinese and in English), the product lines of each purchase
 * order, the sampling requirements (the AQL figures are computed as the customer types, aql.ts), the
 * reference documents. Laboratory testing types join this form in the next issue.
 */
import { TEXT_CAPS } from '../../constants.js';
import { AQL_VALUES, DEFAULT_AQL, DEFAULT_INSPECTION_LEVEL, INSPECTION_LEVELS, SAMPLING_STANDARDS } from '../../aql.js';
import { bool, choice, country, date, email, num, phone, section, text } from '../../schemas/applicationFields.js';
import { lineList } from '../../forms/lists.js';
import { attachmentsList } from '../../forms/lists.js';
import { typeIs, type FormDeclaration, type PartiesSection } from '../../forms/declaration.js';

export const ENTRUSTED_TYPES = [
  'insp_pre_shipment',
  'insp_during_production',
  'insp_initial_production',
  'insp_container_loading',
  'insp_re_inspection',
] as const;
/** Most purchase-order lines of one booking. */
export const MAX_PO_LINES = 50;
export const PO_UNITS = ['pcs', 'sets', 'pairs', 'dozens', 'cartons', 'kg', 'm'] as const;
export const SAMPLE_STATES = ['approved', 'sealed', 'none'] as const;
export const ENTRUSTED_FILE_TYPES = [
  'purchase_order',
  'specification',
  'drawing',
  'packing_list',
  'letter_of_credit',
  'colour_swatch',
  'product_photo',
  'other',
] as const;

/** 20 MB per file, 20 files at a time. */
const limits = { maxBytes: 20 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null };

export const bookingSection = section({
  inspection_date: date({ required: true, notPast: true }),
  shipment_date: date({ notPast: true }),
  previous_order_no: text(50),
  contact_name: text(TEXT_CAPS.short, { required: true }),
  contact_phone: phone({ required: true }),
  contact_email: email({ required: true }),
  report_to_email: email(),
  invoice_to: text(TEXT_CAPS.short),
  corrective_action_email: email(),
  remarks: text(TEXT_CAPS.long, { kind: 'textarea' }),
});

/** A party of a booking: the name and address in Chinese and in English, a contact and an alternate. */
export const inspectionParty = (required: boolean) =>
  section({
    company_name: text(TEXT_CAPS.short, { required }),
    company_name_en: text(TEXT_CAPS.short),
    country: country(),
    address: text(TEXT_CAPS.medium, { required }),
    address_en: text(TEXT_CAPS.medium),
    contact_name: text(TEXT_CAPS.short, { required }),
    telephone: phone({ required }),
    email: email(),
    alt_contact_name: text(TEXT_CAPS.short),
    alt_telephone: phone(),
  });

const parties: PartiesSection = {
  key: 'parties',
  render: 'parties',
  required: ['client', 'supplier', 'factory'],
  optional: [],
  party: inspectionParty,
  listedAs: { importer: 'client', exporter: 'supplier' },
};

export const poLineSection = section({
  po_no: text(50, { required: true }),
  buyer_model: text(TEXT_CAPS.short),
  supplier_model: text(TEXT_CAPS.short),
  sku: text(50),
  description: text(TEXT_CAPS.long, { required: true, kind: 'textarea' }),
  quantity: num({ required: true, integer: true, positive: true, max: 10_000_000 }),
  unit: choice(PO_UNITS, { required: true }),
  pieces_per_carton: num({ integer: true, max: 100_000 }),
  cartons: num({ integer: true, max: 1_000_000 }),
  barcode: text(50),
  destination_country: country(),
  produced_percent: num({ integer: true, min: 0, max: 100 }),
  packed_percent: num({ integer: true, min: 0, max: 100 }),
});

export const requirementsSection = section({
  sampling_standard: choice(SAMPLING_STANDARDS, { required: true }),
  inspection_level: choice(INSPECTION_LEVELS, { required: true }),
  aql_critical: choice(AQL_VALUES, { required: true }),
  aql_major: choice(AQL_VALUES, { required: true }),
  aql_minor: choice(AQL_VALUES, { required: true }),
  functional_tests: text(TEXT_CAPS.long, { kind: 'textarea' }),
  checklist: text(TEXT_CAPS.long, { kind: 'textarea' }),
  sample_available: choice(SAMPLE_STATES),
  container_booked: bool(),
});

export const entrustedForm: FormDeclaration<'entrusted'> = {
  form: 'entrusted',
  area: 'entrustedInspection',
  stage: 'entrusted_inspection',
  types: ENTRUSTED_TYPES.map((code) => ({ code })),
  limits,
  sections: [
    { key: 'booking', render: 'fields', fields: bookingSection, presence: 'always', widget: 'inspectionDates', contactFromProfile: true },
    parties,
    lineList('po_lines', poLineSection, { min: 1, max: MAX_PO_LINES }),
    {
      key: 'requirements',
      render: 'fields',
      fields: requirementsSection,
      presence: 'always',
      widget: 'aql',
      initial: {
        sampling_standard: 'iso_2859_1',
        inspection_level: DEFAULT_INSPECTION_LEVEL,
        aql_critical: DEFAULT_AQL.critical,
        aql_major: DEFAULT_AQL.major,
        aql_minor: DEFAULT_AQL.minor,
      },
    },
    attachmentsList(limits, { fileTypes: ENTRUSTED_FILE_TYPES }),
  ],
  fieldRules: [
    // A re-inspection names the earlier order or report.
    { path: 'booking.previous_order_no', visibleWhen: typeIs('insp_re_inspection'), requiredWhen: typeIs('insp_re_inspection') },
    // The factory's name and address in English too (the inspector's and the report's language).
    { path: 'parties.factory.company_name_en', requiredWhen: { all: [] } },
    { path: 'parties.factory.address_en', requiredWhen: { all: [] } },
    { path: 'requirements.container_booked', visibleWhen: typeIs('insp_container_loading') },
  ],
};
