import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * The scale-out journey only (scripts/scale-out.mjs starts the processes and HAProxy first, then this): through the
 * balancer (SCALE_OUT_URL, its port chosen by the script). Its file ends in .scale.ts, so the two e2e streams (playwright.config.ts, whose testMatch
 * and support/streams.ts take *.spec.ts) never run it.
 */
if (!process.env.SCALE_OUT_URL) throw new Error('SCALE_OUT_URL is not set: run the scale-out test with npm run scale-out');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

export default defineConfig({
  testDir: '.',
  testMatch: /\.scale\.ts$/,
  outputDir: '../../test-results/scale-out',
  workers: 1,
  retries: 0,
  // A budget against a hang on a loaded machine, not a speed check.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.SCALE_OUT_URL,
    locale: 'en-US',
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'] },
  },
});
