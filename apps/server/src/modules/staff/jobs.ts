import type { FastifyInstance } from 'fastify';
import { calendarService } from './calendar.js';

export const CALENDAR_RUNS_OUT_JOB = 'staff.calendar-runs-out';

/** The staff workstation's jobs on the platform queue (docs/jobs.md). */
export function defineStaffJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: CALENDAR_RUNS_OUT_JOB,
    // Daily at 01:05 UTC (09:05 in Shanghai); the warning is written once per end date however often it runs.
    cron: '5 1 * * *',
    retryLimit: 3,
    retryDelay: 60,
    handler: async () => {
      if (await calendarService.warnIfRunningOut(app.db)) {
        const { endsOn } = await calendarService.end(app.db);
        app.log.warn({ endsOn }, 'the holiday calendar runs out soon: administrators, import the next year');
      }
    },
  });
}
