import { describe, expect, it } from 'vitest';
import { unansweredInfoDue, unansweredInfoSchedule } from './rules.js';

const at = (iso: string) => new Date(iso);

describe('communication: a request for additional information unanswered for three months', () => {
  it('closes three calendar months after it was raised, month ends clamped; warns a month and a week before', () => {
    expect(unansweredInfoSchedule(at('2026-03-10T08:00:00Z'))).toEqual({
      closeAt: at('2026-06-10T08:00:00Z'),
      warnAt: { month: at('2026-05-10T08:00:00Z'), week: at('2026-06-03T08:00:00Z') },
    });
    // 30 November + 3 months: the end of February (2027 is not a leap year), not 2 March.
    expect(unansweredInfoSchedule(at('2026-11-30T00:00:00Z')).closeAt).toEqual(at('2027-02-28T00:00:00Z'));
    expect(unansweredInfoSchedule(at('2027-11-30T00:00:00Z')).closeAt).toEqual(at('2028-02-29T00:00:00Z'));
  });

  const raised = at('2026-03-10T08:00:00Z');
  it.each([
    ['2026-04-01T00:00:00Z', {}, null],
    ['2026-05-10T07:59:59Z', {}, null],
    ['2026-05-10T08:00:00Z', {}, { kind: 'warn', warning: 'month' }],
    ['2026-05-20T00:00:00Z', { month: true }, null],
    ['2026-06-03T08:00:00Z', { month: true }, { kind: 'warn', warning: 'week' }],
    // Down for weeks: only the latest warning is sent, and the month's is never sent after the week's.
    ['2026-06-05T00:00:00Z', {}, { kind: 'warn', warning: 'week' }],
    ['2026-06-05T00:00:00Z', { month: true, week: true }, null],
    ['2026-06-10T08:00:00Z', { month: true, week: true }, { kind: 'close' }],
    ['2026-09-01T00:00:00Z', {}, { kind: 'close' }],
  ] as const)('at %s, warned %j: %j', (now, warned, expected) => {
    const due = unansweredInfoDue(raised, warned, at(now));
    if (expected === null) expect(due).toBeNull();
    else expect(due).toMatchObject({ ...expected, closeAt: at('2026-06-10T08:00:00Z') });
  });
});
