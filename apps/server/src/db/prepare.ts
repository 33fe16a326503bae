import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { seedState } from './schema/index.js';
import { seedDemo } from './seed/demo.js';
import { referenceFingerprint } from './seed/fingerprint.js';
import { calendarService } from '../modules/staff/calendar.js';
import { registerLines } from '../lines.js';

const REFERENCE = 'reference';

/**
 * Migrations, then reference data, then the holiday calendar's seed, then demo accounts (demo mode only). The reference seeding (idempotent, a few
 * hundred statements) runs only when its inputs changed since it last completed (issue 18: a second start skips
 * it); its fingerprint is stored after it succeeds, so a seeding cut short is redone at the next start.
 * `phase` is told when each step ends (main.ts prints the start-up phases).
 */
export async function prepareDatabase(
  database: Database,
  opts: { demo: boolean },
  phase: (name: string) => void = () => undefined,
  log: (line: string) => void = (line) => console.log(line),
) {
  // Processes started together on one database take turns (issue 34): the first migrates and seeds, the others wait
  // for it and then find nothing left to do. Without the lock two migrators both see an empty history and the
  // second dies on `CREATE TABLE` of a table the first just made.
  await database.exclusive(
    'tic:prepare-database',
    () => log('  Another process is migrating this database: waiting for it to finish (PostgreSQL advisory lock).'),
    () => prepareLocked(database, opts, phase),
  );
}

async function prepareLocked(database: Database, opts: { demo: boolean }, phase: (name: string) => void) {
  await database.migrate();
  phase('migrations');
  const { db } = database;
  const fingerprint = referenceFingerprint();
  const [stored] = await db.select({ fingerprint: seedState.fingerprint }).from(seedState).where(eq(seedState.name, REFERENCE));
  if (stored?.fingerprint !== fingerprint) {
    // Imported only when they run: the seed's sources (the divisions' JSON, every country name) cost a restart nothing.
    const [{ seedReference }, { seedLookups }] = await Promise.all([import('./seed/reference.js'), import('./seed/lookups.js')]);
    await seedReference(db);
    await seedLookups(db);
    await db
      .insert(seedState)
      .values({ name: REFERENCE, fingerprint })
      .onConflictDoUpdate({ target: seedState.name, set: { fingerprint, seededAt: new Date() } });
  }
  phase(stored?.fingerprint === fingerprint ? 'reference data (unchanged, skipped)' : 'reference data');
  // The holiday calendar before any demo application computes its due date (it seeds only an empty calendar).
  await calendarService.seed(db);
  if (opts.demo) {
    // The line modules' extension points (an express booking's `express`, its cancellation date) as the app has them.
    registerLines();
    await seedDemo(db);
    phase('demo data');
  }
}
