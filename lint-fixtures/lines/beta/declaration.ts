import type { LineShape } from '../types.js';

export const betaTypes = ['beta_type'];
export const beta: LineShape = { name: 'beta', types: betaTypes };
