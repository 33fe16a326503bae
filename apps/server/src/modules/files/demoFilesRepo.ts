import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles, users } from '../../db/schema/index.js';

/** SQL of the demo data's files (demoFiles.ts). */
export const demoFilesRepo = {
  stored: async (db: Db, id: number, v: { storageKey: string; size: number; sha256: string; ext: string; originalName: string }) =>
    (await db.update(storedFiles).set(v).where(eq(storedFiles.id, id)).returning())[0]!,
  owner: async (db: Db, id: number) => (await db.select({ name: users.name, profile: users.profile }).from(users).where(eq(users.id, id)))[0],
};
