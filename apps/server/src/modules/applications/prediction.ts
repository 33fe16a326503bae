/**
 * The predicted completion of a submitted, unfinished application (issue 32), computed on read: the shared
 * predictCompletion over the recorded step durations of issued applications of the same line and type that went
 * through its current step, the working days it has spent in that step, and the queue of the step that usually
 * follows. The history and queues are cached per line, type and step for HISTORY_TTL_MS.
 */
import { predictCompletion, slaStepOf, workingDaysBetween, type Prediction } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { calendarService } from '../staff/calendar.js';
import type { ApplicationRow } from './repo.js';
import { stepTimesRepo, type PathFromStep } from './stepTimesRepo.js';
import { businessClock } from '../../platform/clock.js';

const HISTORY_TTL_MS = 60_000;
const OPEN = ['pending_acceptance', 'returned', 'processing'];
/** Per database (the server test files share one module graph per worker, each with its own database). */
let caches = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < HISTORY_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** After writing a history directly (the demo seed, tests), this process forgets what it cached. */
export const forgetPredictionCache = () => {
  caches = new WeakMap();
};

/** The step that most often came next in the history (null: none followed). */
function usualNextStep(paths: readonly PathFromStep[]): string | null {
  const counts = new Map<string, number>();
  for (const p of paths) if (p.steps[1]) counts.set(p.steps[1], (counts.get(p.steps[1]) ?? 0) + 1);
  let best: string | null = null;
  for (const [step, n] of counts) if (best === null || n > counts.get(best)!) best = step;
  return best;
}

/** The step an application of the line and type is in, since `since`: the shared prediction over its history and the next step's queue. */
async function predictStep(db: Db, at: { form: string; type: string; step: string; since: Date }, now: Date): Promise<Prediction> {
  const { form, type, step } = at;
  const paths = await cached(db, `h|${form}|${type}|${step}`, () => stepTimesRepo.pathsFrom(db, form, type, step));
  const next = usualNextStep(paths);
  const queue = next ? await cached(db, `q|${form}|${next}`, () => stepTimesRepo.queue(db, form, next, now)) : null;
  const calendar = await calendarService.current(db);
  return predictCompletion({ history: paths.map((p) => p.days), elapsedDays: workingDaysBetween(at.since, now, calendar), queue, now, calendar });
}

/** The prediction of a submitted, unfinished application; undefined for drafts and finished ones. */
export async function predictionOf(db: Db, a: ApplicationRow, now = businessClock.now()): Promise<Prediction | undefined> {
  if (!OPEN.includes(a.status) || !a.slaStep) return undefined;
  return predictStep(db, { form: a.form, type: a.applicationType, step: a.slaStep, since: a.slaStepSince ?? a.submittedAt ?? a.updatedAt }, now);
}

/** The step an application enters when submitted (the clock's first step). */
const FIRST_STEP = slaStepOf({ status: 'pending_acceptance', processStep: '' })!;

/**
 * The prediction of an application of the line and type submitted now (the scheme finder): the same history and
 * queue as a just-submitted one, nothing of its step used yet; "insufficient" below the minimum sample.
 */
export const predictionForNew = (db: Db, form: string, type: string, now = businessClock.now()): Promise<Prediction> =>
  predictStep(db, { form, type, step: FIRST_STEP, since: now }, now);
