import pg from 'pg';
import { staffListQuery, staffRolesOf } from '@tic/shared';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { queuesRepo } from '../../apps/server/src/modules/staff/queuesRepo.js';
import { benchDatabase, loginCookie, startServer } from '../server.js';
import { ceilingVerdict, LoadWindow } from '../verdict.js';

const TOTAL = Number(process.env.BENCH_QUEUE_APPLICATIONS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_QUEUE_CUSTOMERS ?? 10_000);
const MEASURED = Number(process.env.BENCH_QUEUE_MEASURED ?? 100);
const WARM_UP = 10;
/** Issue 14: every queue's count and every list call answers with a p95 under this (ms), PostgreSQL, a quiet machine. */
export const QUEUE_P95_TARGET_MS = 50;

/** Each queue, and each filter of the list at least once (as the administrator: every queue has rows). */
const CALLS: Record<string, string> = {
  'queue=new': 'queue=new',
  'queue=mine': 'queue=mine',
  'queue=available': 'queue=available',
  'queue=waiting': 'queue=waiting',
  'queue=overdue (by due)': 'queue=overdue&sort=due_at',
  'queue=all': 'queue=all',
  'all, line': 'queue=all&line=customsClearance',
  'all, type': 'queue=all&application_type=iraq_coc',
  'all, status': 'queue=all&status=processing',
  'all, step': 'queue=all&process_step=type_test',
  'all, customer': 'queue=all&customer_id=CUSTOMER',
  'all, assignee': 'queue=all&assignee_id=ADMIN',
  'all, age >= 30 days': 'queue=all&min_age_days=30',
  'all, country': 'queue=all&country=NG',
  'new, country+type': 'queue=new&country=KE&application_type=kenya_pvoc',
  'all, rfc_no desc p50': 'queue=all&sort=rfc_no&order=desc&current_page=50',
};

/**
 * The staff queues (issue 14) on PostgreSQL: 1,000,000 applications of 10,000 customers, spread over the
 * statuses and steps, some assigned, some waiting on the customer, some overdue. p95 of GET /staff/queues
 * (every count) and of GET /staff/rfc/list per queue and filter, then the plans of each statement.
 */
export async function queuesScenario(port: number) {
  const throwAway = await benchDatabase('queues');
  if (!throwAway) return null;
  const { url } = throwAway;
  const server = await startServer(port, { DATABASE_URL: url, DEMO: '1', MAIL_WORKER: '0' });
  try {
    const ids = await generate(url);
    const cookie = await loginCookie(server.url, 'admin', 'Admin@2026');
    const calls = Object.entries(CALLS).map(([n, q]): [string, string] => [n, q.replace('CUSTOMER', String(ids.customer)).replace('ADMIN', String(ids.admin))]);
    const targets: [string, string][] = [
      ['GET /ping (constant route)', '/frontend/v1/ping'],
      ['GET /staff/queues (6 counts)', '/frontend/v1/staff/queues'],
      ...calls.map(([n, q]): [string, string] => [n, `/frontend/v1/staff/rfc/list?${q}`]),
    ];
    const results: { name: string; p50: number; p95: number; total: string }[] = [];
    const window = await LoadWindow.open('the staff queue measurement');
    for (const [name, path] of targets) {
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < WARM_UP + MEASURED; i++) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
        const body = (await res.json()) as { data: { total?: number } | null };
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        if (i >= WARM_UP) times.push(performance.now() - t0);
        if (typeof body.data?.total === 'number') total = body.data.total.toLocaleString('en');
      }
      times.sort((a, b) => a - b);
      results.push({ name, p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]!, total });
    }
    window.close();
    console.log(
      `\n  staff queues (sequential, ${MEASURED} measured calls each after ${WARM_UP}; target p95 < ${QUEUE_P95_TARGET_MS} ms; ${window.describe()})`,
    );
    for (const r of results)
      console.log(`  ${r.name.padEnd(30)} total ${r.total.padStart(9)}   p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`);
    // A verdict per call (not the constant route, the floor the machine puts under every call), only on a quiet machine.
    for (const r of results.slice(1)) console.log(ceilingVerdict(`${r.name} p95`, r.p95, QUEUE_P95_TARGET_MS, 'ms', window));
    await explain(url, ids, calls);
    return results;
  } finally {
    await server.stop();
    await throwAway.drop();
  }
}

