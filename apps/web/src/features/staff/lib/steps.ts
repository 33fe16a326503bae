import { workStepsOf, type ProcessStep } from '@tic/shared';

/**
 * The "Advance step" dialog's choices (issue 27): the line's work steps in their declared order (the engineer took
 * the first of an unordered list and bounced between type test and factory inspection), without the current one,
 * and the step after the current one suggested (the first when the work has not reached the line's steps yet;
 * none after the last). The order is the line's (`workStepsOf`), so it follows wherever the line declares it.
 */
export function advanceChoices(form: string | undefined, current: string | null | undefined): { steps: ProcessStep[]; next?: ProcessStep } {
  const all = workStepsOf(form);
  const at = current ? all.indexOf(current as ProcessStep) : -1;
  return { steps: all.filter((s) => s !== current), next: at >= 0 ? all[at + 1] : all[0] };
}
