export * from './types.js';
export * from './registry.js';
export * from './validity.js';
export * from './derive.js';
export * from './publicNames.js';
export { PAYMENT_RECORD_PAGES } from './areas.js';
export * from './audit/rules.js';
export * from './audit/work.js';
export * from './communication/rules.js';
export * from './entrusted/decision.js';
export * from './entrusted/rules.js';
export * from './cancellation.js';
export * from './numbering.js';
export * from './followOns.js';
export * from './covers.js';
export * from './finder.js';
// What the line folders and their shared files export to the rest of the code (the package's public surface).
export * from './entrusted/work.js';
export { ENTRUSTED_TYPES, ENTRUSTED_FILE_TYPES, MAX_PO_LINES, PO_UNITS, SAMPLE_STATES, lotOf } from './entrusted/form.js';
export {
  NB_TYPES,
  NB_FILE_TYPES,
  ANNEX_V_ITEMS,
  ANNEX_V_CHECKLIST,
  EU_TYPE_REQUIREMENTS,
  MAX_CERTIFICATE_ANNEXES,
  STANDARD_APPLICATIONS,
  euTypeCertificateSchema,
  euTypeCertificateView,
  proposedEuTypeCertificate,
  type EuTypeCertificate,
} from './nb/form.js';
// NB/RED's declaration, for its own server module (modules/euType reads its certificate fields' key from it).
export { nbLine } from './nb/index.js';
export {
  COMMUNICATION_TYPES,
  COMMUNICATION_FILE_TYPES,
  RADIO_CATEGORIES,
  POWER_UNITS,
  RADIO_POWER_LIMITS,
  FREQUENCY_DIRECTIONS,
} from './communication/form.js';
export * from './labRules.js';
export * from './testing/report.js';
export { TESTING_TYPES, TESTING_FILE_TYPES, FIBRES, TURNAROUNDS, isExpressTurnaround, type TestingType } from './testing/form.js';
export { GCC_TYPES, GCC_FILE_TYPES, GCC_CERT_VALID_MONTHS, GCC_TECHNICAL_REGULATIONS } from './gcc/form.js';
export { CB_TYPES, CB_FILE_TYPES } from './cb/form.js';
export { CRITICAL_COMPONENT_COLUMNS, criticalComponentSection, PROTECTION_CLASSES } from './electrical.js';
export { generalSection, shipmentSection, kenyaSection, nigeriaSection, iraqSection, saudiSection } from './customsSections.js';
