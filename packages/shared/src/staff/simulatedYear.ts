/**
 * A simulated year of work (issue 29): hundreds of applications of every line go through the lifecycle with an
 * injected clock (every event has its own instant, at any hour of any day, weekends and holidays included):
 * returns, requests for information, quotations accepted and left unpaid, part and full payments, samples, draft
 * reviews, cancellations, issues. After every day it checks what business-lines.md promises:
 * - no clock runs while the work waits on the customer, and a stopped application has no clock;
 * - the working days a step has used equal the time it waited on the provider, counted independently of the
 *   clock's own bookkeeping (pauses add nothing; a resumed step keeps what it had used);
 * - no due date falls on a weekend or holiday (it lies in a working day or ends one), unless the step was
 *   already overdue when it resumed (then it is due at once);
 * - what is issued expires as its line declares for its type (months clamp to the month's end), or never.
 * The shared rules run here as the server runs them (nextState, nextClock, the line registry); the server's own
 * numbering and reminders are proven by their suites on both databases.
 */
import { TZDate } from '@date-fns/tz';
import {
  DRAFT_REVIEW_STEP,
  INFO_STEP,
  SAMPLE_CUSTOMER_STEPS,
  nextState,
  TRANSITION_ACTIONS,
  workStepsOf,
  type LifecycleState,
  type ProcessStep,
  type TransitionAction,
} from '../lifecycle.js';
import { sendsSamples } from '../forms/index.js';
import { LINE_REGISTRY, expiryOf, takesRoute, validityOf } from '../lines/registry.js';
import { periodOf } from '../lines/validity.js';
import { seeded } from '../seeded.js';
import { PROVIDER_HOLIDAYS } from './holidays.js';
import { waitingOf } from './waiting.js';
import {
  DEFAULT_TIME_ZONE,
  STOPPED_CLOCK,
  SLA_TARGET_DAYS,
  isWorkingDate,
  localDate,
  nextClock,
  plusDays,
  targetDaysOf,
  workingDaysBetween,
  type ClockOptions,
  type SlaClock,
} from './workingDays.js';

/** The money the lifecycle's payment actions follow: chosen by the payments module from amounts, here by events. */
const MONEY_ACTIONS: readonly TransitionAction[] = ['quote', 'record_partial_payment', 'record_full_payment', 'reverse_payment', 'withdraw_quote'];
const LIFECYCLE_EVENTS = TRANSITION_ACTIONS.filter((a) => !MONEY_ACTIONS.includes(a) && a !== 'answer_info');
type MoneyEvent = 'quote' | 'accept_quote' | 'pay_part' | 'pay_full';
type Event = TransitionAction | MoneyEvent;

interface SimApp {
  id: number;
  form: string;
  type: string;
  route: string | null;
  state: LifecycleState;
  clock: SlaClock;
  /** A quotation is issued and awaits the customer's decision; `owes`: accepted and not paid in full. */
  quoted: boolean;
  owes: boolean;
  /** The step a request for information interrupted (the answer resumes it). */
  infoFrom: ProcessStep | null;
  /** The independent bookkeeping: the service-level step's run and the working days it waited on the provider. */
  run: string | null;
  providerDays: number;
  last: Date;
  issuedOn: string | null;
}

export interface YearReport {
  applications: number;
  events: number;
  checks: number;
  pauses: number;
  issued: number;
  cancelled: number;
  violations: string[];
}

/**
 * Whom the work waits on as business-lines.md lists it ("returned, additional information, unpaid, samples due",
 * and the draft the customer reviews), written here apart from staff/waiting.ts so the checks do not share its mistakes.
 */
function modelWaits(s: LifecycleState, owes: boolean): 'customer' | 'provider' | null {
  if (s.status === 'returned') return 'customer';
  if (s.status === 'pending_acceptance') return 'provider';
  if (s.status !== 'processing') return null;
  const customerSteps: readonly string[] = [INFO_STEP, DRAFT_REVIEW_STEP, ...SAMPLE_CUSTOMER_STEPS];
  return customerSteps.includes(s.processStep) || owes ? 'customer' : 'provider';
}

/** The step run the independent bookkeeping counts in (a request for information keeps the run it interrupted). */
function runOf(s: LifecycleState, previous: string | null): string | null {
  if (s.status === 'pending_acceptance' || s.status === 'returned') return 'acceptance_check';
  if (s.status !== 'processing') return null;
  return s.processStep === INFO_STEP && previous ? previous : s.processStep;
}

