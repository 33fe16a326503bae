import { betaTypes } from '../beta/declaration.js';
import type { LineShape } from '../types.js';

export const alpha: LineShape = { name: 'alpha', types: [...betaTypes, 'alpha_type'] };
