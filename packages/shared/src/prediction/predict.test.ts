import { describe, expect, it } from 'vitest';
import { seeded } from '../seeded.js';
import { PROVIDER_HOLIDAYS } from '../staff/holidays.js';
import { addWorkingDays, DEFAULT_TIME_ZONE, isWorkingDate, localDate, type ClockOptions } from '../staff/workingDays.js';
import { empiricalQuantile } from './quantiles.js';
import { predictCompletion, predictDays, queueFactor, remainingDays, workingDateAfter, type StepHistory } from './predict.js';

const calendar: ClockOptions = { timeZone: DEFAULT_TIME_ZONE, holidays: PROVIDER_HOLIDAYS.holidays, workdays: PROVIDER_HOLIDAYS.workdays };

/**
 * The seeded generator (the same seed gives the same history) with a skewed duration: a median of `median` working
 * days, a long right tail (log-normal through Box-Muller).
 */
function generator(seed: number) {
  const { next } = seeded(seed);
  const duration = (median: number) => median * Math.exp(0.7 * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()));
  return { next, duration };
}

describe('empirical quantiles', () => {
  it('are values of the sample: the smallest with at least q·n at or below it', () => {
    const xs = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(empiricalQuantile(xs, 0.5)).toBe(5);
    expect(empiricalQuantile(xs, 0.9)).toBe(9);
    expect(empiricalQuantile(xs, 1)).toBe(10);
    expect(empiricalQuantile([7], 0.9)).toBe(7);
    expect(empiricalQuantile([1, 2, 3], 0.5)).toBe(2);
  });

  it('on a synthetic history: p50 and p90 of the remaining working days', () => {
    // 40 applications whose remaining steps took 1..40 working days in all (current step 0 days long).
    const history: StepHistory[] = Array.from({ length: 40 }, (_, i) => [0, i + 1]);
    expect(predictDays({ history, elapsedDays: 0 })).toEqual({ p50: 20, p90: 36, sample: 40 });
    // Two steps ahead add up.
    const two: StepHistory[] = Array.from({ length: 20 }, (_, i) => [1, 2, i]);
    expect(predictDays({ history: two, elapsedDays: 0 })).toEqual({ p50: 12, p90: 20, sample: 20 });
  });

  it('counts only applications that had spent at least as long in the current step, less what is already spent', () => {
    const history: StepHistory[] = [...Array.from({ length: 20 }, () => [2, 5]), ...Array.from({ length: 20 }, () => [10, 5])];
    expect(remainingDays({ history, elapsedDays: 4 })).toEqual(Array.from({ length: 20 }, () => 11));
    expect(predictDays({ history, elapsedDays: 4 })).toEqual({ p50: 11, p90: 11, sample: 20 });
    expect(predictDays({ history, elapsedDays: 0 })).toEqual({ p50: 7, p90: 15, sample: 40 });
  });

  it('below the minimum sample answers insufficient, never a date', () => {
    const history: StepHistory[] = Array.from({ length: 19 }, () => [1, 1]);
    expect(predictDays({ history, elapsedDays: 0 })).toEqual({ insufficient: true, sample: 19 });
    expect(predictCompletion({ history, elapsedDays: 0, now: new Date(), calendar })).toEqual({ insufficient: true, sample: 19 });
    expect(predictDays({ history: [], elapsedDays: 0 })).toEqual({ insufficient: true, sample: 0 });
    // Twenty in history but only five still as long in the step: insufficient too.
    const mixed: StepHistory[] = [...Array.from({ length: 15 }, () => [1, 1]), ...Array.from({ length: 5 }, () => [9, 1])];
    expect(predictDays({ history: mixed, elapsedDays: 3 })).toEqual({ insufficient: true, sample: 5 });
  });

  it('a longer queue at the next step stretches that step, within bounds; an unknown usual queue changes nothing', () => {
    const history: StepHistory[] = Array.from({ length: 20 }, () => [1, 4, 2]);
    expect(predictDays({ history, elapsedDays: 0, queue: { current: 10, usual: 5 } })).toMatchObject({ p50: 11 });
    expect(predictDays({ history, elapsedDays: 0, queue: { current: 0, usual: 5 } })).toMatchObject({ p50: 5 });
    expect(queueFactor({ current: 100, usual: 1 })).toBe(3);
    expect(queueFactor({ current: 4, usual: 0 })).toBe(1);
    expect(queueFactor(null)).toBe(1);
  });

  it('turns working days into office dates, skipping weekends and holidays as the clock does', () => {
    // Friday 2027-09-24 at 10:00 in Shanghai; Saturday 25 is a day off, Sunday 26 a make-up working day; 1-7 October off.
    const now = new Date('2027-09-24T02:00:00Z');
    expect(workingDateAfter(now, 1, calendar)).toBe('2027-09-26');
    expect(workingDateAfter(now, 5, calendar)).toBe('2027-09-30');
    expect(workingDateAfter(now, 6, calendar)).toBe('2027-10-08');
    const history: StepHistory[] = Array.from({ length: 20 }, (_, i) => [0, i < 10 ? 1 : 6]);
    const p = predictCompletion({ history, elapsedDays: 0, now, calendar });
    expect(p).toEqual({ p50: '2027-09-26', p90: '2027-10-08', sample: 20 });
    if (!('insufficient' in p)) for (const d of [p.p50, p.p90]) expect(isWorkingDate(d, calendar)).toBe(true);
  });
});

