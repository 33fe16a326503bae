import { describe, expect, it } from 'vitest';
import { workStepsOf } from '@tic/shared';
import { advanceChoices } from './steps';

describe('advanceChoices', () => {
  it("lists the line's steps in their declared order and suggests the one after the current", () => {
    const cb = workStepsOf('cb');
    expect(advanceChoices('cb', cb[0]).steps).toEqual(cb.slice(1));
    expect(advanceChoices('cb', cb[0]).next).toBe(cb[1]);
    expect(advanceChoices('cb', cb[1]).next).toBe(cb[2]);
  });
  it('suggests the first step before the line has reached its steps, none after the last', () => {
    const customs = workStepsOf('customs');
    expect(advanceChoices('customs', 'acceptance')).toEqual({ steps: [...customs], next: customs[0] });
    expect(advanceChoices('customs', customs.at(-1)).next).toBeUndefined();
  });
});
