import type { Database } from './client.js';
import { seedDemo } from './seed/demo.js';
import { seedReference } from './seed/reference.js';
import { seedLookups } from './seed/lookups.js';
import { calendarService } from '../modules/staff/calendar.js';

/** Migrations, then reference data and the holiday calendar's seed (always), then demo accounts (demo mode only). */
export async function prepareDatabase(database: Database, opts: { demo: boolean }) {
  await database.migrate();
  await seedReference(database.db);
  await seedLookups(database.db);
  // The holiday calendar before any demo application computes its due date.
  await calendarService.seed(database.db);
  if (opts.demo) await seedDemo(database.db);
}
