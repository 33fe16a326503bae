/** The staff workstation's own reads of people and notices (users, notices). */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notices, users } from '../../db/schema/index.js';

const activeStaff = and(eq(users.kind, 'staff'), eq(users.status, 1));

export const staffRepo = {
  /** Every staff account (the people work can be assigned to). */
  staffMembers: (db: Db) => db.select().from(users).where(eq(users.kind, 'staff')),
  /** Kind, roles and status of a user (an assignee must be an active staff member: the policy reads kind and roles). */
  kindOf: async (db: Db | Tx, id: number) =>
    (
      await db
        .select({ id: users.id, kind: users.kind, role: users.role, staffRoles: users.staffRoles, status: users.status })
        .from(users)
        .where(eq(users.id, id))
    )[0] ?? null,
  /** Name, username and profile of a user. */
  person: async (db: Db | Tx, id: number) =>
    (await db.select({ id: users.id, name: users.name, username: users.username, profile: users.profile }).from(users).where(eq(users.id, id)))[0] ?? null,
  /** Whether a user is an active staff member (a staff notice goes to an assignee only then). */
  isActiveStaff: async (tx: Db | Tx, id: number) =>
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(activeStaff, eq(users.id, id)))
    ).length > 0,
  /** Active staff members holding any of these roles (the main role or a further one), by id. */
  holdersOf: async (tx: Db | Tx, roles: readonly string[]): Promise<number[]> => {
    if (roles.length === 0) return [];
    const list = sql.join(
      roles.map((r) => sql`${r}`),
      sql`, `,
    );
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(activeStaff, or(sql`${users.role} in (${list})`, sql`${users.staffRoles} && array[${list}]::text[]`)))
      .orderBy(users.id);
    return rows.map((r) => r.id);
  },
  /** The notices the customer was sent about an application, newest first. */
  noticesSent: (db: Db, customerId: number, applicationId: number) =>
    db
      .select({ id: notices.id, kind: notices.kind, title: notices.title, at: notices.createdAt })
      .from(notices)
      .where(and(eq(notices.userId, customerId), eq(notices.applicationId, applicationId)))
      .orderBy(desc(notices.id))
      .limit(100),
};
