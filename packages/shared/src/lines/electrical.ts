/**
 * The electrical-safety data that electrical and electronic testing (testing.ts) and the CB certificate
 * (cb.ts) share (business-lines.md): product, one brand, models and their differences, ratings (V, Hz,
 * A, W), protection class, maximum ambient temperature, standard and edition, existing reports; the
 * factories (several) and the critical components (also imported from Excel: criticalComponentsImport).
 */
import { TEXT_CAPS } from '../constants.js';
import { choice, country, num, section, text } from '../schemas/applicationFields.js';
import { isSingleBrand, modelsIssue, MODELS_TEXT_MAX } from './labRules.js';
import type { FormCheck, LineImport } from '../forms/declaration.js';

export const PROTECTION_CLASSES = ['class_I', 'class_II', 'class_III'] as const;
export const MAX_FACTORIES = 10;
export const MAX_CRITICAL_COMPONENTS = 200;

export const electricalSection = section({
  product_name: text(TEXT_CAPS.short, { required: true }),
  brand: text(TEXT_CAPS.short, { required: true }),
  models: text(MODELS_TEXT_MAX, { required: true, kind: 'textarea' }),
  model_differences: text(TEXT_CAPS.long, { kind: 'textarea' }),
  rated_voltage: text(50, { required: true }),
  rated_frequency: text(50),
  rated_current: text(50),
  rated_power: text(50),
  protection_class: choice(PROTECTION_CLASSES, { required: true }),
  max_ambient_c: num({ required: true, min: -40, max: 100 }),
  standard_edition: text(TEXT_CAPS.short, { required: true }),
  existing_reports: text(TEXT_CAPS.long, { kind: 'textarea' }),
});

export const factorySection = section({
  factory_name: text(TEXT_CAPS.short, { required: true }),
  factory_address: text(TEXT_CAPS.medium, { required: true }),
  factory_country: country({ required: true }),
  factory_contact: text(TEXT_CAPS.short),
});

/** A critical component of the list (IEC 62368-1 table 4.1.2 style): what, who makes it, its ratings, standard and mark. */
export const criticalComponentSection = section({
  component: text(TEXT_CAPS.short, { required: true }),
  component_maker: text(TEXT_CAPS.short, { required: true }),
  component_model: text(TEXT_CAPS.short, { required: true }),
  technical_data: text(TEXT_CAPS.medium, { required: true }),
  component_standard: text(TEXT_CAPS.short),
  mark_of_conformity: text(TEXT_CAPS.short),
});
/** The columns of the critical-components import, in template order (the section's fields). */
export const CRITICAL_COMPONENT_COLUMNS = criticalComponentSection.meta.map((m) => m.name);
/** The critical components from an Excel file (the testing and CB forms' lists name it): the section's fields, checked per row. */
export const criticalComponentsImport = {
  name: 'critical_components',
  list: 'critical_components',
  columns: CRITICAL_COMPONENT_COLUMNS,
  row: criticalComponentSection.submit,
  example: ['Power supply cord', 'Ningbo Cable Co., Ltd.', 'H05VV-F 3G0.75', '300/500 V, 0.75 mm²', 'IEC 60227-5', 'CCC / VDE'],
} as const satisfies LineImport;

/** The checks of the electrical section under `key`: one brand, a model list pasted one per line. */
export const electricalChecks = (key: string): FormCheck[] => {
  const at = (v: Record<string, unknown>) => (v[key] ?? {}) as { brand?: unknown; models?: unknown };
  return [
    { path: `${key}.brand`, problem: (v) => (isSingleBrand(at(v).brand) ? null : 'validation.oneBrand') },
    { path: `${key}.models`, problem: (v) => (at(v).models === undefined ? null : modelsIssue(at(v).models)) },
  ];
};
