import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { isMemberRole, type MemberRole } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { organisationMembers, users } from '../../db/schema/index.js';

/** One organisation a person belongs to, and the role held there (kept with the cached session: no round trip). */
export interface Membership {
  organisationId: number;
  role: MemberRole;
  /** The organisation's name: its company, else its founding account's name or user name. */
  name: string;
}

/** An organisation's name, from its account row: its company, else the account's name, else its user name. */
export const organisationName = (account: { profile: AnyColumn; name: AnyColumn; username: AnyColumn }) =>
  sql<string>`coalesce(nullif(${account.profile}->>'company', ''), nullif(${account.name}, ''), ${account.username})`;

/** The SQL of memberships (the rules are in organisation.ts). */
export const membershipsRepo = {
  /** Every organisation of a person, the oldest membership first. Runs when a session is not cached. */
  async ofUser(db: Db, userId: number): Promise<Membership[]> {
    const query = prepared(db, 'memberships_of_user', () =>
      db
        .select({
          organisationId: organisationMembers.organisationId,
          role: organisationMembers.role,
          name: organisationName(users),
        })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.organisationId))
        .where(eq(organisationMembers.userId, sql.placeholder('userId')))
        .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.organisationId))
        .prepare('memberships_of_user'),
    );
    const rows = await query.execute({ userId });
    return rows.filter((r) => isMemberRole(r.role)).map((r) => ({ organisationId: r.organisationId, role: r.role as MemberRole, name: r.name }));
  },
};
