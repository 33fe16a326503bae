/**
 * Laboratory testing (entrusted inspection, business-lines.md): ONE commissioned-testing form for the four
 * testing types. The shared sample section (description, quantity, test items and standards, report
 * language, report-to and invoice-to, return or dispose of the remains; the photos are attachments of
 * type sample_photo), the applicant, then a section per type: electrical and electronic (the data the
 * CB certificate shares, electrical.ts, with its critical components importable from Excel), textile
 * (fibre composition adding up to 100%), chemistry (amount and decision rule) and luggage. The result is
 * a test report with a pass or fail per test item (testReport.ts).
 */
import { TEXT_CAPS } from '../../constants.js';
import { bool, choice, country, email, num, phone, section, text } from '../../schemas/applicationFields.js';
import { attachmentsList, lineList } from '../../forms/lists.js';
import { typeIs, type FormDeclaration, type PartiesSection } from '../../forms/declaration.js';
import { criticalComponentSection, criticalComponentsImport, electricalChecks, electricalSection, MAX_CRITICAL_COMPONENTS } from '../electrical.js';
import { CHEMISTRY_AMOUNT_G, compositionAddsUp, compositionTotal, TEXTILE_END_USES } from '../labRules.js';

export const TESTING_TYPES = ['electronics_test', 'textile_test', 'chemistry_test', 'luggage_test'] as const;
export type TestingType = (typeof TESTING_TYPES)[number];
export const REPORT_LANGUAGES = ['zh', 'en', 'zh_en', 'ar'] as const;
export const SAMPLE_REMAINS = ['return', 'dispose'] as const;
/** The testing turnaround (business-lines.md "Cancellation, credit and refunds": express is billed as the express surcharge). */
export const TURNAROUNDS = ['standard', 'express'] as const;
export const TESTING_FILE_TYPES = ['sample_photo', 'test_specification', 'test_report', 'care_label', 'other'] as const;
export const FIBRES = [
  'cotton',
  'polyester',
  'polyamide',
  'wool',
  'silk',
  'linen',
  'viscose',
  'elastane',
  'acrylic',
  'polypropylene',
  'cashmere',
  'modal',
  'lyocell',
  'other',
] as const;
export const TEXTILE_PACKAGES = ['basic', 'full', 'single_tests'] as const;
export const CHEMISTRY_SAMPLE_FORMS = ['solid', 'liquid', 'powder'] as const;
export const ACCREDITATION_MARKS = ['cnas', 'ilac_mra', 'none'] as const;
export const DECISION_RULES = ['simple_acceptance', 'guard_band', 'shared_risk'] as const;
export const LUGGAGE_TYPES = ['hard_shell', 'soft_shell', 'trolley', 'backpack'] as const;
export const MAX_FIBRES = 10;

/** 20 MB per file, 10 files at a time (sample photos, the client's specification, earlier reports). */
const limits = { maxBytes: 20 * 1024 * 1024, maxFiles: 10, mergedPdfMaxBytes: null };

/** The sample and the service: what is sent, what to test it for, who gets the report and the invoice, what happens to the remains. */
export const sampleSection = section({
  sample_description: text(TEXT_CAPS.long, { required: true, kind: 'textarea' }),
  sample_quantity: num({ required: true, integer: true, positive: true, max: 10_000 }),
  test_items: text(TEXT_CAPS.long * 4, { required: true, kind: 'textarea' }),
  test_standards: text(TEXT_CAPS.long, { kind: 'textarea' }),
  report_language: choice(REPORT_LANGUAGES, { required: true }),
  report_to: text(TEXT_CAPS.short, { required: true }),
  report_to_email: email({ required: true }),
  invoice_to: text(TEXT_CAPS.short, { required: true }),
  contact_phone: phone({ required: true }),
  sample_remains: choice(SAMPLE_REMAINS, { required: true }),
  // Absent (drafts saved before the choice existed): standard.
  turnaround: choice(TURNAROUNDS),
});

/** Whether a testing application's turnaround is express (its quotation carries the express surcharge line). */
export const isExpressTurnaround = (data: Record<string, unknown> | null | undefined): boolean =>
  (data?.sample as { turnaround?: unknown } | undefined)?.turnaround === 'express';

const applicantParty = (required: boolean) =>
  section({
    company_name: text(TEXT_CAPS.short, { required }),
    address: text(TEXT_CAPS.medium, { required }),
    country: country({ required }),
    contact_name: text(TEXT_CAPS.short, { required }),
    telephone: phone(),
    email: email(),
  });
