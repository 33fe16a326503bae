import { first } from './first.js';

export const second = (n: number): number => (n <= 0 ? 1 : first(n - 1));
