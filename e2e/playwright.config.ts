import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { parseStream, readDurations, specFiles, streamFiles } from './support/streams.js';

// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell, the old headless
// mode, which Playwright itself runs headless) when installed, else the browser (package chromium, in its new headless
// mode). Same engine and fonts; the shell opens a browser context for a fifth of the CPU and a signed-in page for about
// 40 % of it (0.09 s and 0.77 s against 0.5-0.8 s and 1.9 s, measured 2026-11-29), which is most of what the journeys cost.
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
if (!chromium || !existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium ?? '/usr/bin/chromium-headless-shell or /usr/bin/chromium'}. Install it from Debian: ` +
      'apt-get install -y chromium-headless-shell fonts-noto-cjk fonts-noto-core (or set CHROMIUM_PATH). This project never downloads browsers.',
  );
}

const here = path.dirname(new URL(import.meta.url).pathname);
// E2E_STREAM=k/n (scripts/test.sh runs two at once): the k-th of n sets of spec files balanced by measured duration
// (support/streams.ts), with a server, data folder, OIDC provider and output folder of its own. Without it: every
// file (or the ones named on the command line), as before.
const stream = parseStream(process.env.E2E_STREAM);
const files = stream ? streamFiles(specFiles(here), readDurations(path.join(here, 'durations.json')), stream) : undefined;
const port = Number(process.env.E2E_PORT ?? 3210) + (stream ? (stream.index - 1) * 100 : 0);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-e2e-'));
// A real OpenID Connect provider for the third-party sign-in journey (e2e/support/oidc-provider.ts).
const oidcPort = port + 1000;
const oidcClient = { OIDC_CLIENT_ID: 'tic-portal-e2e', OIDC_CLIENT_SECRET: 'e2e-provider-secret-0123456789abcdef' };
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export default defineConfig({
  testDir: '.',
  testMatch: files ? new RegExp(`^${escapeRegExp(here)}/(${files.map(escapeRegExp).join('|')})$`) : '**/*.spec.ts',
  // Each stream its own: Playwright empties its output folder when it starts.
  outputDir: stream ? `../test-results/stream-${stream.index}` : '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Budgets against a hang, not speed checks: in CI two streams run beside the server suites on two cores (load 12-15),
  // where the longer journeys took 50-55 s of a 60 s budget and one timed out on a busier day. Speed is measured by
  // `npm run bench`, never by these.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // As a person who asked for less motion: antd's dialogs then open without their zoom (app/theme.ts), so a click
    // never lands in an opening animation's first frames (lost clicks failed CI three times in sessions 8-10).
    // experience/reduced-motion.spec.ts checks both preferences.
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of a journey's time (43 s against 53-58 s for two spec files, measured on a
    // quiet machine): the whole run in streams (npm test, CI) records none; a run of chosen specs keeps the trace of a
    // failure. E2E_TRACE=retain-on-failure (or off) decides it either way.
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? (stream ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx support/oidc-provider.ts',
      cwd: here,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), APP_URL: `http://localhost:${port}`, ...oidcClient },
    },
    {
      command: `node --import tsx ../apps/server/src/main.ts`,
      cwd: here,
      url: `http://localhost:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEFAULT_LANG: 'zh_CN',
        OIDC_PROVIDERS: 'corp',
        OIDC_REDIRECT_URL: `http://localhost:${port}/login/third/callback`,
        OIDC_CORP_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CORP_CLIENT_ID: oidcClient.OIDC_CLIENT_ID,
        OIDC_CORP_CLIENT_SECRET: oidcClient.OIDC_CLIENT_SECRET,
        OIDC_CORP_LABEL: 'Corp ID',
      },
    },
  ],
});
