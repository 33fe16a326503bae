/**
 * The import of a calendar file by an administrator (issue 29): CSV, one day a line as `date,kind,name`
 * (kind holiday | workday; an optional header line `date,kind,name`; a name with a comma in double quotes).
 * The whole file is checked before anything is stored: every bad line is reported with its number and the reason
 * (an i18n key), and then nothing changes. iCalendar (.ics) files are read on the server with ical.js
 * (apps/server/src/modules/staff/calendarIcs.ts), each day through the same checks.
 */
import { calendarEntryBody } from './calendar.js';
import type { CalendarDay } from './holidays.js';

/** The most lines a calendar file may have (a year has 366 days). */
export const CALENDAR_IMPORT_MAX_LINES = 5000;
/** Most days one iCalendar event may give (a Spring Festival is nine; a year is the most an event may hold). */
export const CALENDAR_EVENT_MAX_DAYS = 366;

export interface CalendarImportError {
  /** 1-based line number in the file. */
  line: number;
  /** i18n key of the reason. */
  reason: string;
  /** The column the reason is about (date, kind, name), for the message's {{field}}. */
  field?: string;
}
export type CalendarImportResult = { ok: true; days: CalendarDay[]; years: number[] } | { ok: false; errors: CalendarImportError[] };

/** The fields of one CSV line (RFC 4180 quoting); null when a quote is not closed. */
export function csvFields(line: string): string[] | null {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cur += ch;
    else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (quoted) return null;
  out.push(cur);
  return out.map((f) => f.trim());
}

/** Reads a CSV calendar: the days, the years they cover, or every bad line. */
export function parseCalendarCsv(text: string): CalendarImportResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: CalendarImportError[] = [];
  const days: CalendarDay[] = [];
  const seen = new Map<string, number>();
  if (lines.length > CALENDAR_IMPORT_MAX_LINES) return { ok: false, errors: [{ line: CALENDAR_IMPORT_MAX_LINES + 1, reason: 'calendar.import.tooLong' }] };
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const fields = csvFields(raw);
    if (!fields) return errors.push({ line, reason: 'calendar.import.quote' });
    if (i === 0 && fields[0]?.toLowerCase() === 'date') return;
    if (fields.length !== 3) return errors.push({ line, reason: 'calendar.import.columns' });
    const parsed = calendarEntryBody.safeParse({ date: fields[0], kind: fields[1], name: fields[2] });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return errors.push({ line, reason: issue?.message ?? 'validation.invalid', field: String(issue?.path[0] ?? 'date') });
    }
    const twice = seen.get(parsed.data.date);
    if (twice) return errors.push({ line, reason: 'calendar.import.twice' });
    seen.set(parsed.data.date, line);
    days.push(parsed.data);
  });
  if (errors.length) return { ok: false, errors };
  if (!days.length) return { ok: false, errors: [{ line: 1, reason: 'calendar.import.empty' }] };
  const years = [...new Set(days.map((d) => Number(d.date.slice(0, 4))))].sort((a, b) => a - b);
  return { ok: true, days, years };
}
