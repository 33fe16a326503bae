import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** How a person is named on the pages: the name, or the username when there is none (issue 30). */
export const personName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`;

/** The names of these customer accounts (members of an organisation) by id; staff accounts are left out. */
export async function memberNames(db: Db | Tx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: personName })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.kind, 'customer')));
  return new Map(rows.map((r) => [r.id, r.name]));
}
