import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { stepTimesRepo } from '../../apps/server/src/modules/applications/stepTimesRepo.js';
import { benchDatabase, loginCookie, startServer } from '../server.js';
import { ceilingVerdict, LoadWindow, verdict } from '../verdict.js';

const ISSUED = Number(process.env.BENCH_PREDICTION_APPLICATIONS ?? 300_000);
const MEASURED = Number(process.env.BENCH_PREDICTION_MEASURED ?? 40);
const WARM_UP = 5;
/** The one history query (uncached) answers with a p95 under this (ms), PostgreSQL, a quiet machine. */
export const PREDICTION_QUERY_P95_MS = 250;
/** The detail route with its prediction (history cached for a minute) against the constant route. */
export const PREDICTION_DETAIL_RATIO = 0.1;

const STEPS = ['acceptance_check', 'acceptance', 'type_test', 'certificate_issuance'];

/**
 * The predicted completion (issue 32) over a large history on PostgreSQL: ISSUED issued applications of three types
 * (a third Kenya PVoC), four recorded steps each. p50/p95 of the one history query and the queue query as the server
 * runs them (no cache), and of GET /rfc/detail of the demo's submitted Kenya application against GET /ping.
 */
export async function predictionScenario(port: number) {
  const throwAway = await benchDatabase('prediction');
  if (!throwAway) return null;
  const { url } = throwAway;
  const server = await startServer(port, { DATABASE_URL: url, DEMO: '1', MAIL_WORKER: '0' });
  const database = await openDatabase({ url, poolMax: 1 });
  try {
    await generate(url);
    const window = await LoadWindow.open('the prediction measurement');
    const time = async (run: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + MEASURED; i++) {
        const t0 = performance.now();
        await run();
        if (i >= WARM_UP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]! };
    };
    const history = await time(() => stepTimesRepo.pathsFrom(database.db, 'customs', 'kenya_pvoc', 'acceptance_check'));
    const queue = await time(() => stepTimesRepo.queue(database.db, 'customs', 'acceptance', new Date()));
    const cookie = await loginCookie(server.url, 'demo', 'Demo@2026');
    const list = (await (await fetch(`${server.url}/frontend/v1/kenya/rfc/list?title=LED%20panels%20to%20Mombasa`, { headers: { cookie } })).json()) as {
      data: { data: { id: number; title: string }[] };
    };
    const id = list.data.data.find((a) => a.title === 'LED panels to Mombasa')!.id;
    const get = (path: string) => async () => {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    };
    const ping = await time(get('/frontend/v1/ping'));
    const detail = await time(get(`/frontend/v1/rfc/detail/${id}`));
    window.close();
    console.log(`\n  prediction (sequential, ${MEASURED} measured calls each after ${WARM_UP}; ${window.describe()})`);
    const row = (name: string, r: { p50: number; p95: number }) =>
      console.log(`  ${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`);
    row('history query (Kenya PVoC from acceptance_check)', history);
    row('queue query (acceptance)', queue);
    row('GET /ping (constant route)', ping);
    row('GET /rfc/detail with prediction (cached)', detail);
    console.log(ceilingVerdict('prediction history query p95', history.p95, PREDICTION_QUERY_P95_MS, 'ms', window));
    // The ratio as the other cases give it: the detail's rate against the constant route's (here from sequential p50s).
    console.log(verdict('GET /rfc/detail with prediction vs /ping (p50 ratio)', ping.p50 / detail.p50, PREDICTION_DETAIL_RATIO, window));
    return { history, queue, ping, detail };
  } finally {
    await database.close();
    await server.stop();
    await throwAway.drop();
  }
}

async function generate(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const started = Date.now();
    const owner = (await db.query<{ id: number }>(`select id from users where username = 'demo3'`)).rows[0]!.id;
    await db.query(
      `insert into applications (user_id, business_area, form, application_type, title, status, stage, process_step, submitted_at, updated_at)
       select $1::int, 'customsClearance', 'customs', (array['kenya_pvoc','nigeria_soncap','iraq_coc'])[1 + g % 3], 'Prediction bench ' || g,
              'issued', 'export_certification', 'end', now() - make_interval(mins => g), now() - make_interval(mins => g / 2)
       from generate_series(1, $2::int) g`,
      [owner, ISSUED],
    );
    // Four steps each, their working days from a fixed pattern; ids increase along each application's path.
    await db.query(
      `insert into application_step_times (application_id, form, application_type, step, started_at, ended_at, elapsed_days)
       select a.id, a.form, a.application_type, ($1::text[])[k], a.submitted_at + make_interval(days => k * 3), a.submitted_at + make_interval(days => k * 3 + 2),
              1 + ((a.id * (k + 3) * 7) % 40) / 4.0
       from applications a cross join generate_series(1, 4) k
       where a.title like 'Prediction bench %'
       order by a.id, k`,
      [STEPS],
    );
    await db.query('vacuum analyze');
    console.log(
      `\n  prediction: generated ${ISSUED.toLocaleString('en')} issued applications, ${(ISSUED * 4).toLocaleString('en')} step rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.end();
  }
}
