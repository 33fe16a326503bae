import { describe, expect, it } from 'vitest';
import { addWorkingDays, daysLeft, nextClock, STOPPED_CLOCK, workingDaysBetween } from './workingDays.js';
import { owesMoney, slaStepOf, waitingOf, waitingOnOf } from './waiting.js';
import { parseDateList, PROVIDER_HOLIDAYS } from './holidays.js';

// 2026-11-23 is a Monday. The clock's zone here is UTC (offset 0) unless a test says otherwise.
const at = (iso: string) => new Date(iso);
const targets = { acceptance_check: 2, type_test: 10 };

describe('working days', () => {
  it('counts Monday to Friday only, in fractions', () => {
    expect(workingDaysBetween(at('2026-11-23T00:00Z'), at('2026-11-24T00:00Z'))).toBe(1);
    expect(workingDaysBetween(at('2026-11-27T12:00Z'), at('2026-11-30T12:00Z'))).toBe(1); // Fri noon -> Mon noon
    expect(workingDaysBetween(at('2026-11-28T00:00Z'), at('2026-11-30T00:00Z'))).toBe(0); // the weekend
    expect(workingDaysBetween(at('2026-11-30T00:00Z'), at('2026-11-23T00:00Z'))).toBe(0);
  });
  it('adds working days across a weekend and holidays', () => {
    expect(addWorkingDays(at('2026-11-26T12:00Z'), 2).toISOString()).toBe('2026-11-30T12:00:00.000Z'); // Thu noon + 2 -> Mon noon
    expect(addWorkingDays(at('2026-11-26T12:00Z'), 2, { holidays: ['2026-11-30'] }).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(addWorkingDays(at('2026-11-28T10:00Z'), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z'); // Saturday: from Monday 00:00
  });
  it('skips the holiday calendar and works its make-up weekend days', () => {
    const cal = { offsetMinutes: 0, ...PROVIDER_HOLIDAYS };
    // National Day: Wednesday 30 September + 1 working day -> Thursday 8 October (1-7 October off).
    expect(addWorkingDays(at('2026-09-30T12:00Z'), 1, cal).toISOString()).toBe('2026-10-08T12:00:00.000Z');
    // Saturday 10 October is a make-up working day: Friday 9 noon + 1 -> Saturday 10 noon.
    expect(addWorkingDays(at('2026-10-09T12:00Z'), 1, cal).toISOString()).toBe('2026-10-10T12:00:00.000Z');
    expect(workingDaysBetween(at('2026-10-01T00:00Z'), at('2026-10-08T00:00Z'), cal)).toBe(0);
    // Spring Festival (15-23 February) and the make-up Saturday 14 February.
    expect(workingDaysBetween(at('2026-02-13T00:00Z'), at('2026-02-25T00:00Z'), cal)).toBe(3); // 13, 14 (make-up Saturday) and 24
    expect(daysLeft(at('2026-10-09T00:00Z'), at('2026-09-30T00:00Z'), cal)).toBe(2); // 30 Sep and 8 Oct
    expect(PROVIDER_HOLIDAYS.holidays).toContain('2026-02-17');
  });
  it('reads a configured calendar or refuses it naming the variable', () => {
    expect(parseDateList('["2026-12-25"]', 'SLA_HOLIDAYS')).toEqual(['2026-12-25']);
    expect(() => parseDateList('["25/12/2026"]', 'SLA_HOLIDAYS')).toThrow('SLA_HOLIDAYS');
    expect(() => parseDateList('nope', 'SLA_WORKDAYS')).toThrow('SLA_WORKDAYS');
  });
  it('reads the working week in the provider time zone', () => {
    // Friday 20:00 UTC is Saturday 04:00 in China: no working time left that (local) day.
    expect(workingDaysBetween(at('2026-11-27T20:00Z'), at('2026-11-28T08:00Z'), { offsetMinutes: 480 })).toBe(0);
  });
  it('days left: positive before the due time, negative after', () => {
    expect(daysLeft(at('2026-11-25T00:00Z'), at('2026-11-23T00:00Z'))).toBe(2);
    expect(daysLeft(at('2026-11-23T00:00Z'), at('2026-11-24T12:00Z'))).toBe(-1.5);
    expect(daysLeft(null, at('2026-11-23T00:00Z'))).toBeNull();
  });
});

describe('the service-level clock with pauses', () => {
  it('runs while waiting on us, pauses while waiting on the customer, resumes with the days used', () => {
    const submitted = nextClock(STOPPED_CLOCK, { status: 'pending_acceptance', processStep: 'pending' }, at('2026-11-23T00:00Z'), targets);
    expect(submitted).toMatchObject({ step: 'acceptance_check', usedDays: 0 });
    expect(submitted.dueAt!.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    // Returned after one working day: paused with one day used.
    const returned = nextClock(submitted, { status: 'returned', processStep: 'acceptance' }, at('2026-11-24T00:00Z'), targets);
    expect(returned).toEqual({ step: 'acceptance_check', usedDays: 1, runningSince: null, dueAt: null });
    // The customer takes a week (not counted); resubmitted on Tuesday 1 Dec: one day left.
    const resubmitted = nextClock(returned, { status: 'pending_acceptance', processStep: 'pending' }, at('2026-12-01T00:00Z'), targets);
    expect(resubmitted.usedDays).toBe(1);
    expect(resubmitted.dueAt!.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    // Accepted: a new step, a new target from zero.
    const accepted = nextClock(resubmitted, { status: 'processing', processStep: 'type_test' }, at('2026-12-01T12:00Z'), targets);
    expect(accepted).toMatchObject({ step: 'type_test', usedDays: 0 });
    expect(accepted.dueAt!.toISOString()).toBe('2026-12-15T12:00:00.000Z');
    // Issued: the clock stops.
    expect(nextClock(accepted, { status: 'issued', processStep: 'end' }, at('2026-12-03T00:00Z'), targets)).toEqual(STOPPED_CLOCK);
  });
  it('a change in the same running step keeps its start and due time', () => {
    const a = nextClock(STOPPED_CLOCK, { status: 'processing', processStep: 'type_test' }, at('2026-11-23T00:00Z'), targets);
    const b = nextClock(a, { status: 'processing', processStep: 'type_test' }, at('2026-11-25T00:00Z'), targets);
    expect(b).toEqual(a);
  });
  it('whom it waits on', () => {
    expect(waitingOnOf({ status: 'returned', processStep: 'acceptance' })).toBe('customer');
    expect(waitingOnOf({ status: 'processing', processStep: 'certificate_issuance' })).toBe('customer');
    expect(waitingOnOf({ status: 'processing', processStep: 'type_test' })).toBe('provider');
    expect(waitingOnOf({ status: 'pending_acceptance', processStep: 'pending' })).toBe('provider');
    expect(waitingOnOf({ status: 'issued', processStep: 'end' })).toBeNull();
    expect(slaStepOf({ status: 'draft', processStep: 'pending' })).toBeNull();
  });
  it.each([
    [
      { status: 'returned', processStep: 'acceptance' },
      { on: 'customer', reason: 'returned' },
    ],
    [
      { status: 'processing', processStep: 'additional_information' },
      { on: 'customer', reason: 'additional_information' },
    ],
    [
      { status: 'processing', processStep: 'sample_delivery' },
      { on: 'customer', reason: 'samples' },
    ],
    [
      { status: 'processing', processStep: 'certificate_issuance', owes: true },
      { on: 'customer', reason: 'draft_review' },
    ],
    [
      { status: 'processing', processStep: 'type_test', owes: true },
      { on: 'customer', reason: 'payment' },
    ],
    [
      { status: 'processing', processStep: 'type_test', owes: false },
      { on: 'provider', reason: null },
    ],
    [
      { status: 'pending_acceptance', processStep: 'pending', owes: true },
      { on: 'provider', reason: null },
    ],
    [{ status: 'issued', processStep: 'end', owes: true }, null],
  ])('waits on %o: %o', (state, expected) => {
    expect(waitingOf(state)).toEqual(expected);
  });
  it('accepted fees above what is paid are owed', () => {
    expect(owesMoney({ quotedAmount: '284.2900', paidAmount: '100' })).toBe(true);
    expect(owesMoney({ quotedAmount: '284.29', paidAmount: '284.2900' })).toBe(false);
    expect(owesMoney({ quotedAmount: '0', paidAmount: '0' })).toBe(false);
  });
  it('a request for information pauses the step it interrupted; the answer restores the days it had left', () => {
    // Monday 23 November (the default calendar counts in UTC): type test, 10 working days.
    const running = nextClock(STOPPED_CLOCK, { status: 'processing', processStep: 'type_test' }, at('2026-11-23T00:00Z'), targets);
    // Two working days later (Wednesday) information is requested: the step is kept, two days used, no due time.
    const asked = nextClock(running, { status: 'processing', processStep: 'additional_information' }, at('2026-11-25T00:00Z'), targets);
    expect(asked).toEqual({ step: 'type_test', usedDays: 2, runningSince: null, dueAt: null });
    // Answered a week later (Wednesday 2 December): eight working days left, to the end of Friday 11 December.
    const answered = nextClock(asked, { status: 'processing', processStep: 'type_test' }, at('2026-12-02T00:00Z'), targets);
    expect(answered).toMatchObject({ step: 'type_test', usedDays: 2 });
    expect(answered.dueAt!.toISOString()).toBe('2026-12-12T00:00:00.000Z');
  });
  it('unpaid accepted fees pause the step; the payment resumes it with the days left', () => {
    const running = nextClock(STOPPED_CLOCK, { status: 'processing', processStep: 'type_test' }, at('2026-11-23T00:00Z'), targets);
    const unpaid = nextClock(running, { status: 'processing', processStep: 'type_test', owes: true }, at('2026-11-24T00:00Z'), targets);
    expect(unpaid).toEqual({ step: 'type_test', usedDays: 1, runningSince: null, dueAt: null });
    const paid = nextClock(unpaid, { status: 'processing', processStep: 'type_test', owes: false }, at('2026-11-30T00:00Z'), targets);
    expect(paid.dueAt!.toISOString()).toBe('2026-12-11T00:00:00.000Z');
  });
});
