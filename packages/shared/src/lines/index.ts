export * from './types.js';
export * from './registry.js';
export * from './validity.js';
export * from './derive.js';
export * from './publicNames.js';
export { PAYMENT_RECORD_PAGES } from './areas.js';
export * from './audit/rules.js';
export * from './audit/work.js';
export * from './communication/rules.js';
