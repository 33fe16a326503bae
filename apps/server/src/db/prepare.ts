import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { seedState } from './schema/index.js';
import { seedDemo } from './seed/demo.js';
import { referenceFingerprint } from './seed/fingerprint.js';
import { seedReference } from './seed/reference.js';
import { seedLookups } from './seed/lookups.js';
import { calendarService } from '../modules/staff/calendar.js';

const REFERENCE = 'reference';

/**
 * Migrations, then reference data, then the holiday calendar's seed, then demo accounts (demo mode only). The reference seeding (idempotent, a few
 * hundred statements) runs only when its inputs changed since it last completed (issue 18: a second start skips
 * it); its fingerprint is stored after it succeeds, so a seeding cut short is redone at the next start.
 * `phase` is told when each step ends (main.ts prints the start-up phases).
 */
export async function prepareDatabase(database: Database, opts: { demo: boolean }, phase: (name: string) => void = () => undefined) {
  await database.migrate();
  phase('migrations');
  const { db } = database;
  const fingerprint = referenceFingerprint();
  const [stored] = await db.select({ fingerprint: seedState.fingerprint }).from(seedState).where(eq(seedState.name, REFERENCE));
  if (stored?.fingerprint !== fingerprint) {
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
    await seedDemo(db);
    phase('demo data');
  }
}
