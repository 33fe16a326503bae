/**
 * NB/RED: EU-type examination under 2014/53/EU, Module B (business-lines.md). The manufacturer and its
 * authorised representative, the single-NB declaration, product and radio characteristics, the
 * essential requirements claimed, the standards applied, and the technical documentation of Annex V
 * with a file slot per item (each required to submit). Types: a new examination, the extension of an
 * existing certificate, a re-assessment.
 */
import { z } from 'zod';
import { ALLOWED_FILE_TYPES, TEXT_CAPS } from '../../constants.js';
import { bool, choice, country, email, phone, section, text, type FieldDef } from '../../schemas/applicationFields.js';
import { attachmentsList, lineList } from '../../forms/lists.js';
import { typeIs, type ChecklistItem, type FormDeclaration, type PartiesSection } from '../../forms/declaration.js';
import { nbConsistency } from './consistency.js';

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

/**
 * The Annex V checklist as the form draws it: a file slot per item with the formats that item comes in
 * (photos and text for the description, drawings also as images or archives, the declaration as a signed
 * PDF, test reports as PDF or an archive of them). Every item but the design calculations is needed to
 * submit (calculations where there are any); "other" takes any allowed format.
 */
export const ANNEX_V_CHECKLIST: readonly ChecklistItem[] = [
  { fileType: 'annex_description', required: true, extensions: ['pdf', 'doc', 'docx', 'jpg', 'png', 'zip'] },
  { fileType: 'annex_drawings', required: true, extensions: ['pdf', 'jpg', 'png', 'zip', 'rar'] },
  { fileType: 'annex_standards_list', required: true, extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'] },
  { fileType: 'annex_declaration', required: true, extensions: ['pdf'] },
  { fileType: 'annex_calculations', required: false, extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'] },
  { fileType: 'annex_test_reports', required: true, extensions: ['pdf', 'zip', 'rar'] },
  { fileType: 'annex_article_10', required: true, extensions: ['pdf', 'doc', 'docx'] },
  { fileType: 'other', required: false, extensions: ALLOWED_FILE_TYPES },
].map((i) => ({ ...i, missing: i.required ? `validation.annexMissing.${i.fileType}` : undefined }));
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

export const nbForm: FormDeclaration<'nb'> = {
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
    attachmentsList(limits, { fileTypes: NB_FILE_TYPES, checklist: ANNEX_V_CHECKLIST }),
  ],
  checks: nbConsistency,
  fieldRules: [
    {
      path: 'nb_requirements.delegated_act',
      visibleWhen: { field: 'nb_requirements.req_delegated', equals: true },
      requiredWhen: { field: 'nb_requirements.req_delegated', equals: true },
    },
  ],
};

/** The essential requirements of 2014/53/EU a certificate may cover: 3.1(a), 3.1(b), 3.2, 3.3. */
export const EU_TYPE_REQUIREMENTS = ['3.1a', '3.1b', '3.2', '3.3'] as const;
export const MAX_CERTIFICATE_ANNEXES = 20;

const certText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' }),
  );

/**
 * The fields of the EU-type examination certificate (business-lines.md: manufacturer, conclusions,
 * requirements covered, conditions of validity, data identifying the type, annexes), as staff issue it.
 */
export const euTypeCertificateSchema = z.object({
  manufacturer: certText(TEXT_CAPS.medium),
  product: certText(TEXT_CAPS.short),
  type_designation: certText(TEXT_CAPS.short),
  conclusions: certText(TEXT_CAPS.long),
  requirements_covered: z
    .array(z.enum(EU_TYPE_REQUIREMENTS, { error: 'validation.invalid' }), { error: 'validation.required' })
    .min(1, { error: 'validation.euTypeRequirements' })
    .refine((a) => new Set(a).size === a.length, { error: 'validation.invalid' }),
  conditions_of_validity: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.string().max(TEXT_CAPS.long, { error: 'validation.tooLong' }).optional(),
  ),
  type_identification: certText(TEXT_CAPS.long),
  annexes: z.array(certText(TEXT_CAPS.medium)).max(MAX_CERTIFICATE_ANNEXES, { error: 'validation.maxLines' }).default([]),
});
export type EuTypeCertificate = z.infer<typeof euTypeCertificateSchema>;
/** The fields as the API answers them (certificate page, staff proposal). */
export const euTypeCertificateView = z.object({
  manufacturer: z.string(),
  product: z.string(),
  type_designation: z.string(),
  conclusions: z.string(),
  requirements_covered: z.array(z.enum(EU_TYPE_REQUIREMENTS)),
  conditions_of_validity: z.string().optional(),
  type_identification: z.string(),
  annexes: z.array(z.string()),
});

const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const join = (parts: unknown[], sep: string) => parts.map(textOf).filter(Boolean).join(sep);

/**
 * The certificate's fields as the application states them, for staff to confirm or change at issue (and
 * for the draft the customer reviews): the manufacturer and product from the form, the requirements it
 * claims, the type identified by its versions and radio data, the Annex V files as annexes. The
 * conclusions are staff's (the caller passes the standard sentence in staff's language).
 */
export function proposedEuTypeCertificate(data: Record<string, unknown>, conclusions: string, annexNames: readonly string[] = []): EuTypeCertificate {
  const obj = (k: string) => (data[k] && typeof data[k] === 'object' ? (data[k] as Record<string, unknown>) : {});
  const maker = (obj('parties').manufacturer ?? {}) as Record<string, unknown>;
  const product = obj('nb_product');
  const radio = obj('nb_radio');
  const req = obj('nb_requirements');
  const requirements = (
    [
      ['req_safety', '3.1a'],
      ['req_emc', '3.1b'],
      ['req_spectrum', '3.2'],
      ['req_delegated', '3.3'],
    ] as const
  )
    .filter(([k]) => req[k] === true)
    .map(([, r]) => r);
  return {
    manufacturer: join([maker.company_name, maker.address, maker.country], ', '),
    product: textOf(product.product_name),
    type_designation: textOf(product.type_designation),
    conclusions,
    requirements_covered: requirements,
    conditions_of_validity: undefined,
    type_identification: join(
      [
        product.hardware_version && `HW ${textOf(product.hardware_version)}`,
        product.software_version && `SW ${textOf(product.software_version)}`,
        radio.frequency_bands,
        radio.modulation,
        radio.rf_power,
      ],
      '; ',
    ),
    annexes: annexNames.slice(0, MAX_CERTIFICATE_ANNEXES).map((n) => n.slice(0, TEXT_CAPS.medium)),
  };
}
