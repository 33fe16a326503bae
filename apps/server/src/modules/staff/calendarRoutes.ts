/**
 * The holiday calendar's API (issues 14 and 29): administrators read a year, add or remove a day and import a
 * CSV file of whole years; any signed-in user reads the working days the booking form's cutoffs count with.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_EVENT_MAX_DAYS,
  CALENDAR_NAME_MAX,
  calendarDateParam,
  calendarEntryBody,
  calendarImportBody,
  calendarImportResultSchema,
  calendarYearQuery,
  calendarYearSchema,
  envelope,
  workingCalendarSchema,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { t } from '../../platform/i18n.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { CalendarImportRefused, calendarService } from './calendar.js';

/** Lines reported in the message of a refused file; the list (data) has them all. */
const LINES_IN_MESSAGE = 5;

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const role = { preValidation: requireRole('holiday_calendar') };
  const tags = ['staff workstation (holiday calendar)'];
  const caller = (req: FastifyRequest) => ({ user: policyUserOf(req.user!), ip: req.ip });

  app.get(
    '/staff/holidays',
    {
      ...role,
      schema: {
        tags,
        summary: "One year's public holidays and make-up working days, the office's time zone and where the calendar ends",
        querystring: calendarYearQuery,
        response: { 200: envelope(calendarYearSchema) },
      },
    },
    async (req) => ok(await calendarService.year(app.db, req.query.year)),
  );
  app.post(
    '/staff/holidays',
    {
      ...role,
      schema: {
        tags,
        summary: 'Add a public holiday or a make-up working day (listed as the other kind: 400; listed: 409); applies to due dates computed afterwards',
        body: calendarEntryBody,
        response: { 200: envelope(calendarYearSchema) },
      },
    },
    async (req) => ok(await calendarService.add(app.db, caller(req), req.body)),
  );
  app.delete(
    '/staff/holidays/:date',
    {
      ...role,
      schema: {
        tags,
        summary: 'Remove a day from the holiday calendar (not listed: 404); applies to due dates computed afterwards',
        params: calendarDateParam,
        response: { 200: envelope(calendarYearSchema) },
      },
    },
    async (req) => ok(await calendarService.remove(app.db, caller(req), req.params.date)),
  );
  app.post(
    '/staff/holidays/import',
    {
      ...role,
      schema: {
        tags,
        summary:
          'Import a calendar: CSV (date,kind,name a line; kind holiday or workday) or iCalendar (.ics: all-day events are holidays, ' +
          'an event named 补班/上班/make-up/working day a make-up working day). The years it covers are replaced by its days. ' +
          'A bad file: 400 naming every bad line, nothing changed; timed or repeating events are refused.',
        body: calendarImportBody,
        response: { 200: envelope(calendarImportResultSchema) },
      },
    },
    async (req) => {
      try {
        return ok(await calendarService.importFile(app.db, caller(req), req.body.file_name, req.body.content));
      } catch (e) {
        if (!(e instanceof CalendarImportRefused)) throw e;
        const lines = e.errors.map((x) =>
          t(req, 'calendar.import.line', {
            line: x.line,
            reason: t(req, x.reason, { field: t(req, `calendar.${x.field ?? 'date'}`), max: CALENDAR_NAME_MAX, days: CALENDAR_EVENT_MAX_DAYS }),
          }),
        );
        const shown = lines.slice(0, LINES_IN_MESSAGE).join('; ') + (lines.length > LINES_IN_MESSAGE ? ' …' : '');
        throw new AppError(400, 'calendar.import.invalid', { lines: shown }, lines);
      }
    },
  );
  app.get(
    '/calendar/working-days',
    {
      schema: {
        tags,
        summary:
          "The office's time zone, public holidays and make-up working days from today on " +
          "(what the booking form's express and cancellation cutoffs count)",
        response: { 200: envelope(workingCalendarSchema) },
      },
    },
    async () => ok(await calendarService.workingCalendar(app.db)),
  );
};
