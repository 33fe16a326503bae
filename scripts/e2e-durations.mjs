// Updates e2e/durations.json (seconds per spec file), which balances the journey streams (e2e/support/streams.ts),
// from the JSON reports of journey runs (the two streams of one run, say):
//   E2E_STREAM=1/2 PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/s1.json npx playwright test -c e2e/playwright.config.ts --reporter=line,json
//   node scripts/e2e-durations.mjs /tmp/s1.json /tmp/s2.json
// or from the log of a whole run (`npm test`, `.ci/run`), whose list reporter prints each test's time:
//   node scripts/e2e-durations.mjs /tmp/ci.log
// A file counts only when every one of its tests ran to an end (an interrupted run leaves the others as they were);
// a file in two reports takes the first. The times are relative (a shared machine): what matters is how files compare.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const reports = process.argv.slice(2);
if (!reports.length) {
  console.error('usage: node scripts/e2e-durations.mjs <playwright JSON report>...');
  process.exit(2);
}
const target = new URL('../e2e/durations.json', import.meta.url);
const durations = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
const measured = new Set();

/** Adds the time of every finished test line of a list reporter's log ("✓  12 e2e/a/b.spec.ts:5:1 › title (4.2s)"). */
function fromListLog(text, seconds) {
  const unit = { ms: 0.001, s: 1, m: 60 };
  // eslint-disable-next-line no-control-regex
  for (const line of text.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const m = /^\s+[✓✘]\s+\d+ e2e\/([^:]+):\d+:\d+ .*\(([\d.]+)(ms|s|m)\)\s*$/.exec(line);
    if (m) seconds[m[1]] = (seconds[m[1]] ?? 0) + Number(m[2]) * unit[m[3]];
  }
}
for (const report of reports) {
  const seconds = {};
  const partial = new Set();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const done = (t.results ?? []).filter((r) => ['passed', 'failed', 'timedOut'].includes(r.status));
        if (!done.length) partial.add(file);
        for (const r of done) seconds[file] = (seconds[file] ?? 0) + r.duration / 1000;
      }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  const text = readFileSync(report, 'utf8');
  if (text.trimStart().startsWith('{')) for (const suite of JSON.parse(text).suites) walk(suite, suite.file);
  else fromListLog(text, seconds);
  for (const [file, s] of Object.entries(seconds))
    if (!partial.has(file) && !measured.has(file)) {
      durations[file] = Math.round(s);
      measured.add(file);
    }
}
const out = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
const total = Object.values(out).reduce((a, b) => a + b, 0);
console.log(`e2e/durations.json: ${measured.size} files measured now, ${Object.keys(out).length} in all, ${Math.round(total / 60)} min`);
