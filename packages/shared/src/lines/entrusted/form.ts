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
import { mixedValues, typeIs, type FormDeclaration, type PartiesSection } from '../../forms/declaration.js';
import { entrustedConsistency } from './consistency.js';

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
  // The lot when the PO lines mix units (pieces and kilograms do not add up): its unit and size, asked then only.
  lot_unit: choice(PO_UNITS),
  lot_size: num({ integer: true, positive: true, max: 100_000_000 }),
});

/** The PO lines are counted in more than one unit: the booking names the lot's unit and size itself. */
export const MIXED_UNITS = { list: 'po_lines', mixed: 'unit' } as const;

/**
 * The lot the sampling plan is drawn from: the sum of the PO lines' quantities when they share one unit, else the
 * lot size the booking names (null while it is missing). `unit`: the lot's unit (null when no line names one).
 */
export function lotOf(data: { po_lines?: unknown; requirements?: unknown }): { size: number; unit: string | null } | null {
  const lines = (Array.isArray(data.po_lines) ? data.po_lines : []) as { quantity?: unknown; unit?: unknown }[];
  const req = (data.requirements ?? {}) as { lot_size?: unknown; lot_unit?: unknown };
  if (mixedValues(lines, 'unit')) {
    return typeof req.lot_size === 'number' && req.lot_size > 0 ? { size: req.lot_size, unit: typeof req.lot_unit === 'string' ? req.lot_unit : null } : null;
  }
  const size = lines.reduce((s, l) => s + (typeof l?.quantity === 'number' && l.quantity > 0 ? l.quantity : 0), 0);
  const unit = lines.find((l) => typeof l?.unit === 'string')?.unit;
  return { size, unit: typeof unit === 'string' ? unit : null };
}

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
  checks: entrustedConsistency,
  fieldRules: [
    // A re-inspection names the earlier order or report.
    { path: 'booking.previous_order_no', visibleWhen: typeIs('insp_re_inspection'), requiredWhen: typeIs('insp_re_inspection') },
    // The factory's name and address in English too (the inspector's and the report's language).
    { path: 'parties.factory.company_name_en', requiredWhen: { all: [] } },
    { path: 'parties.factory.address_en', requiredWhen: { all: [] } },
    { path: 'requirements.container_booked', visibleWhen: typeIs('insp_container_loading') },
    { path: 'requirements.lot_unit', visibleWhen: MIXED_UNITS, requiredWhen: MIXED_UNITS },
    { path: 'requirements.lot_size', visibleWhen: MIXED_UNITS, requiredWhen: MIXED_UNITS },
  ],
};
