/** The staff workstation's own reads of people and notices (users, notices). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notices, users } from '../../db/schema/index.js';

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
  person: async (db: Db, id: number) =>
    (await db.select({ id: users.id, name: users.name, username: users.username, profile: users.profile }).from(users).where(eq(users.id, id)))[0] ?? null,
  /** The notices the customer was sent about an application, newest first. */
  noticesSent: (db: Db, customerId: number, applicationId: number) =>
    db
      .select({ id: notices.id, kind: notices.kind, title: notices.title, at: notices.createdAt })
      .from(notices)
      .where(and(eq(notices.userId, customerId), eq(notices.applicationId, applicationId)))
      .orderBy(desc(notices.id))
      .limit(100),
};
