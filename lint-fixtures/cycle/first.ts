import { second } from './second.js';

export const first = (n: number): number => (n <= 0 ? 0 : second(n - 1));
