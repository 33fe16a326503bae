/**
 * NB/RED: EU-type examination under 2014/53/EU, Module B (business-lines.md). The manufacturer and its
 * authorised representative, the single-NB declaration, product and radio characteristics, the
 * essential requirements claimed, the standards applied, and the technical documentation of Annex V
 * with a file slot per item (each required to submit). Types: a new examination, the extension of an
 * existing certificate, a re-assessment.
 */
import { z } from 'zod';
import { TEXT_CAPS } from '../constants.js';
import { bool, choice, country, email, phone, section, text, type FieldDef } from '../schemas/applicationFields.js';
import { attachmentsList, lineList } from './lists.js';
import { typeIs, type FormDeclaration, type PartiesSection } from './declaration.js';

export const NB_TYPES = ['nb_new', 'nb_extension', 'nb_reassessment'] as const;
/** Annex V of 2014/53/EU: the items of the technical documentation, each a file slot of the form. */
export const ANNEX_V_ITEMS = [
  'annex_description',
  'annex_drawings',
  'annex_standards_list',
  'annex_declaration',
  'annex_calculations',
  'annex_test_reports',
  'annex_article_10',
] as const;
export const NB_FILE_TYPES = [...ANNEX_V_ITEMS, 'other'] as const;
export const STANDARD_APPLICATIONS = ['full', 'partial', 'other_solution'] as const;
export const MAX_STANDARDS = 50;

/** 500 MB per file, 20 files per order (spec section 9). */
const limits = { maxBytes: 500 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null };

/** A box the applicant must tick to submit (a declaration). */
const declaration = (): FieldDef<boolean> => ({
  meta: { kind: 'boolean', required: true },
  draft: z.preprocess((v) => v ?? undefined, z.boolean({ error: 'validation.invalid' }).optional()),
  submit: z.preprocess((v) => v ?? undefined, z.literal(true, { error: 'validation.declarationRequired' })),
});

const nbParty = (required: boolean) =>
  section({
    company_name: text(TEXT_CAPS.short, { required }),
    address: text(TEXT_CAPS.medium, { required }),
    country: country({ required }),
    contact_name: text(TEXT_CAPS.short),
    telephone: phone(),
    email: email(),
  });
const parties: PartiesSection = { key: 'parties', render: 'parties', required: ['manufacturer'], optional: ['authorised_representative'], party: nbParty };

export const nbDeclarationSection = section({ single_nb_declaration: declaration() });

export const nbExistingSection = section({
  existing_certificate_no: text(50, { required: true }),
  change_description: text(TEXT_CAPS.long, { kind: 'textarea', required: true }),
});

export const nbProductSection = section({
  product_name: text(TEXT_CAPS.short, { required: true }),
  type_designation: text(TEXT_CAPS.short, { required: true }),
  brand: text(TEXT_CAPS.short),
  intended_use: text(TEXT_CAPS.long, { kind: 'textarea', required: true }),
  hardware_version: text(50, { required: true }),
  software_version: text(50, { required: true }),
});

export const nbRadioSection = section({
  frequency_bands: text(TEXT_CAPS.medium, { required: true }),
  channel_spacing: text(50),
  modulation: text(TEXT_CAPS.short, { required: true }),
  rf_power: text(50, { required: true }),
  antenna: text(TEXT_CAPS.short),
});

/** Essential requirements claimed: 3.1(a) health and safety, 3.1(b) EMC, 3.2 spectrum, 3.3 where a delegated act applies. */
export const nbRequirementsSection = section({
  req_safety: bool(),
  req_emc: bool(),
  req_spectrum: bool({ required: true }),
  req_delegated: bool(),
  delegated_act: text(TEXT_CAPS.medium),
});

export const nbStandardSection = section({
  standard_no: text(50, { required: true }),
  standard_title: text(TEXT_CAPS.medium),
  application: choice(STANDARD_APPLICATIONS, { required: true }),
  notes: text(TEXT_CAPS.medium),
});

export const nbForm: FormDeclaration = {
  form: 'nb',
  area: 'internationalProduct',
  stage: 'system_certification',
  types: NB_TYPES.map((code) => ({ code })),
  limits,
  sections: [
    { key: 'nb_declaration', render: 'fields', fields: nbDeclarationSection, presence: 'always' },
    parties,
    {
      key: 'nb_existing',
      render: 'fields',
      fields: nbExistingSection,
      presence: 'optional',
      visibleWhen: typeIs('nb_extension', 'nb_reassessment'),
      requiredWhen: typeIs('nb_extension', 'nb_reassessment'),
    },
    { key: 'nb_product', render: 'fields', fields: nbProductSection, presence: 'always' },
    { key: 'nb_radio', render: 'fields', fields: nbRadioSection, presence: 'always' },
    { key: 'nb_requirements', render: 'fields', fields: nbRequirementsSection, presence: 'always' },
    lineList('standards', nbStandardSection, { min: 1, max: MAX_STANDARDS }),
    attachmentsList(limits, {
      fileTypes: NB_FILE_TYPES,
      // The Annex V checklist: every item but the design calculations is needed to submit (calculations where there are any).
      requireFileTypes: ANNEX_V_ITEMS.filter((i) => i !== 'annex_calculations').map((fileType) => ({
        fileType,
        message: `validation.annexMissing.${fileType}`,
      })),
    }),
  ],
  fieldRules: [
    {
      path: 'nb_requirements.delegated_act',
      visibleWhen: { field: 'nb_requirements.req_delegated', equals: true },
      requiredWhen: { field: 'nb_requirements.req_delegated', equals: true },
    },
  ],
};

/** The fields of the EU-type examination certificate (business-lines.md), as staff issue it. */
export const euTypeCertificateSchema = z.object({
  manufacturer: z.string().trim().min(1).max(TEXT_CAPS.medium),
  product: z.string().trim().min(1).max(TEXT_CAPS.short),
  type_designation: z.string().trim().min(1).max(TEXT_CAPS.short),
  conclusions: z.string().trim().min(1).max(TEXT_CAPS.long),
  requirements_covered: z.array(z.enum(['3.1a', '3.1b', '3.2', '3.3'])).min(1),
  conditions_of_validity: z.string().trim().max(TEXT_CAPS.long).optional(),
  type_identification: z.string().trim().min(1).max(TEXT_CAPS.long),
  annexes: z.array(z.string().trim().min(1).max(TEXT_CAPS.medium)).max(20).default([]),
});
export type EuTypeCertificate = z.infer<typeof euTypeCertificateSchema>;
