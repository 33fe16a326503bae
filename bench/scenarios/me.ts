import { load, printTable, type LoadResult } from '../load.js';
import { loginCookie, type BenchServer } from '../server.js';
import { LoadWindow, verdict } from '../verdict.js';

/** The goals of issue 18, as ratios to the constant route of the same run. */
export const GOALS = { notices: 0.6, me: 0.85 } as const;
/** Issue 33's, on PostgreSQL with a million notices of ten thousand organisations. */
export const STRICT_GOALS = { notices: 0.9, me: 0.95 } as const;

export interface SignedInResult {
  baseline: LoadResult;
  me: LoadResult;
  first: LoadResult;
  packed: LoadResult;
  revalidated: LoadResult | null;
  deep: LoadResult | null;
  window: LoadWindow;
}

/**
 * What every signed-in page costs, against the bare constant route in the same run: `GET /me` (any answer
 * from the session cache) and `GET /corner/notify` page 1 (what the bell, the drawer and the message center
 * poll), and page 100 when the database holds that many. Prints the table, the load averages of the run and
 * one verdict line per goal (or why it cannot judge).
 */
export async function signedInScenario(
  server: BenchServer,
  opts: { label: string; deepPage: boolean; goals?: { notices: number; me: number } },
): Promise<SignedInResult> {
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
  // The poll as a browser sends it: gzip accepted, and its cached copy's validator (the answer is `no-cache` with an
  // ETag, so the browser's cache revalidates by itself): 304 while nothing changed.
  const browserHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const held = await fetch(list(1), { headers: browserHeaders });
  const etag = held.headers.get('etag');
  await held.arrayBuffer();
  const packed = await load('GET /corner/notify p1, gzip accepted', list(1), { headers: browserHeaders });
  const revalidated = etag ? await load('GET /corner/notify p1, revalidated (304)', list(1), { headers: { ...browserHeaders, 'if-none-match': etag } }) : null;
  const deep = opts.deepPage ? await load('GET /corner/notify unread p100', list(100), { headers }) : null;
  window.close();
  console.log(`\n  ${opts.label}`);
  printTable([baseline, me, first, packed, ...(revalidated ? [revalidated] : []), ...(deep ? [deep] : [])], baseline);
  for (const r of [me, first, packed, deep]) if (r && r.non2xx > 0) throw new Error(`${r.name} answered non-2xx during the run`);
  if (revalidated && (revalidated.notModified === 0 || revalidated.notModified !== revalidated.non2xx))
    throw new Error('the revalidated poll was not answered 304 throughout');
  console.log(`  ${window.describe()}`);
  const goals = opts.goals ?? GOALS;
  console.log(verdict(`GET /corner/notify page 1 (${opts.label})`, first.reqPerSec / baseline.reqPerSec, goals.notices, window));
  console.log(verdict(`GET /corner/notify page 1, gzip accepted (${opts.label})`, packed.reqPerSec / baseline.reqPerSec, goals.notices, window));
  if (revalidated)
    console.log(verdict(`GET /corner/notify page 1, revalidated (${opts.label})`, revalidated.reqPerSec / baseline.reqPerSec, goals.notices, window));
  console.log(verdict(`GET /me (${opts.label})`, me.reqPerSec / baseline.reqPerSec, goals.me, window));
  return { baseline, me, first, packed, revalidated, deep, window };
}
