import { load, printTable } from '../load.js';
import { loginCookie, type BenchServer } from '../server.js';

/**
 * Issue 15: the public JSON check (GET /public/verify with a real number and code: one indexed look-up,
 * a constant-time comparison, then the certificate's products) against the bare constant route, in the same
 * run; the server is started with the verification rate limit lifted. A wrong code is measured too.
 */
export async function verifyScenario(server: BenchServer) {
  const cookie = await loginCookie(server.url);
  const certs = (await (await fetch(`${server.url}/frontend/v1/certs?per_page=1&status=valid`, { headers: { cookie } })).json()) as {
    data: { data: { id: number }[] };
  };
  const id = certs.data.data[0]!.id;
  const info = (await (await fetch(`${server.url}/frontend/v1/cert/info/${id}`, { headers: { cookie } })).json()) as {
    data: { cert_no: string; verify_code: string };
  };
  const q = (code: string) => `${server.url}/frontend/v1/public/verify?no=${encodeURIComponent(info.data.cert_no)}&code=${encodeURIComponent(code)}`;
  const check = (await (await fetch(q(info.data.verify_code))).json()) as { data: { found: boolean } };
  if (!check.data.found) throw new Error('the demo certificate does not verify');
  const baseline = await load('GET /frontend/v1/ping (constant)', `${server.url}/frontend/v1/ping`);
  const ok = await load('GET /frontend/v1/public/verify (match)', q(info.data.verify_code));
  const wrong = await load('GET /frontend/v1/public/verify (wrong code)', q('AAAA-BBBB-CCCC'));
  printTable([baseline, ok, wrong], baseline);
  if (ok.non2xx > 0 || wrong.non2xx > 0) throw new Error('GET /public/verify answered non-2xx during the run (is the rate limit lifted?)');
  return { ratio: ok.reqPerSec / baseline.reqPerSec, wrongRatio: wrong.reqPerSec / baseline.reqPerSec };
}
