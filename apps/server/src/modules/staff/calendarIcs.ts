/**
 * The iCalendar (.ics) side of the calendar import (issue 29), read with ical.js (Mozilla's parser): each all-day
 * VEVENT is one or more days (DTEND is exclusive, as RFC 5545 says); an event whose SUMMARY or CATEGORIES says it is
 * a working day (补班, 上班, "make-up", "working day", "workday") is a make-up working day, every other one a
 * holiday. The days then pass the same checks as a CSV line (calendarEntryBody: a make-up day on a weekend, a name of
 * at most CALENDAR_NAME_MAX characters) and a date twice is refused; errors name the line where the event begins.
 * Timed and recurring events are refused: a public holiday is a whole day and each year's are published anew (a
 * yearly rule would repeat a lunar holiday on the wrong dates), so a recurrence never expands past the limit of
 * CALENDAR_EVENT_MAX_DAYS days an event may span (400 calendar.import.icsTooLong, naming its line).
 */
import ICAL from 'ical.js';
import { CALENDAR_EVENT_MAX_DAYS, calendarEntryBody, plusDays, type CalendarDay, type CalendarImportError, type CalendarImportResult } from '@tic/shared';

const WORKDAY = /补班|上班|make-up|working day|\bworkday\b/i;

/** The 1-based line of each BEGIN:VEVENT in the text, in order. */
function eventLines(text: string): number[] {
  const out: number[] = [];
  text.split(/\r\n|\n|\r/).forEach((l, i) => {
    if (/^BEGIN:VEVENT\s*$/i.test(l)) out.push(i + 1);
  });
  return out;
}

export function parseCalendarIcs(text: string): CalendarImportResult {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')));
  } catch {
    return { ok: false, errors: [{ line: 1, reason: 'calendar.import.icsInvalid' }] };
  }
  const lines = eventLines(text);
  const errors: CalendarImportError[] = [];
  const days: CalendarDay[] = [];
  const seen = new Set<string>();
  root.getAllSubcomponents('vevent').forEach((vevent, i) => {
    const line = lines[i] ?? 1;
    const event = new ICAL.Event(vevent);
    const start = event.startDate;
    if (!start || !start.isDate) return errors.push({ line, reason: 'calendar.import.icsNotAllDay' });
    if (event.isRecurring()) return errors.push({ line, reason: 'calendar.import.icsRecurring' });
    const first = start.toString();
    const endDate = event.endDate;
    const last = endDate && endDate.isDate && endDate.compare(start) > 0 ? plusDays(endDate.toString(), -1) : first;
    const categories = vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String));
    const name = String(event.summary ?? '').trim();
    const kind = [name, ...categories].some((s) => WORKDAY.test(s)) ? 'workday' : 'holiday';
    // More than a year in one event (a DTEND years later): refused before a day of it is read.
    if (last >= plusDays(first, CALENDAR_EVENT_MAX_DAYS)) return errors.push({ line, reason: 'calendar.import.icsTooLong' });
    for (let date = first; date <= last; date = plusDays(date, 1)) {
      const parsed = calendarEntryBody.safeParse({ date, kind, name });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        errors.push({ line, reason: issue?.message ?? 'validation.invalid', field: String(issue?.path[0] ?? 'date') });
        continue;
      }
      if (seen.has(date)) {
        errors.push({ line, reason: 'calendar.import.twice' });
        continue;
      }
      seen.add(date);
      days.push(parsed.data);
    }
  });
  if (errors.length) return { ok: false, errors };
  if (!days.length) return { ok: false, errors: [{ line: 1, reason: 'calendar.import.empty' }] };
  const years = [...new Set(days.map((d) => Number(d.date.slice(0, 4))))].sort((a, b) => a - b);
  return { ok: true, days, years };
}
