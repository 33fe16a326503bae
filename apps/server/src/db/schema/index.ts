export * from './users.js';
export * from './access.js';
export * from './reference.js';
export * from './geo.js';
export * from './hs.js';
export * from './billing.js';
export * from './content.js';
export * from './configuration.js';
