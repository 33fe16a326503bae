import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { createAdministrator, resetStaffPassword, type AdminOutcome } from '../modules/accounts/administrators.js';

/**
 * `npm run admin -- create --username NAME --email ADDRESS [--name "Full Name"]` and
 * `npm run admin -- reset-password --username NAME` (docs/production.md). The database is the server's
 * (DATABASE_URL, else the embedded PGlite under DATA_DIR), migrated first. The password comes from ADMIN_PASSWORD
 * or is asked on the terminal (twice, not echoed). Exit 0 when done or when the account already exists, 1 otherwise.
 */
const USAGE = `Usage:
  npm run admin -- create --username NAME --email ADDRESS [--name "Full Name"]
  npm run admin -- reset-password --username NAME
The password is read from ADMIN_PASSWORD, or asked on the terminal.`;

/** Reads a line from the terminal without echoing it. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({ write: (chunk, _enc, done) => (muted || process.stdout.write(chunk), done()) });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function password(): Promise<string | null> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return null;
  const first = await ask('Password: ');
  const again = await ask('Password again: ');
  if (first !== again) {
    console.error('The two passwords differ.');
    process.exit(1);
  }
  return first;
}

export async function runAdminCommand(argv: string[]): Promise<AdminOutcome> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
  });
  const command = positionals[0];
  if ((command !== 'create' && command !== 'reset-password') || !values.username || (command === 'create' && !values.email))
    return { ok: false, message: USAGE };
  const secret = await password();
  if (secret === null) return { ok: false, message: 'No password: set ADMIN_PASSWORD or run the command on a terminal.' };
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), poolMax: 2 });
  try {
    await prepareDatabase(database, { demo: config.demo });
    return command === 'create'
      ? await createAdministrator(database.db, { username: values.username, email: values.email!, name: values.name, password: secret })
      : await resetStaffPassword(database.db, { username: values.username, password: secret });
  } finally {
    await database.close();
  }
}

try {
  const outcome = await runAdminCommand(process.argv.slice(2));
  (outcome.ok ? console.log : console.error)(outcome.message);
  process.exit(outcome.ok ? 0 : 1);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
