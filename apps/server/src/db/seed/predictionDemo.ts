/**
 * Demo history of the predicted completion (issue 32): 28 Kenya PVoC applications of the third demo customer,
 * issued over the last four months, each with its recorded steps (acceptance check, acceptance, type test, draft
 * review) and their working days, so that the demo customer's submitted Kenya application shows an estimate.
 * Written as rows (the steps took weeks; the seed runs in a second). Once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { addWorkingDays, APPLICATION_TYPE_COUNTRY, calendarOf, FORM_DECLARATIONS, workingDaysBetween, type ClockOptions } from '@tic/shared';
import type { Db } from '../client.js';
import { applications, applicationStepTimes, users } from '../schema/index.js';
import { staffSettings } from '../../modules/staff/settings.js';
import { forgetPredictionCache } from '../../modules/applications/prediction.js';

export const PREDICTION_DEMO_COUNT = 28;
const TITLE = 'Kettles to Nairobi, lot';
/** Each step's working days: a base and a spread, laid out by a fixed sequence (the same history every time). */
const STEPS: { step: string; base: number; spread: number }[] = [
  { step: 'acceptance_check', base: 1, spread: 2 },
  { step: 'acceptance', base: 1, spread: 3 },
  { step: 'type_test', base: 5, spread: 8 },
  { step: 'certificate_issuance', base: 1, spread: 3 },
];

export async function seedPredictionDemo(db: Db) {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo3'`);
  if (!customer) return;
  const [done] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, customer.id), sql`${applications.title} like ${`${TITLE}%`}`))
    .limit(1);
  if (done) return;
  const calendar: ClockOptions = { ...staffSettings.zone, ...calendarOf(staffSettings.calendarSeed) };
  const now = Date.now();
  for (let i = 0; i < PREDICTION_DEMO_COUNT; i++) {
    let at = new Date(now - (120 - i * 3) * 86_400_000);
    const [app] = await db
      .insert(applications)
      .values({
        userId: customer.id,
        businessArea: FORM_DECLARATIONS.customs.area,
        form: 'customs',
        applicationType: 'kenya_pvoc',
        title: `${TITLE} ${i + 1}`,
        status: 'issued',
        stage: FORM_DECLARATIONS.customs.stage,
        processStep: 'end',
        country: APPLICATION_TYPE_COUNTRY.kenya_pvoc ?? null,
        submittedAt: at,
      })
      .returning({ id: applications.id });
    const rows = STEPS.map(({ step, base, spread }, k) => {
      const days = base + (((i + 1) * (k + 3) * 7) % (spread * 4)) / 4;
      const startedAt = at;
      at = addWorkingDays(at, days, calendar);
      return {
        applicationId: app!.id,
        form: 'customs',
        applicationType: 'kenya_pvoc',
        step,
        startedAt,
        endedAt: at,
        elapsedDays: workingDaysBetween(startedAt, at, calendar),
      };
    });
    await db.insert(applicationStepTimes).values(rows);
    await db.update(applications).set({ updatedAt: at }).where(eq(applications.id, app!.id));
  }
  // The demo applications submitted before this read the history while it was empty (this process's cache).
  forgetPredictionCache();
}
