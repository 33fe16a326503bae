import type { LineWorkStep } from './types.js';

/** Work steps in order, each suggesting the one after it (the last suggests none). */
export const chain = <const S extends string>(...steps: readonly S[]): LineWorkStep<S>[] => steps.map((step, i) => ({ step, next: steps[i + 1] ?? null }));
