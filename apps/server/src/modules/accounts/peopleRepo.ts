import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** How a person is named on the pages: the name, or the username when there is none (issue 30). */
export const personName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`;

/** The SQL of people's names (people.ts). */
export const peopleRepo = {
  /** The names of these customer accounts; staff accounts are left out. */
  customerNames: (db: Db | Tx, ids: number[]) =>
    db
      .select({ id: users.id, name: personName })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.kind, 'customer'))),
};
