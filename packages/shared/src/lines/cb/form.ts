/**
 * The CB scheme certificate for electrical safety (IECEE; IEC 62368-1 and the like; international
 * product, business-lines.md) on the same data as electrical testing (electrical.ts): applicant and
 * manufacturer, several factories, one brand per certificate, models, ratings, protection class, ambient
 * temperature, standard and edition, the national differences wanted (countries), existing reports, the
 * critical components (importable from Excel).
 */
import { TEXT_CAPS } from '../../constants.js';
import { choice, country, countryList, email, num, phone, section, text } from '../../schemas/applicationFields.js';
import { SAMPLE_DISPOSITIONS } from '../../samples/retention.js';
import { attachmentsList, lineList } from '../../forms/lists.js';
import type { FormDeclaration, PartiesSection } from '../../forms/declaration.js';
import {
  criticalComponentSection,
  criticalComponentsImport,
  electricalChecks,
  electricalSection,
  factorySection,
  MAX_CRITICAL_COMPONENTS,
  MAX_FACTORIES,
} from '../electrical.js';
import { cbConsistency } from './consistency.js';

export const CB_TYPES = ['cb'] as const;
export const CB_FILE_TYPES = ['test_report', 'technical_file', 'circuit_diagram', 'product_photo', 'user_manual', 'rating_label', 'other'] as const;

/** 30 MB per file, 20 files at a time. */
const limits = { maxBytes: 30 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null };

const cbParty = (required: boolean) =>
  section({
    company_name: text(TEXT_CAPS.short, { required }),
    address: text(TEXT_CAPS.medium, { required }),
    country: country({ required }),
    contact_name: text(TEXT_CAPS.short, { required }),
    telephone: phone({ required }),
    email: email({ required }),
  });
const parties: PartiesSection = { key: 'parties', render: 'parties', required: ['applicant', 'manufacturer'], optional: [], party: cbParty };

/** The national differences the certificate's test report must cover (countries of the CB scheme). */
export const cbSchemeSection = section({
  national_differences: countryList({ max: 60 }),
});

/** The samples sent for the type test (the sample loop): how many, and what happens to them after testing. */
export const cbSamplesSection = section({
  quantity: num({ integer: true, positive: true, max: 100 }),
  after_testing: choice(SAMPLE_DISPOSITIONS),
  return_address: text(TEXT_CAPS.medium),
});

export const cbForm: FormDeclaration<'cb'> = {
  form: 'cb',
  area: 'internationalProduct',
  stage: 'system_certification',
  // The type-test samples go through the engine's sample loop; it ends in the draft certificate and the CB certificate.
  sampleLogistics: true,
  types: CB_TYPES.map((code) => ({ code })),
  limits,
  certificateFields: [
    'parties.applicant.company_name',
    'electrical.product_name',
    'electrical.brand',
    'electrical.models',
    'electrical.rated_voltage',
    'electrical.rated_frequency',
    'electrical.rated_power',
    'electrical.protection_class',
    'electrical.standard_edition',
    'cb_scheme.national_differences',
    'factories.factory_name',
  ],
  sections: [
    parties,
    lineList('factories', factorySection, { min: 1, max: MAX_FACTORIES }),
    { key: 'electrical', render: 'fields', fields: electricalSection, presence: 'always' },
    { key: 'cb_scheme', render: 'fields', fields: cbSchemeSection, presence: 'always' },
    lineList('critical_components', criticalComponentSection, { min: 1, max: MAX_CRITICAL_COMPONENTS, importer: criticalComponentsImport }),
    { key: 'samples', render: 'fields', fields: cbSamplesSection, presence: 'always', initial: { quantity: 2, after_testing: 'dispose' } },
    attachmentsList(limits, { fileTypes: CB_FILE_TYPES }),
  ],
  fieldRules: [
    {
      path: 'samples.return_address',
      visibleWhen: { field: 'samples.after_testing', equals: 'return' },
      requiredWhen: { field: 'samples.after_testing', equals: 'return' },
    },
  ],
  checks: [...electricalChecks('electrical'), ...cbConsistency],
};
