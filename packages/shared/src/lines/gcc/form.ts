/**
 * GCC G-Mark (GSO; international product, business-lines.md): the economic operator and its role (one
 * established outside the GCC cannot be the importer), product and brand, the 8-digit HS code (its
 * 6-digit subheading from the reference HS table: the server checks the table at submit), models pasted
 * in bulk one per line, the factories, the technical regulation, the target GCC countries and the
 * standards; attachments of 30 MB per file (spec section 9). The certificate is valid 3 years.
 */
import { z } from 'zod';
import { TEXT_CAPS } from '../../constants.js';
import { choice, country, countryList, email, phone, section, text, type FieldDef } from '../../schemas/applicationFields.js';
import { attachmentsList, lineList } from '../../forms/lists.js';
import { gccConsistency } from './consistency.js';
import type { FormDeclaration } from '../../forms/declaration.js';
import { factorySection, MAX_FACTORIES } from '../electrical.js';
import { GCC_COUNTRIES, GCC_OPERATOR_ROLES, gccOperatorRoleOk, HS8_PATTERN, isSingleBrand, modelsIssue, MODELS_TEXT_MAX, normalizeHs8 } from '../labRules.js';

export const GCC_TYPES = ['gcc'] as const;
export const GCC_TECHNICAL_REGULATIONS = ['low_voltage', 'toys', 'rohs', 'other'] as const;
export const GCC_FILE_TYPES = ['test_report', 'technical_file', 'declaration_of_conformity', 'product_photo', 'user_manual', 'other'] as const;
/** Valid 3 years from first issue. */
export const GCC_CERT_VALID_MONTHS = 36;

/** 30 MB per file (spec section 9: GCC), 20 files at a time. */
const limits = { maxBytes: 30 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null };

/** The 8-digit HS code (dots, spaces and hyphens dropped); the look-up offers the table's subheadings. */
const hs8 = (): FieldDef<string> => {
  const base = z.preprocess(normalizeHs8, z.string({ error: 'validation.hs8' }));
  return {
    meta: { kind: 'hs', required: true, max: 10 },
    draft: z.preprocess(
      (v) => (typeof v === 'string' ? normalizeHs8(v.trim()) || undefined : (v ?? undefined)),
      z.string().max(10, { error: 'validation.hs8' }).optional(),
    ),
    submit: z.preprocess(
      (v) => (typeof v === 'string' ? normalizeHs8(v.trim()) || undefined : (v ?? undefined)),
      z
        .any()
        .refine((v) => v !== undefined, { error: 'validation.required' })
        .pipe(base.pipe(z.string().regex(HS8_PATTERN, { error: 'validation.hs8' }))),
    ),
  };
};

export const gccOperatorSection = section({
  operator_name: text(TEXT_CAPS.short, { required: true }),
  operator_role: choice(GCC_OPERATOR_ROLES, { required: true }),
  operator_country: country({ required: true }),
  operator_address: text(TEXT_CAPS.medium, { required: true }),
  operator_contact: text(TEXT_CAPS.short, { required: true }),
  operator_phone: phone({ required: true }),
  operator_email: email({ required: true }),
});

export const gccProductSection = section({
  product_name: text(TEXT_CAPS.short, { required: true }),
  brand: text(TEXT_CAPS.short, { required: true }),
  hs_code: hs8(),
  technical_regulation: choice(GCC_TECHNICAL_REGULATIONS, { required: true }),
  target_countries: countryList({ required: true, options: GCC_COUNTRIES }),
  standards: text(TEXT_CAPS.long, { required: true, kind: 'textarea' }),
  models: text(MODELS_TEXT_MAX, { required: true, kind: 'textarea' }),
});

export const gccForm: FormDeclaration<'gcc'> = {
  form: 'gcc',
  area: 'internationalProduct',
  stage: 'system_certification',
  types: GCC_TYPES.map((code) => ({ code })),
  limits,
  certificateFields: [
    'operator.operator_name',
    'operator.operator_role',
    'gcc_product.product_name',
    'gcc_product.brand',
    'gcc_product.hs_code',
    'gcc_product.models',
    'gcc_product.technical_regulation',
    'gcc_product.standards',
    'gcc_product.target_countries',
    'factories.factory_name',
  ],
  sections: [
    { key: 'operator', render: 'fields', fields: gccOperatorSection, presence: 'always' },
    { key: 'gcc_product', render: 'fields', fields: gccProductSection, presence: 'always' },
    lineList('factories', factorySection, { min: 1, max: MAX_FACTORIES }),
    attachmentsList(limits, { fileTypes: GCC_FILE_TYPES }),
  ],
  checks: [
    ...gccConsistency,
    {
      path: 'operator.operator_role',
      problem: (v) => {
        const op = (v.operator ?? {}) as { operator_role?: unknown; operator_country?: unknown };
        return gccOperatorRoleOk({ role: op.operator_role, country: op.operator_country }) ? null : 'validation.gccImporterOutside';
      },
    },
    { path: 'gcc_product.brand', problem: (v) => (isSingleBrand((v.gcc_product as { brand?: unknown } | undefined)?.brand) ? null : 'validation.oneBrand') },
    {
      path: 'gcc_product.models',
      problem: (v) => {
        const models = (v.gcc_product as { models?: unknown } | undefined)?.models;
        return models === undefined ? null : modelsIssue(models);
      },
    },
  ],
};
