import { loginCookie, type BenchServer } from '../server.js';

const ROUNDS = Number(process.env.BENCH_PUSH_ROUNDS ?? 40);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Issue 34 (moved from apps/server/test/notices-delivery.test.ts, which now checks only that the event comes):
 * how soon a committed notice reaches the customer's open stream (GET /corner/notify/stream), against the round
 * trip of the request that raised it, in the same run. Staff raise a sample event (POST /demo/notify/simulate);
 * the push's delay is from sending that request to the event on the stream. Ratio: the raising request's median
 * round trip / the push's median delay (1 = the push arrives as the request answers; 0.5 = within twice its time).
 */
export async function pushScenario(server: BenchServer) {
  const customer = await loginCookie(server.url);
  const staff = await loginCookie(server.url, 'admin', 'Admin@2026');
  const controller = new AbortController();
  const res = await fetch(`${server.url}/frontend/v1/corner/notify/stream`, {
    headers: { cookie: customer, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`the notice stream answered ${res.status}`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** Resolves at the next "notice" event carrying a notice (the first one only states the unread count). */
  const nextNotice = async (code: string | null) => {
    for (;;) {
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        if (!frame.includes('event: notice') || !data) continue;
        const event = JSON.parse(data.slice(6)) as { notice: { batch_code: string } | null };
        if (code === null || event.notice?.batch_code === code) return;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the notice stream ended');
      buffer += value;
    }
  };
  await nextNotice(null);
  const requests: number[] = [];
  const pushes: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const raised = await fetch(`${server.url}/frontend/v1/demo/notify/simulate`, {
        method: 'POST',
        headers: { cookie: staff, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', kind: 'certificate_issued' }),
      });
      const answered = performance.now();
      if (!raised.ok) throw new Error(`POST /demo/notify/simulate answered ${raised.status}`);
      const code = ((await raised.json()) as { data: { batch_code: string } }).data.batch_code;
      await nextNotice(code);
      const pushed = performance.now();
      // The first rounds warm the pools and the caches.
      if (i >= 5) {
        requests.push(answered - t0);
        pushes.push(pushed - t0);
      }
    }
  } finally {
    controller.abort();
  }
  const request = median(requests);
  const push = median(pushes);
  console.log(
    `\n  notice push over ${requests.length} rounds: the raising request ${request.toFixed(1)} ms (median, baseline), the event on the stream ${push.toFixed(1)} ms (median), slowest ${Math.max(...pushes).toFixed(1)} ms`,
  );
  return { ratio: request / push };
}
