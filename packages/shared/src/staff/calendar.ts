/**
 * The holiday calendar the administrators maintain (issue 14): the validation of an entry, used by the server
 * (400) and by the staff screen before it sends. One rule set: a real date (YYYY-MM-DD), a holiday or a make-up
 * working day, a name; a date is never both, and a make-up working day is a Saturday or a Sunday.
 */
import { z } from 'zod';
import { HOLIDAY_KINDS, type CalendarDay } from './holidays.js';

export const CALENDAR_NAME_MAX = 60;
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2100;

/** A calendar date that exists (2026-02-30 does not), within the years the calendar keeps. */
export const calendarDate = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (s) => {
      const t = Date.parse(`${s}T00:00:00Z`);
      const year = Number(s.slice(0, 4));
      return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s && year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
    },
    { error: 'validation.date' },
  );

/** Saturday or Sunday (the calendar date itself, whatever the zone). */
export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

export const calendarEntryBody = z
  .object({
    date: calendarDate,
    kind: z.enum(HOLIDAY_KINDS, { error: 'validation.choice' }),
    name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(CALENDAR_NAME_MAX, { error: 'validation.tooLong' }),
  })
  .superRefine((v, c) => {
    if (v.kind === 'workday' && !isWeekend(v.date)) c.addIssue({ code: 'custom', path: ['date'], message: 'validation.workdayOnWeekday' });
  });
export type CalendarEntryBody = z.infer<typeof calendarEntryBody>;

/**
 * The rule against what is stored: a date already listed as the other kind is both a holiday and a make-up day
 * (400 calendar.both); listed as the same kind, it is already there (409 calendar.exists). Null: it may be added.
 */
export function calendarConflict(days: readonly CalendarDay[], entry: { date: string; kind: string }): { status: 400 | 409; reason: string } | null {
  const same = days.find((d) => d.date === entry.date);
  if (!same) return null;
  return same.kind === entry.kind ? { status: 409, reason: 'calendar.exists' } : { status: 400, reason: 'calendar.both' };
}

export const calendarYearQuery = z.object({
  year: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(CALENDAR_YEAR_MIN, { error: 'validation.invalid' })
    .max(CALENDAR_YEAR_MAX, { error: 'validation.invalid' }),
});
export const calendarDateParam = z.object({ date: calendarDate });

export const calendarDaySchema = z.object({
  date: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  name: z.string(),
  created_at: z.string().nullable(),
  created_by: z.string().nullable(),
});
export const calendarYearSchema = z.object({
  year: z.number().int(),
  days: z.array(calendarDaySchema),
  /** The office's IANA time zone the working days are counted in. */
  time_zone: z.string(),
  /** The last day the stored calendar covers (31 December of its last year; null: empty). */
  ends_on: z.string().nullable(),
  /** Within CALENDAR_WARNING_DAYS of ends_on (or past it): the screen warns the administrators. */
  runs_out_soon: z.boolean(),
});
export type CalendarYear = z.infer<typeof calendarYearSchema>;

/** POST /staff/holidays/import: the file's name and text (CSV: date,kind,name a line). */
export const calendarImportBody = z.object({
  file_name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
  content: z.string({ error: 'validation.required' }).max(200_000, { error: 'calendar.import.tooLong' }),
});
export type CalendarImportBody = z.infer<typeof calendarImportBody>;
export const calendarImportResultSchema = z.object({ years: z.array(z.number().int()), days: z.number().int() });

/** GET /calendar/working-days: what the booking form needs to count working days as the back office does. */
export const workingCalendarSchema = z.object({ time_zone: z.string(), holidays: z.array(z.string()), workdays: z.array(z.string()) });
export type WorkingCalendar = z.infer<typeof workingCalendarSchema>;
