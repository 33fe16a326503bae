export * from './kinds.js';
export * from './expiry.js';
export * from './schemas.js';