/** The last day of validity computed by hand (UTC calendar arithmetic, months clamped), to check the registry's dates. */
function expectedExpiry(issued: string, period: { months: number } | { days: number } | null): string | null {
  if (!period) return null;
  const [y, m, d] = issued.split('-').map(Number) as [number, number, number];
  if ('days' in period) return plusDays(issued, period.days);
  const total = y * 12 + (m - 1) + period.months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * Runs `applications` applications from `start` (YYYY-MM-DD) for `days` days with `seed`, in the office's zone
 * with the provider's calendar (China 2026-2027 by default), and returns what it did and every broken promise.
 */
export function simulateYear(opts: {
  seed: number;
  applications: number;
  start?: string;
  days?: number;
  calendar?: ClockOptions;
  /** Test the test: a clock that never pauses (it must be caught). */
  breakPauses?: boolean;
}): YearReport {
  const rnd = seeded(opts.seed);
  const start = opts.start ?? '2027-01-01';
  const days = opts.days ?? 365;
  const cal: ClockOptions = opts.calendar ?? { timeZone: DEFAULT_TIME_ZONE, holidays: PROVIDER_HOLIDAYS.holidays, workdays: PROVIDER_HOLIDAYS.workdays };
  const zone = cal.timeZone ?? 'UTC';
  const report: YearReport = { applications: 0, events: 0, checks: 0, pauses: 0, issued: 0, cancelled: 0, violations: [] };
  const fail = (app: SimApp, at: Date, what: string) => {
    if (report.violations.length < 50)
      report.violations.push(`#${app.id} ${app.form}/${app.type} ${app.state.status}/${app.state.processStep} at ${at.toISOString()}: ${what}`);
  };
  /** An instant on a local day at a local hour (any day: customers act on weekends, jobs run at night). */
  const instant = (date: string, minutes: number) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, 0, 0, 0, zone).getTime() + minutes * 60_000);
  };

  /** The clock after a change, as the server's transition computes it (or, to test the checks, one that never pauses). */
  const clockAfter = (prev: SlaClock, next: LifecycleState, owes: boolean, now: Date) =>
    opts.breakPauses
      ? nextClock(
          prev,
          {
            status: next.status === 'returned' ? 'pending_acceptance' : next.status,
            processStep: next.status === 'processing' ? 'field_inspection' : next.processStep,
          },
          now,
          SLA_TARGET_DAYS,
          cal,
        )
      : nextClock(prev, { ...next, owes }, now, SLA_TARGET_DAYS, cal);

  const apps: SimApp[] = [];
  const lines = LINE_REGISTRY.map((l) => ({ form: l.form as string, types: l.types.map((t) => t.code as string) }));
  // Applications arrive through the year's first ten months, each at its own hour.
  const arrivals = Array.from({ length: opts.applications }, () => Math.floor(rnd.next() * Math.max(1, days - 60)));

  /** An application moves to `next` at `now`: the independent bookkeeping first, then the clock as the server keeps it. */
  const move = (app: SimApp, next: LifecycleState, money: Pick<SimApp, 'owes' | 'quoted' | 'infoFrom'>, now: Date) => {
    // What passed since the last event counts when it waited on the provider; a new step run starts from zero.
    const before = modelWaits(app.state, app.owes);
    if (before === 'provider') app.providerDays += workingDaysBetween(app.last, now, cal);
    const run = runOf(next, app.run);
    if (run !== app.run) app.providerDays = 0;
    app.run = run;
    app.clock = clockAfter(app.clock, next, money.owes, now);
    if (before === 'provider' && modelWaits(next, money.owes) === 'customer') report.pauses++;
    if (next.status === 'issued' && app.state.status !== 'issued') {
      app.issuedOn = localDate(now, cal);
      report.issued++;
    }
    if (next.status === 'cancelled' && app.state.status !== 'cancelled') report.cancelled++;
    Object.assign(app, money, { state: next, last: now });
    report.events++;
  };

  const apply = (app: SimApp, event: Event, now: Date): boolean => {
    let next: LifecycleState | null = null;
    let owes = app.owes;
    let quoted = app.quoted;
    let infoFrom = app.infoFrom;
    const lifecycle = (action: TransitionAction, step?: ProcessStep) => {
      const r = nextState(app.state, action, { actor: 'staff', reason: 'simulated', step });
      const c = r.ok ? r : nextState(app.state, action, { actor: 'customer', reason: 'simulated', step });
      return c.ok ? c.state : null;
    };
    switch (event) {
      case 'quote':
        next = lifecycle('quote');
        quoted = true;
        break;
      case 'accept_quote':
        if (!app.quoted || app.state.status !== 'processing') return false;
        next = app.state;
        quoted = false;
        owes = true;
        break;
      case 'pay_part':
        if (!app.owes) return false;
        next = lifecycle('record_partial_payment');
        break;
      case 'pay_full':
        if (!app.owes) return false;
        next = lifecycle('record_full_payment');
        owes = false;
        break;
      case 'request_info':
        next = lifecycle('request_info');
        infoFrom = app.state.processStep;
        break;
      case 'advance':
        next = lifecycle('advance', rnd.pick(workStepsOf(app.form)));
        break;
      default:
        next = lifecycle(event);
    }
    if (!next) return false;
    move(app, next, { owes, quoted, infoFrom: next.processStep === INFO_STEP ? infoFrom : null }, now);
    return true;
  };

  /** The customer answers a request for information with the step it interrupted. */
  const answer = (app: SimApp, now: Date) => {
    if (app.state.processStep !== INFO_STEP || !app.infoFrom) return;
    const r = nextState(app.state, 'answer_info', { actor: 'customer', step: app.infoFrom });
    if (r.ok) move(app, r.state, { owes: app.owes, quoted: app.quoted, infoFrom: null }, now);
  };

  const check = (app: SimApp, now: Date) => {
    report.checks++;
    const w = modelWaits(app.state, app.owes);
    const c = app.clock;
    if (waitingOf({ ...app.state, owes: app.owes })?.on !== (w ?? undefined))
      fail(app, now, `the portal says it waits on ${waitingOf({ ...app.state, owes: app.owes })?.on ?? 'nobody'}, the rules say ${w ?? 'nobody'}`);
    if (!w) {
      if (c.step !== null || c.runningSince || c.dueAt) fail(app, now, 'a stopped application keeps a clock');
      return;
    }
    if (w === 'customer') {
      if (c.runningSince || c.dueAt) fail(app, now, 'the clock runs while it waits on the customer');
      if (!close(c.usedDays, app.providerDays)) fail(app, now, `used ${c.usedDays} working days, waited on us ${app.providerDays}`);
      return;
    }
    if (!c.runningSince || !c.dueAt) return fail(app, now, 'the clock stands while it waits on us');
    const used = c.usedDays + workingDaysBetween(c.runningSince, now, cal);
    const waited = app.providerDays + workingDaysBetween(app.last, now, cal);
    if (!close(used, waited)) fail(app, now, `used ${used.toFixed(4)} working days, waited on us ${waited.toFixed(4)}`);
    const target = targetDaysOf(c.step!, SLA_TARGET_DAYS);
    // The due instant lies in a working day, or is the end of one (midnight after the last working hour).
    const dueDay = (t: number) => isWorkingDate(localDate(new Date(t), cal), cal);
    if (c.usedDays < target && !dueDay(c.dueAt.getTime()) && !dueDay(c.dueAt.getTime() - 1)) fail(app, now, `due ${c.dueAt.toISOString()} falls on a day off`);
  };

  for (let day = 0; day < days; day++) {
    const date = plusDays(start, day);
    for (let i = 0; i < arrivals.length; i++) {
      if (arrivals[i] !== day) continue;
      const line = rnd.pick(lines);
      const type = rnd.pick(line.types);
      const app: SimApp = {
        id: apps.length + 1,
        form: line.form,
        type,
        // A line whose certificates take a route (customs: the Kenya PVoC's) gets one of them, or none.
        route: takesRoute(line.form) ? rnd.pick(['A', 'B', 'C', null]) : null,
        state: {
          status: 'draft',
          paymentStatus: null,
          stage: 'export_certification',
          processStep: 'pending',
          form: line.form,
          samples: sendsSamples(line.form),
        },
        clock: STOPPED_CLOCK,
        quoted: false,
        owes: false,
        infoFrom: null,
        run: null,
        providerDays: 0,
        last: instant(date, Math.floor(rnd.next() * 1440)),
        issuedOn: null,
      };
      apps.push(app);
      report.applications++;
    }
    for (const app of apps) {
      if (app.state.status === 'issued' || app.state.status === 'cancelled') continue;
      // Up to three events a day, each at its own minute after the last one.
      let minute = 0;
      for (let k = 0; k < 3; k++) {
        minute += 1 + Math.floor(rnd.next() * 400);
        if (minute >= 1440) break;
        const now = instant(date, minute);
        if (now <= app.last) continue;
        if (app.state.processStep === INFO_STEP) {
          if (rnd.chance(0.3)) answer(app, now);
          continue;
        }
        const event: Event = rnd.chance(0.35) ? rnd.pick<MoneyEvent>(['quote', 'accept_quote', 'pay_part', 'pay_full']) : rnd.pick(LIFECYCLE_EVENTS);
        // Cancelling is rare; issuing waits for its turn like the rest.
        if ((event === 'cancel' || event === 'cancel_booking' || event === 'close_unanswered') && !rnd.chance(0.05)) continue;
        apply(app, event, now);
      }
    }
    // After the day (its last minute in the office's zone): every promise holds.
    const evening = instant(date, 1439);
    for (const app of apps) if (app.last <= evening) check(app, evening);
  }

  // What was issued expires as its line declares for its type and route.
  for (const app of apps) {
    if (!app.issuedOn) continue;
    const got = expiryOf({ form: app.form, type: app.type, route: app.route }, app.issuedOn);
    const want = expectedExpiry(app.issuedOn, periodOf(validityOf(app.form, app.type), app.route));
    if (got !== want) fail(app, new Date(), `issued ${app.issuedOn}: expiry ${got}, the line declares ${want}`);
  }
  return report;
}
