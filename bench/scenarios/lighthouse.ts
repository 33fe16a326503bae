import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchServer } from '../server.js';
import { LoadWindow, scoreVerdict } from '../verdict.js';

/** Issue 16: Lighthouse mobile performance of /login and the workbench, at least this. */
export const LIGHTHOUSE_TARGET = 0.9;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The metrics printed beside the score (Lighthouse's audit ids). */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

/** One Lighthouse run (performance only, its default: a simulated mid-range phone on a slow 4G link). */
async function audit(port: number, url: string) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score ?? 0;
  const metrics = METRICS.map(([id, name]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  return { score, metrics, finalUrl: lhr.finalDisplayedUrl };
}

/**
 * `npm run bench -- lighthouse`: the lighthouse package drives Debian's Chromium (chrome-launcher, never a downloaded
 * browser) over the built app: /login signed out, then the workbench signed in as the demo customer (signed in through
 * the login form by Playwright in the same browser, so the session cookies are the browser's own). Scores depend on
 * the machine's load (Lighthouse simulates the phone from what it measures here): printed with the load average; a
 * met/missed verdict only under BENCH_MAX_LOAD.
 */
export async function lighthouseScenario(server: BenchServer) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=zh-CN'] });
  try {
    const window = new LoadWindow();
    const login = await audit(chrome.port, `${server.url}/login`);

    // Sign in as a person does, in the browser Lighthouse drives (its default context holds the cookies).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('Demo@2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('workbench').waitFor({ timeout: 60_000 });
    await page.close();
    await browser.close();

    const workbench = await audit(chrome.port, `${server.url}/customsClearance/workBench`);
    window.close();
    if (!workbench.finalUrl.includes('/workBench')) throw new Error(`the workbench run ended on ${workbench.finalUrl} (not signed in?)`);
    console.log('\n  Lighthouse mobile performance (lighthouse package, Debian Chromium, simulated throttling)');
    console.log(`  /login: score ${login.score.toFixed(2)} (${login.metrics})`);
    console.log(`  workbench: score ${workbench.score.toFixed(2)} (${workbench.metrics})`);
    console.log(`  ${window.describe()}`);
    console.log(scoreVerdict('Lighthouse mobile performance /login', login.score, LIGHTHOUSE_TARGET, window));
    console.log(scoreVerdict('Lighthouse mobile performance workbench', workbench.score, LIGHTHOUSE_TARGET, window));
    return { login: login.score, workbench: workbench.score };
  } finally {
    chrome.kill();
  }
}
