import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import { applicationParties, applications, ports, units } from '../../db/schema/index.js';

const starts = (s: string) => `${escapeLike(s)}%`;
const contains = (s: string) => `%${escapeLike(s)}%`;

export const lookupsRepo = {
  ports: (db: Db, keyword: string | undefined, country: string | undefined, limit: number) =>
    db
      .select()
      .from(ports)
      .where(
        and(
          country ? eq(ports.country, country.toUpperCase()) : undefined,
          keyword ? or(ilike(ports.code, starts(keyword)), ilike(ports.name, contains(keyword))) : undefined,
        ),
      )
      .orderBy(asc(ports.country), asc(ports.name))
      .limit(limit),
  units: (db: Db, keyword: string | undefined, limit: number) =>
    db
      .select()
      .from(units)
      .where(
        keyword
          ? or(
              ilike(units.code, starts(keyword)),
              ilike(units.nameEn, contains(keyword)),
              ilike(units.nameZh, contains(keyword)),
              ilike(units.nameAr, contains(keyword)),
            )
          : undefined,
      )
      .orderBy(asc(units.sort))
      .limit(limit),
  /** The caller's own parties whose company name contains the text (trigram index), most recent first, one per name. */
  companies: (db: Db, userId: number, keyword: string, role: string | undefined, limit: number) =>
    db
      .selectDistinctOn([applicationParties.companyName], { name: applicationParties.companyName, data: applicationParties.data })
      .from(applicationParties)
      .innerJoin(applications, eq(applications.id, applicationParties.applicationId))
      .where(
        and(
          eq(applicationParties.userId, userId),
          ilike(applicationParties.companyName, contains(keyword)),
          role ? eq(applicationParties.role, role) : undefined,
        ),
      )
      // The party as last sent (a submitted application's) before any draft's: the draft being typed saves itself as
      // it goes, so a half-cleared party there must not shadow the company's complete details (picking it again
      // would fill the blanks in with blanks). A company only ever typed in drafts still comes from its latest draft.
      .orderBy(applicationParties.companyName, sql`${applications.status} = 'draft'`, desc(applicationParties.id))
      .limit(limit),
  latest: (db: Db, userId: number, form?: string) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, userId), sql`${applications.title} <> ''`, form ? eq(applications.form, form) : undefined))
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(1)
      .then((r) => r[0]),
};
