import type { ApplicationSummary } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { pendingQuotesRepo } from './pendingQuotesRepo.js';
import type { ApplicationRow } from './repo.js';
import { toSummary } from './views.js';
import { businessClock } from '../../platform/clock.js';

/** Today as the quotations' validity compares it (the same UTC date the payments ledger uses). */
const todayIso = () => businessClock.todayIso();

/** Summaries of a page of applications with what their quotations awaiting a decision ask (one query for the page). */
export async function summariesOf(db: Db | Tx, rows: readonly ApplicationRow[]): Promise<ApplicationSummary[]> {
  const quoted = rows.filter((r) => r.feeCurrency).map((r) => r.id);
  const pending = await pendingQuotesRepo.amounts(db, quoted, todayIso());
  return rows.map((r) => toSummary(r, pending.get(r.id)));
}
