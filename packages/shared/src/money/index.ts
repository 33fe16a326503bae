export * from './money.js';
export * from './rules.js';
