/**
 * The recorded step durations (issue 32): transition() writes one row when an application's service-level step
 * ends (the step changes, or the work finishes or is cancelled); the predicted completion reads those of issued
 * applications of the same line and type (./prediction.ts).
 */
import { sql } from 'drizzle-orm';
import { workingDaysBetween, type ClockOptions } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { applicationStepTimes } from '../../db/schema/index.js';
import type { ApplicationRow } from './repo.js';

/** How many of the latest similar completed applications the prediction reads. */
export const HISTORY_LIMIT = 2000;
/** The window the usual queue of a step is averaged over (Little's law: the time spent there in it, over its length). */
export const USUAL_QUEUE_WINDOW_DAYS = 90;
/** Fewer days of observation than this: the usual queue is not known. */
export const USUAL_QUEUE_MIN_DAYS = 14;
const ACTIVE = sql`('pending_acceptance', 'returned', 'processing')`;

/** When the application's step `app.slaStep` ends at `now` (its next step differs): one row with its working days. */
export async function recordStepEnd(tx: Tx, app: ApplicationRow, nextStep: string | null, now: Date, calendar: ClockOptions) {
  if (!app.slaStep || app.slaStep === nextStep) return;
  const startedAt = app.slaStepSince ?? app.submittedAt ?? app.updatedAt;
  await tx.insert(applicationStepTimes).values({
    applicationId: app.id,
    form: app.form,
    applicationType: app.applicationType,
    step: app.slaStep,
    startedAt,
    endedAt: now,
    elapsedDays: workingDaysBetween(startedAt, now, calendar),
  });
}

export interface PathFromStep {
  /** The steps from the first time it entered the step on, in order, and the working days each took. */
  steps: string[];
  days: number[];
}

export const stepTimesRepo = {
  /**
   * ONE query: the latest HISTORY_LIMIT issued applications of the line and type that went through `step` (among
   * the newest 2 × HISTORY_LIMIT rows of that step: a backward walk of one index, whatever the history's size), each
   * with its steps and their working days from its first time there (in that window) to the end.
   */
  async pathsFrom(db: Db, form: string, type: string, step: string): Promise<PathFromStep[]> {
    const rows = rowsOf<{ steps: string[] | string; days: number[] | string }>(
      await db.execute(sql`
        with recent as (
          select t.application_id, t.id
          from application_step_times t
          where t.form = ${form} and t.application_type = ${type} and t.step = ${step}
          order by t.id desc
          limit ${HISTORY_LIMIT * 2}
        ),
        firsts as (
          select r.application_id, min(r.id) as first_id
          from recent r
          join applications a on a.id = r.application_id and a.status = 'issued'
          group by r.application_id
          order by max(r.id) desc
          limit ${HISTORY_LIMIT}
        )
        select json_agg(t.step order by t.id) as steps, json_agg(t.elapsed_days order by t.id) as days
        from firsts f
        join application_step_times t on t.application_id = f.application_id and t.id >= f.first_id
        group by f.application_id`),
    );
    const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    return rows.map((r) => ({ steps: parse(r.steps), days: parse(r.days).map(Number) }));
  },

  /**
   * The step's queue now (open applications of the line in it) and its usual length: the time applications spent
   * in it over the last window (or since its first recorded entry, when later) divided by that time. Observed for
   * less than USUAL_QUEUE_MIN_DAYS: unknown (0), the prediction makes no adjustment.
   */
  async queue(db: Db, form: string, step: string, now: Date): Promise<{ current: number; usual: number }> {
    const from = new Date(now.getTime() - USUAL_QUEUE_WINDOW_DAYS * 86_400_000);
    const [r] = rowsOf<{ current: number | string; seconds: number | string | null; earliest: string | Date | null }>(
      await db.execute(sql`
        with spans as (
          select greatest(started_at, ${from}::timestamptz) as s, least(ended_at, ${now}::timestamptz) as e
            from application_step_times where form = ${form} and step = ${step} and ended_at > ${from}::timestamptz
          union all
          select greatest(coalesce(sla_step_since, ${now}::timestamptz), ${from}::timestamptz), ${now}::timestamptz
            from applications where form = ${form} and sla_step = ${step} and status in ${ACTIVE}
        )
        select
          (select count(*) from applications where form = ${form} and sla_step = ${step} and status in ${ACTIVE}) as current,
          (select sum(extract(epoch from e - s)) from spans where e > s) as seconds,
          (select min(s) from spans) as earliest`),
    );
    const current = Number(r?.current ?? 0);
    const observed = r?.earliest ? (now.getTime() - new Date(r.earliest).getTime()) / 1000 : 0;
    if (observed < USUAL_QUEUE_MIN_DAYS * 86_400) return { current, usual: 0 };
    return { current, usual: Number(r?.seconds ?? 0) / observed };
  },
};
