import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AllApplicationsQuery } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';

/** The SQL of the `/all/...` lists that are this module's own (the certificates one is the certificates module's). */
export const allRepo = {
  /** Every customer's applications (drafts excluded: a draft is its customer's working copy), newest first. */
  async applications(db: Db, q: Pick<AllApplicationsQuery, 'status' | 'user_id'>, limit: number, offset: number) {
    const where: SQL = and(
      ne(applications.status, 'draft'),
      q.status ? eq(applications.status, q.status) : undefined,
      q.user_id ? eq(applications.userId, q.user_id) : undefined,
    )!;
    const [rows, [total]] = await Promise.all([
      db.select().from(applications).where(where).orderBy(desc(applications.createdAt), desc(applications.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(applications).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
