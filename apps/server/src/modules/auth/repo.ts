import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginEvents, rolePermissions, users } from '../../db/schema/index.js';

export const authRepo = {
  async findByUsername(db: Db, username: string) {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    return rows[0];
  },
  async recordLogin(db: Db, row: typeof loginEvents.$inferInsert) {
    await db.insert(loginEvents).values(row);
  },
  async permissionsOf(db: Db, role: string) {
    const rows = await db.select({ p: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role, role));
    return rows.map((r) => r.p).sort();
  },
  async setLang(db: Db, userId: number, lang: string) {
    await db.update(users).set({ lang, updatedAt: new Date() }).where(eq(users.id, userId));
  },
};
