import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** Answers 304 (a revalidated poll). */
  notModified: number;
}

/** One autocannon run against a URL; the figures of a run are only compared with a baseline of the same run. */
export async function load(
  name: string,
  url: string,
  opts: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, headers: opts.headers, duration: opts.seconds ?? 8, connections: opts.connections ?? 10 });
  return { name, reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, notModified: result['3xx'] };
}

export function printTable(rows: LoadResult[], baseline: LoadResult) {
  console.log('\n  scenario                          req/s     p99 ms   non-2xx   ratio to baseline (req/s)');
  for (const r of rows) {
    const ratio = (r.reqPerSec / baseline.reqPerSec).toFixed(2);
    console.log(
      `  ${r.name.padEnd(32)} ${String(r.reqPerSec).padStart(7)} ${String(r.p99Ms).padStart(10)} ${String(r.non2xx).padStart(9)}   ${r === baseline ? '(baseline)' : ratio}`,
    );
  }
}
