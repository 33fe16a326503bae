export * from './money.js';
export * from './format.js';
export * from './rules.js';
export * from './credit.js';
export * from './statement.js';
export * from './express.js';
export * from './feeCodes.js';
