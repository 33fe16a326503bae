import { asc, eq, inArray } from 'drizzle-orm';
import type { StaffAuditEntry } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { staffAudit, users } from '../../db/schema/index.js';

export type NewAudit = typeof staffAudit.$inferInsert;

/** The append-only audit trail of staff actions and sign-ins (the database refuses updates and deletes). */
export const auditRepo = {
  append: (db: Db | Tx, v: NewAudit) => db.insert(staffAudit).values(v),
  forApplication: async (db: Db, applicationId: number): Promise<StaffAuditEntry[]> => {
    const rows = await db.select().from(staffAudit).where(eq(staffAudit.applicationId, applicationId)).orderBy(asc(staffAudit.id));
    const ids = [...new Set(rows.map((r) => r.actorId).filter((x): x is number => x !== null))];
    const names = new Map(
      (ids.length ? await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.id, ids)) : []).map((u) => [
        u.id,
        u.name || u.username,
      ]),
    );
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorId === null ? null : { id: r.actorId, name: names.get(r.actorId) ?? '' },
      roles: r.actorRoles,
      action: r.action,
      from_status: r.fromStatus,
      to_status: r.toStatus,
      from_step: r.fromStep,
      to_step: r.toStep,
      comment: r.comment,
      files: r.files,
    }));
  },
};
