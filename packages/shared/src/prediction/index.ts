export * from './quantiles.js';
export * from './predict.js';
export * from './schema.js';
