import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it from Debian: apt-get install -y chromium fonts-noto-cjk fonts-noto-core ` +
      '(or set CHROMIUM_PATH). This project never downloads browsers.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tic-e2e-'));
// A real OpenID Connect provider for the third-party sign-in journey (e2e/support/oidc-provider.ts).
const oidcPort = port + 1000;
const oidcClient = { OIDC_CLIENT_ID: 'tic-portal-e2e', OIDC_CLIENT_SECRET: 'e2e-provider-secret-0123456789abcdef' };
const here = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
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
