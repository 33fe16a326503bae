export * from './roles.js';
export * from './policy.js';
export * from './waiting.js';
export * from './workingDays.js';
export * from './schemas.js';
export * from './detailSchema.js';
export * from './holidays.js';
export * from './calendar.js';
