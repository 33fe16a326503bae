/**
 * The business clock (issue 29): "now" for the dates the work keeps: the service-level clock and its due dates,
 * the year of a number, submission, issue and expiry dates, requests for information, quotations and the daily
 * jobs. It is the real time unless buildApp was given `businessNow` (the simulated year moves it day by day);
 * sessions, rate limits, caches and timeouts keep the real time (and sessions their own, BuildOptions.now).
 * One clock per process: each buildApp sets it, and an app's close gives the real time back.
 */
const realTime = () => new Date();
let source: () => Date = realTime;

export const businessClock = {
  now: (): Date => source(),
  /** Today's UTC calendar date (YYYY-MM-DD) on the business clock. */
  todayIso: (): string => source().toISOString().slice(0, 10),
  /** Follows `next` from now on (undefined: the real time again). */
  use(next: (() => Date) | undefined): void {
    source = next ?? realTime;
  },
};
