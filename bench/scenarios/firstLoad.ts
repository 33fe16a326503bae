import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import type { BenchServer } from '../server.js';
import { firstLoadBytes, LOGIN_MODULES } from '../../apps/web/build/firstLoadBytes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Issue 16: /login needs at most this much JavaScript (gzipped) before it is usable. */
export const FIRST_LOAD_BUDGET = 200 * 1024;

/**
 * Builds the web app as `npm start` does (same Vite configuration, precompressed files included), into a
 * folder of its own so that a dist/ in use is left alone; the scenario's server serves it (WEB_DIST).
 */
export function buildWeb(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tic-bench-web-'));
  execSync(`npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir`, { cwd: path.join(root, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] });
  return outDir;
}

interface Script {
  url: string;
  wire: number;
}

/** Every script the page loads, with its bytes on the wire (encodedDataLength of Chromium's network log). */
async function recordScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, { url: string; type: string }>();
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = types.get(e.requestId);
    // One entry per file (a module preloaded and then imported is one download).
    if (r && r.type === 'Script' && !scripts.some((s) => s.url === r.url)) scripts.push({ url: r.url, wire: e.encodedDataLength });
  });
  return scripts;
}

/** The gzip size of each script (what the budget is stated in), asked of the server with Accept-Encoding: gzip. */
async function gzipBytes(scripts: Script[]) {
  let total = 0;
  for (const s of scripts) {
    const res = await fetch(s.url, { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decodes gzip; the stored .gz is what was sent: its size is content-length when present.
    const sent = res.headers.get('content-encoding') === 'gzip' ? Number(res.headers.get('content-length') ?? body.length) : gzipSync(body).length;
    total += sent;
  }
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The same figure read from the build's manifest, per language (no browser needed). */
export function manifestFirstLoad(webDist: string) {
  for (const lang of ['zh_CN', 'en', 'ar']) {
    const { files, gzip } = firstLoadBytes(webDist, LOGIN_MODULES(lang));
    const verdict = gzip <= FIRST_LOAD_BUDGET ? 'within' : `over by ${kb(gzip - FIRST_LOAD_BUDGET)}`;
    console.log(`  /login (${lang}) from the build manifest: ${files.length} scripts, ${kb(gzip)} gzipped — budget ${kb(FIRST_LOAD_BUDGET)}: ${verdict}`);
  }
}

export async function firstLoadScenario(server: BenchServer) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const scripts = await recordScripts(page);
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    const login = [...scripts];
    const loginGzip = await gzipBytes(login);
    const loginWire = login.reduce((n, s) => n + s.wire, 0);
    const verdict = loginGzip <= FIRST_LOAD_BUDGET ? 'within' : `over by ${kb(loginGzip - FIRST_LOAD_BUDGET)}`;
    console.log(
      `\n  /login: ${login.length} scripts, ${kb(loginGzip)} gzipped (${kb(loginWire)} on the wire: Chromium asks for brotli over HTTPS only) — budget ${kb(FIRST_LOAD_BUDGET)}: ${verdict}`,
    );

    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('Demo@2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('workbench').waitFor();
    await page.waitForLoadState('networkidle');
    const more = scripts.slice(login.length);
    const moreGzip = await gzipBytes(more);
    console.log(
      `  workbench after sign-in: ${more.length} more scripts, ${kb(moreGzip)} gzipped (${kb(more.reduce((n, s) => n + s.wire, 0))} on the wire); total ${kb(loginGzip + moreGzip)}`,
    );

    // A visit straight to the workbench with the session and an empty cache (a returning user on a new device).
    const signedIn = await browser.newContext({ locale: 'zh-CN', storageState: await context.storageState() });
    const page2 = await signedIn.newPage();
    const direct = await recordScripts(page2);
    await page2.goto(`${server.url}/customsClearance/workBench`, { waitUntil: 'networkidle' });
    await page2.getByTestId('workbench').waitFor();
    const directGzip = await gzipBytes(direct);
    console.log(
      `  workbench loaded directly, empty cache: ${direct.length} scripts, ${kb(directGzip)} gzipped (${kb(direct.reduce((n, s) => n + s.wire, 0))} on the wire)`,
    );
    return { loginGzip, workbenchGzip: directGzip };
  } finally {
    await browser.close();
  }
}
