import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The browser-auditing tools (lighthouse, chrome-launcher, and puppeteer-core under lighthouse) are not dependencies
 * of the portal (issue 34, install weight): a person who runs `npm install && npm start` does not download them. They
 * live in bench/tools (its own package.json and lock, not a workspace) and are installed there by `npm ci` the first
 * time `npm run bench -- lighthouse` runs; later runs find them.
 */
const TOOLS = join(dirname(fileURLToPath(import.meta.url)), 'tools');

/** What the Lighthouse scenario reads of a report (lighthouse's own types are not installed with the portal). */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string; details?: unknown } | undefined>;
  finalDisplayedUrl: string;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseReport } | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): void;
}
type Launch = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

function installOnce() {
  if (existsSync(join(TOOLS, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.log(`  bench: installing the audit tools into ${TOOLS} (npm ci, once; not part of the portal's install)`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: TOOLS, stdio: 'inherit' });
}

/** lighthouse and chrome-launcher, installed into bench/tools on first use. */
export async function auditTools(): Promise<{ lighthouse: Lighthouse; launch: Launch }> {
  installOnce();
  const resolve = createRequire(join(TOOLS, 'package.json')).resolve;
  const load = async (name: string) => (await import(pathToFileURL(resolve(name)).href)) as Record<string, unknown>;
  const [lighthouse, launcher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return { lighthouse: lighthouse.default as Lighthouse, launch: launcher.launch as Launch };
}
