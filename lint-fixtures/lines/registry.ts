import { alpha } from './alpha/declaration.js';
import { beta } from './beta/declaration.js';

export const LINES = [alpha, beta];
