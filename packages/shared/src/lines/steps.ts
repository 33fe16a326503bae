import type { ProcessStep } from '../lifecycleSteps.js';
import type { LineWorkStep } from './types.js';

/** Work steps in order, each suggesting the one after it (the last suggests none). */
export const chain = (...steps: readonly ProcessStep[]): LineWorkStep[] => steps.map((step, i) => ({ step, next: steps[i + 1] ?? null }));
