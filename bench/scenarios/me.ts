import { load, printTable, type LoadResult } from '../load.js';
import { loginCookie, type BenchServer } from '../server.js';
import { LoadWindow, verdict } from '../verdict.js';

/** The goals of issue 18, as ratios to the constant route of the same run. */
export const GOALS = { notices: 0.6, me: 0.85 } as const;

export interface SignedInResult {
  baseline: LoadResult;
  me: LoadResult;
  first: LoadResult;
  deep: LoadResult | null;
  window: LoadWindow;
}

/**
 * What every signed-in page costs, against the bare constant route in the same run: `GET /me` (any answer
 * from the session cache) and `GET /corner/notify` page 1 (what the bell, the drawer and the message center
 * poll), and page 100 when the database holds that many. Prints the table, the load averages of the run and
 * one verdict line per goal (or why it cannot judge).
 */
export async function signedInScenario(server: BenchServer, opts: { label: string; deepPage: boolean }): Promise<SignedInResult> {
  const cookie = await loginCookie(server.url);
  const headers = { cookie };
  const list = (page: number) => `${server.url}/frontend/v1/corner/notify?is_deal=0&current_page=${page}&per_page=30`;
  // A short unmeasured run first: JIT, connection pool and prepared statements warm, as in a running server.
  await load('warm-up', list(1), { headers, seconds: 2 });
  await load('warm-up', `${server.url}/frontend/v1/me`, { headers, seconds: 1 });
  await load('warm-up', `${server.url}/frontend/v1/ping`, { seconds: 1 });
  const window = await LoadWindow.open(`the ${opts.label} measurement`);
  const baseline = await load('GET /frontend/v1/ping (constant)', `${server.url}/frontend/v1/ping`);
  const me = await load('GET /frontend/v1/me', `${server.url}/frontend/v1/me`, { headers });
  const first = await load('GET /corner/notify unread p1', list(1), { headers });
  const deep = opts.deepPage ? await load('GET /corner/notify unread p100', list(100), { headers }) : null;
  window.close();
  console.log(`\n  ${opts.label}`);
  printTable(deep ? [baseline, me, first, deep] : [baseline, me, first], baseline);
  for (const r of [me, first, deep]) if (r && r.non2xx > 0) throw new Error(`${r.name} answered non-2xx during the run`);
  console.log(`  ${window.describe()}`);
  console.log(verdict(`GET /corner/notify page 1 (${opts.label})`, first.reqPerSec / baseline.reqPerSec, GOALS.notices, window));
  console.log(verdict(`GET /me (${opts.label})`, me.reqPerSec / baseline.reqPerSec, GOALS.me, window));
  return { baseline, me, first, deep, window };
}
