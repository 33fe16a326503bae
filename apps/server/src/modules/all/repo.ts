import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';

/** SQL of the company-wide lists (`/all`). */
export const allRepo = {
  /** Every customer's applications except drafts, newest first, with the total of the same filter. */
  async applicationPage(db: Db, filter: { status?: string; userId?: number }, limit: number, offset: number) {
    const where: SQL = and(
      ne(applications.status, 'draft'),
      filter.status ? eq(applications.status, filter.status) : undefined,
      filter.userId ? eq(applications.userId, filter.userId) : undefined,
    )!;
    const [rows, [total]] = await Promise.all([
      db.select().from(applications).where(where).orderBy(desc(applications.createdAt), desc(applications.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(applications).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