describe('calibration on a simulated history (seeded)', () => {
  // Four steps with their own medians and long tails; 600 completed applications make the history, 600 others are
  // observed at an instant of 2027 while in a step, already some working days in, and finish as their durations say.
  const MEDIANS = [2, 8, 4, 2];
  const simulate = (seed: number, nextStepScale = 1, useQueue = true) => {
    const r = generator(seed);
    const app = (scale = 1) => MEDIANS.map((m, i) => r.duration(m) * (i === 1 ? scale : 1));
    const finished = Array.from({ length: 600 }, () => app());
    let byP50 = 0;
    let byP90 = 0;
    let predicted = 0;
    while (predicted < 600) {
      const step = Math.floor(r.next() * 3);
      // The step after the observed one is slowed by a queue nextStepScale times its usual length.
      const steps = MEDIANS.map((m, i) => r.duration(m) * (i === step + 1 ? nextStepScale : 1));
      const elapsed = r.next() * MEDIANS[step]! * 2;
      if (steps[step]! < elapsed) continue; // It left the step before we looked.
      const now = new Date(Date.UTC(2027, 0, 4) + Math.floor(r.next() * 330 * 86_400_000));
      const history = finished.map((s) => s.slice(step));
      const queue = useQueue ? { current: 10 * nextStepScale, usual: 10 } : null;
      const p = predictCompletion({ history, elapsedDays: elapsed, queue, now, calendar });
      if ('insufficient' in p) continue;
      predicted++;
      const left = steps[step]! - elapsed + steps.slice(step + 1).reduce((a, b) => a + b, 0);
      const done = localDate(addWorkingDays(now, left, calendar), calendar);
      if (done <= p.p50) byP50++;
      if (done <= p.p90) byP90++;
    }
    return { byP50: byP50 / predicted, byP90: byP90 / predicted };
  };

  it('at least 85% finish by their nine-in-ten date and about half by their half date', () => {
    const { byP50, byP90 } = simulate(20261129);
    console.log(`calibration: ${(byP50 * 100).toFixed(1)}% by p50, ${(byP90 * 100).toFixed(1)}% by p90`);
    expect(byP90).toBeGreaterThanOrEqual(0.85);
    expect(byP50).toBeGreaterThanOrEqual(0.4);
    expect(byP50).toBeLessThanOrEqual(0.6);
  });

  it('stays calibrated when the next step has twice its usual queue (and would not be without the adjustment)', () => {
    const adjusted = simulate(7, 2);
    expect(adjusted.byP90).toBeGreaterThanOrEqual(0.85);
    expect(adjusted.byP50).toBeGreaterThanOrEqual(0.4);
    expect(adjusted.byP50).toBeLessThanOrEqual(0.6);
    expect(simulate(7, 2, false).byP50).toBeLessThan(0.4);
  });
});
