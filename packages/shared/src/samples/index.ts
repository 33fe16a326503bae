export * from './retention.js';
export * from './schemas.js';
