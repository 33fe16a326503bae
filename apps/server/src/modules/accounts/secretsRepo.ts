import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema/index.js';

/** Secrets every process of an installation shares (app_secrets). */
export const secretsRepo = {
  find: (db: Db, name: string) =>
    db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, name))
      .then((r) => r[0]),
  insertIfAbsent: (db: Db, name: string, value: string) => db.insert(appSecrets).values({ name, value }).onConflictDoNothing(),
};
