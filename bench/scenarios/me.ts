import { load, printTable } from '../load.js';
import { loginCookie, type BenchServer } from '../server.js';

/** GET /me (session lookup + user) against the bare constant route, in the same run. */
export async function meScenario(server: BenchServer) {
  const cookie = await loginCookie(server.url);
  const baseline = await load('GET /frontend/v1/ping (constant)', `${server.url}/frontend/v1/ping`);
  const me = await load('GET /frontend/v1/me', `${server.url}/frontend/v1/me`, { headers: { cookie } });
  printTable([baseline, me], baseline);
  if (me.non2xx > 0) throw new Error('GET /me answered non-2xx during the run');
  return { baseline, me, ratio: me.reqPerSec / baseline.reqPerSec };
}
