/**
 * The predicted completion of a submitted application (issue 32): the working-day durations by which half (p50) and
 * nine in ten (p90) similar completed applications finished the steps still ahead, and the office dates they fall on.
 * Pure: the server reads the history of recorded step durations (same line and type, passed through the current step)
 * and the queues, this turns them into dates with the service-level clock's calendar (weekends and holidays skipped).
 */
import { addWorkingDays, localDate, type ClockOptions } from '../staff/workingDays.js';
import { empiricalQuantile, sortedCopy } from './quantiles.js';

/** Below this many similar completed applications there is no estimate (never a made-up date). */
export const PREDICTION_MIN_SAMPLE = 20;
/** How far the next step's queue may stretch or shorten its durations (a queue of 0 is no faster than half). */
export const QUEUE_FACTOR_MIN = 0.5;
export const QUEUE_FACTOR_MAX = 3;

/** One completed application's step durations in working days, from the current step on (current first, then the next ...). */
export type StepHistory = readonly number[];

export interface QueueNow {
  /** Applications waiting in the next step now. */
  current: number;
  /** How many usually wait there (its mean over a recent window); 0 or less: unknown, no adjustment. */
  usual: number;
}

export interface PredictionInput {
  history: readonly StepHistory[];
  /** Working days the application has already spent in its current step. */
  elapsedDays: number;
  /** The next step's queue now against its usual length: a longer queue stretches the next step's durations. */
  queue?: QueueNow | null;
  minSample?: number;
}

export type DaysPrediction = { p50: number; p90: number; sample: number } | { insufficient: true; sample: number };
export type DatePrediction = { p50: string; p90: string; sample: number } | { insufficient: true; sample: number };

/** The factor the next step's durations are scaled by: its queue now over its usual queue, within bounds. */
export function queueFactor(queue: QueueNow | null | undefined): number {
  if (!queue || !(queue.usual > 0) || !(queue.current >= 0)) return 1;
  return Math.min(QUEUE_FACTOR_MAX, Math.max(QUEUE_FACTOR_MIN, queue.current / queue.usual));
}

/**
 * The remaining working days of the similar applications that had spent at least as long in the current step
 * (those that finished it sooner tell nothing about one still in it): what was left of the current step, the
 * next step scaled by the queue, the rest as it was.
 */
export function remainingDays(input: PredictionInput): number[] {
  const elapsed = Math.max(0, input.elapsedDays);
  const factor = queueFactor(input.queue);
  const out: number[] = [];
  for (const steps of input.history) {
    const current = steps[0] ?? 0;
    if (current < elapsed) continue;
    let left = current - elapsed;
    for (let i = 1; i < steps.length; i++) left += i === 1 ? steps[i]! * factor : steps[i]!;
    out.push(left);
  }
  return out;
}

/** p50 and p90 of the remaining working days, or insufficient below the minimum sample. */
export function predictDays(input: PredictionInput): DaysPrediction {
  const left = sortedCopy(remainingDays(input));
  const min = input.minSample ?? PREDICTION_MIN_SAMPLE;
  if (left.length < min) return { insufficient: true, sample: left.length };
  return { p50: empiricalQuantile(left, 0.5), p90: empiricalQuantile(left, 0.9), sample: left.length };
}

/** The office date (YYYY-MM-DD) `days` working days after `now`, as the clock counts them. */
export const workingDateAfter = (now: Date, days: number, calendar: ClockOptions) => localDate(addWorkingDays(now, days, calendar), calendar);

/** The prediction as office dates: p50 and p90 working days counted from `now` on the calendar. */
export function predictCompletion(input: PredictionInput & { now: Date; calendar: ClockOptions }): DatePrediction {
  const d = predictDays(input);
  if ('insufficient' in d) return d;
  return { p50: workingDateAfter(input.now, d.p50, input.calendar), p90: workingDateAfter(input.now, d.p90, input.calendar), sample: d.sample };
}
