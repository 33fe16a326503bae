/** The field sections of the customs-clearance forms (general export-conformity and Saudi). */
import { CARGO_TYPES, CERT_ROUTES, DELIVERY_KINDS, SHIPMENT_MODES, TEXT_CAPS } from '../constants.js';
import { bool, choice, country, date, email, num, phone, section, text } from '../schemas/applicationFields.js';
import { partySection } from '../schemas/applicationSections.js';
import type { PartiesSection } from '../forms/declaration.js';

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
  // The mailing address the certificate goes to (one of the customer's own; required when mailed, see MAIL_TO_RULE).
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

/** Importer, exporter and applicant must be named; manufacturer, factory and beneficiary are optional. */
export const customsParties: PartiesSection = {
  key: 'parties',
  render: 'parties',
  required: ['importer', 'exporter', 'applicant'],
  optional: ['manufacturer', 'factory', 'beneficiary'],
  party: partySection,
};

/** A certificate sent by mail needs the address it goes to. */
export const MAIL_TO_RULE = {
  path: 'general.mailing_address_id',
  visibleWhen: { field: 'general.mail_certificate', equals: true },
  requiredWhen: { field: 'general.mail_certificate', equals: true },
  message: 'validation.mailingAddressRequired',
} as const;
