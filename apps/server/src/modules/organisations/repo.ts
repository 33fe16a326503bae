import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { MemberRole } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { organisationName } from '../../platform/auth/membershipsRepo.js';
import { accessTokens, organisationInvitations, organisationMembers, users } from '../../db/schema/index.js';

export type InvitationRow = typeof organisationInvitations.$inferSelect;
const orgName = organisationName(users);

/** The SQL of organisations, members and invitations (service.ts holds the rules). */
export const organisationsRepo = {
  /** The organisation's owners and administrators, with what an e-mail to them needs (the expiry reminders' recipients). */
  managers: (t: Db | Tx, organisationId: number) =>
    t
      .select({ id: users.id, email: users.email, lang: users.lang })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(and(eq(organisationMembers.organisationId, organisationId), inArray(organisationMembers.role, ['owner', 'administrator'])))
      .orderBy(asc(users.id)),
  nameOf: (db: Db | Tx, id: number) =>
    db
      .select({ name: orgName })
      .from(users)
      .where(eq(users.id, id))
      .then((r) => r[0]?.name ?? ''),
  members: (db: Db, organisationId: number) =>
    db
      .select({
        userId: organisationMembers.userId,
        role: organisationMembers.role,
        createdAt: organisationMembers.createdAt,
        name: users.name,
        username: users.username,
        email: users.email,
        mobileZone: users.mobileZone,
        mobile: users.mobile,
      })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(eq(organisationMembers.organisationId, organisationId))
      .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.userId)),
  /**
   * Every membership row of the organisation, locked: role changes and removals of one organisation queue here, so
   * two of them at once cannot both see another owner and leave none.
   */
  lockMembers: (t: Tx, organisationId: number) =>
    t
      .select({ userId: organisationMembers.userId, role: organisationMembers.role })
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, organisationId))
      .orderBy(asc(organisationMembers.userId))
      .for('update'),
  setRole: (t: Tx, organisationId: number, userId: number, role: MemberRole) =>
    t
      .update(organisationMembers)
      .set({ role })
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId))),
  remove: (t: Tx, organisationId: number, userId: number) =>
    t.delete(organisationMembers).where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId))),
  /** Adds the member; false when already one (the primary key). */
  add: async (t: Tx, row: typeof organisationMembers.$inferInsert) =>
    (await t.insert(organisationMembers).values(row).onConflictDoNothing().returning({ userId: organisationMembers.userId })).length > 0,
  /** The tokens a member made in the organisation die with the membership. */
  revokeTokensOf: (t: Tx, organisationId: number, userId: number, at: Date) =>
    t
      .update(accessTokens)
      .set({ revokedAt: at })
      .where(and(eq(accessTokens.userId, organisationId), eq(accessTokens.createdBy, userId), isNull(accessTokens.revokedAt))),
  /** A member of the organisation with this e-mail or mobile (an invitation to them is refused). */
  memberByContact: (db: Db | Tx, organisationId: number, c: { email?: string; zone?: string; mobile?: string }) =>
    db
      .select({ userId: users.id })
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(
        and(
          eq(organisationMembers.organisationId, organisationId),
          c.email ? sql`lower(${users.email}) = ${c.email.toLowerCase()}` : and(eq(users.mobileZone, c.zone ?? ''), eq(users.mobile, c.mobile ?? '')),
        ),
      )
      .limit(1)
      .then((r) => r.length > 0),
  openInvitations: (db: Db | Tx, organisationId: number, now: Date) =>
    db
      .select({
        i: organisationInvitations,
        invitedBy: sql<string | null>`(select coalesce(nullif(u.name, ''), u.username) from users u where u.id = ${organisationInvitations.invitedBy})`,
      })
      .from(organisationInvitations)
      .where(
        and(
          eq(organisationInvitations.organisationId, organisationId),
          isNull(organisationInvitations.acceptedAt),
          isNull(organisationInvitations.revokedAt),
          gt(organisationInvitations.expiresAt, now),
        ),
      )
      .orderBy(desc(organisationInvitations.id)),
  insertInvitation: async (t: Tx, row: typeof organisationInvitations.$inferInsert) => (await t.insert(organisationInvitations).values(row).returning())[0]!,
  invitation: (db: Db | Tx, organisationId: number, id: number) =>
    db
      .select()
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.id, id), eq(organisationInvitations.organisationId, organisationId)))
      .limit(1)
      .then((r) => r[0]),
  invitationByHash: (db: Db | Tx, tokenHash: string, lock = false) => {
    const q = db.select().from(organisationInvitations).where(eq(organisationInvitations.tokenHash, tokenHash)).limit(1);
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },
  updateInvitation: (t: Tx, id: number, set: Partial<typeof organisationInvitations.$inferInsert>) =>
    t
      .update(organisationInvitations)
      .set(set)
      .where(eq(organisationInvitations.id, id))
      .returning()
      .then((r) => r[0]!),
  personName: (db: Db | Tx, id: number) =>
    db
      .select({ name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})` })
      .from(users)
      .where(eq(users.id, id))
      .then((r) => r[0]?.name ?? null),
  /**
   * The organisation's audit log, newest first: what its members did (customer accounts only; the back office's
   * own notes stay internal): the audit trail's rows about it (member changes, tokens, webhooks), the customer lines
   * of its applications' histories (create, submit, cancel, decisions) with the application's number, and the
   * members' sign-ins.
   */
  async auditPage(db: Db, organisationId: number, limit: number, offset: number) {
    const union = sql`
      select a.at, a.action, a.comment, a.actor_id from staff_audit a
        where a.customer_id = ${organisationId} and exists (select 1 from users c where c.id = a.actor_id and c.kind = 'customer')
      union all
      select h.at, 'application.' || h.action, coalesce(ap.rfc_no, ap.title), h.actor_id from application_history h
        join applications ap on ap.id = h.application_id
        where ap.user_id = ${organisationId} and h.actor_kind = 'customer'
      union all
      select l.created_at, 'sign_in', l.method, l.user_id from login_events l
        where l.success and l.user_id in (select m.user_id from organisation_members m where m.organisation_id = ${organisationId})`;
    const rows = rowsOf<{ at: Date | string; action: string; comment: string | null; actor: string | null }>(
      await db.execute(sql`
      select e.at, e.action, e.comment, (select coalesce(nullif(u.name, ''), u.username) from users u where u.id = e.actor_id) as actor
      from (${union}) e order by e.at desc limit ${limit} offset ${offset}`),
    );
    const [total] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from (${union}) e`));
    return { rows, total: Number(total?.n ?? 0) };
  },
};