const parties: PartiesSection = {
  key: 'parties',
  render: 'parties',
  required: ['applicant'],
  optional: ['manufacturer'],
  party: applicantParty,
  listedAs: { importer: 'applicant', exporter: 'manufacturer' },
};

export const textileSection = section({
  buyer: text(TEXT_CAPS.short),
  style_no: text(50, { required: true }),
  sku: text(50),
  po_no: text(50),
  season: text(50),
  colourways: text(TEXT_CAPS.medium, { required: true }),
  care_symbols: text(TEXT_CAPS.medium),
  end_use: choice(TEXTILE_END_USES, { required: true }),
  test_package: choice(TEXTILE_PACKAGES, { required: true }),
});

export const fibreSection = section({
  fibre: choice(FIBRES, { required: true }),
  percent: num({ required: true, positive: true, max: 100 }),
});

export const chemistrySection = section({
  brand: text(TEXT_CAPS.short),
  product_type: text(TEXT_CAPS.short, { required: true }),
  model: text(TEXT_CAPS.short),
  sample_form: choice(CHEMISTRY_SAMPLE_FORMS, { required: true }),
  amount_g: num({ required: true, min: CHEMISTRY_AMOUNT_G.min, max: CHEMISTRY_AMOUNT_G.max }),
  reach_svhc: bool(),
  reach_annex_xvii: bool(),
  rohs: bool(),
  accreditation_mark: choice(ACCREDITATION_MARKS, { required: true }),
  measurement_uncertainty: bool(),
  decision_rule: choice(DECISION_RULES, { required: true }),
});

export const luggageSection = section({
  luggage_type: choice(LUGGAGE_TYPES, { required: true }),
  size_cm: text(50, { required: true }),
  weight_kg: num({ required: true, positive: true, max: 100 }),
  shell_material: text(TEXT_CAPS.short),
  lining_material: text(TEXT_CAPS.short),
  wheel_material: text(TEXT_CAPS.short),
  handle_material: text(TEXT_CAPS.short),
  test_drop: bool(),
  test_wheel_endurance: bool(),
  test_handle_endurance: bool(),
  test_tumbling: bool(),
  test_zip_strength: bool(),
  test_colour_fastness: bool(),
  test_restricted_substances: bool(),
  luggage_standards: text(TEXT_CAPS.medium),
});

const only = (code: TestingType) => typeIs(code);

export const testingForm: FormDeclaration<'testing'> = {
  form: 'testing',
  area: 'entrustedInspection',
  stage: 'entrusted_inspection',
  // The samples go through the engine's sample loop; after the confirmed data review the test report is recorded and issued.
  sampleLogistics: true,
  sampleFields: { disposition: 'sample.sample_remains', physicalForm: 'chemistry.sample_form' },
  types: TESTING_TYPES.map((code) => ({ code })),
  limits,
  sections: [
    {
      key: 'sample',
      render: 'fields',
      fields: sampleSection,
      presence: 'always',
      initial: { report_language: 'en', sample_remains: 'dispose', turnaround: 'standard' },
      contactFromProfile: true,
      widget: 'testingTurnaround',
    },
    parties,
    {
      key: 'electrical',
      render: 'fields',
      fields: electricalSection,
      presence: 'optional',
      visibleWhen: only('electronics_test'),
      requiredWhen: only('electronics_test'),
    },
    lineList('critical_components', criticalComponentSection, {
      min: 0,
      max: MAX_CRITICAL_COMPONENTS,
      visibleWhen: only('electronics_test'),
      importer: criticalComponentsImport,
    }),
    { key: 'textile', render: 'fields', fields: textileSection, presence: 'optional', visibleWhen: only('textile_test'), requiredWhen: only('textile_test') },
    lineList('fibre_composition', fibreSection, { min: 1, max: 10, visibleWhen: only('textile_test') }),
    {
      key: 'chemistry',
      render: 'fields',
      fields: chemistrySection,
      presence: 'optional',
      visibleWhen: only('chemistry_test'),
      requiredWhen: only('chemistry_test'),
    },
    { key: 'luggage', render: 'fields', fields: luggageSection, presence: 'optional', visibleWhen: only('luggage_test'), requiredWhen: only('luggage_test') },
    attachmentsList(limits, { fileTypes: TESTING_FILE_TYPES }),
  ],
  checks: [
    ...electricalChecks('electrical'),
    // The declared fibre composition adds up to 100%.
    {
      path: 'fibre_composition',
      problem: (v) => {
        const lines = v.fibre_composition as { percent?: unknown }[] | undefined;
        return !lines?.length || compositionAddsUp(lines) ? null : { message: 'validation.compositionTotal', params: { total: compositionTotal(lines) } };
      },
    },
  ],
};