async function generate(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const started = Date.now();
    const adminId = (await db.query<{ id: number }>(`select id from users where username = 'admin'`)).rows[0]!.id;
    const customers = (
      await db.query<{ id: number }>(
        `insert into users (username, kind, role, lang, name) select 'qbench' || g, 'customer', 'customer', 'en', 'Customer ' || g from generate_series(1, ${CUSTOMERS}) g returning id`,
      )
    ).rows.map((r) => r.id);
    // Statuses: 5% pending (a third of them assigned), 3% returned, 30% processing over the steps (a tenth in the
    // draft review), 55% issued, 2% cancelled, 5% drafts; the running ones due within +-10 working days.
    await db.query(
      `insert into applications (user_id, business_area, form, application_type, title, status, payment_status, stage, process_step, rfc_no, country,
                                 importer_name, exporter_name, data, created_at, updated_at, submitted_at, assignee_id, waiting_on, waiting_since, due_at, sla_step)
       select ($1::int[])[1 + g % $2], 'customsClearance', 'customs', (array['kenya_pvoc','nigeria_soncap','iraq_coc'])[1 + g % 3], 'Queue bench ' || g,
              s.status, case when s.status in ('processing','issued') then 'to_be_paid' end, 'export_certification', s.step,
              case when s.status <> 'draft' then 'RFC-Q-' || g end, (array['KE','NG','IQ'])[1 + g % 3],
              'Importer ' || (g % 5000), 'Exporter ' || (g % 3000), '{}'::jsonb,
              now() - make_interval(mins => g), now() - make_interval(mins => g / 2), case when s.status <> 'draft' then now() - make_interval(mins => g) end,
              case when s.status = 'pending_acceptance' and g % 3 = 0 then $4::int end,
              s.waiting, case when s.waiting is not null then now() - make_interval(mins => g / 2) end,
              case when s.waiting = 'provider' then now() + make_interval(hours => (g % 480) - 240) end,
              case when s.waiting is not null then s.step end
       from generate_series(1, $3) g
       cross join lateral (select case
           when g % 100 < 5 then 'pending_acceptance' when g % 100 < 8 then 'returned' when g % 100 < 38 then 'processing'
           when g % 100 < 93 then 'issued' when g % 100 < 95 then 'cancelled' else 'draft' end as status) st
       cross join lateral (select st.status,
           case st.status when 'processing' then (array['acceptance','type_test','factory_inspection','laboratory_testing','conformity_assessment','certificate_issuance','certificate_production','type_test','field_inspection','conformity_assessment'])[1 + g % 10]
                          when 'issued' then 'end' when 'pending_acceptance' then 'pending' else 'acceptance' end as step) s0
       cross join lateral (select s0.status, s0.step,
           case when s0.status = 'returned' or (s0.status = 'processing' and s0.step = 'certificate_issuance') then 'customer'
                when s0.status in ('pending_acceptance','processing') then 'provider' end as waiting) s`,
      [customers, customers.length, TOTAL, adminId],
    );
    await db.query('vacuum analyze');
    await db.query('checkpoint');
    console.log(
      `\n  queues: generated ${TOTAL.toLocaleString('en')} applications of ${CUSTOMERS.toLocaleString('en')} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { admin: adminId, customer: customers[42]! };
  } finally {
    await db.end();
  }
}

async function explain(url: string, ids: { admin: number }, calls: [string, string][]) {
  const database = await openDatabase({ url, poolMax: 1 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const me = { id: ids.admin, kind: 'staff' as const, roles: staffRolesOf({ kind: 'staff', role: 'admin' }) };
  const show = async (label: string, statement: { sql: string; params: unknown[] }) => {
    const plan = (await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params)).rows.map((r) => String(r['QUERY PLAN']));
    const seq = plan.some((l) => /Seq Scan on applications\b/.test(l));
    const time = plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    const indexOnly = plan.some((l) => /Index Only Scan/.test(l));
    const reads = seq ? 'SEQ SCAN of applications' : indexOnly ? 'index-only' : 'no full scan';
    console.log(`    ${label.padEnd(5)} ${time.padStart(10)}  ${reads}`);
    for (const line of plan) console.log(`        ${line}`);
  };
  try {
    console.log('\n  EXPLAIN (ANALYZE, BUFFERS): GET /staff/queues (the kept counts, then overdue), then each list call (page, then total):');
    const counts = queuesRepo.countQueries(database.db, me);
    console.log('\n  counts new, mine, available, waiting, all (staff_queue_counts)');
    await show('count', counts.counted.toSQL());
    console.log('\n  count overdue');
    await show('count', counts.overdue.toSQL());
    for (const [name, query] of calls) {
      const q = staffListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const { page, total } = queuesRepo.queries(database.db, me, q);
      console.log(`\n  ${name}`);
      await show('page', page.toSQL());
      for (const [i, statement] of total.statements.entries()) await show(i === 0 ? `total (${total.kind})` : 'minus', statement.toSQL());
    }
  } finally {
    await client.end();
    await database.close();
  }
}
