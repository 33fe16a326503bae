import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTickets, customerWaiters, devOutbox, organisationMembers, storedFiles, users, verificationCodes } from '../../db/schema/index.js';

type CodeInsert = typeof verificationCodes.$inferInsert;

export const accountsRepo = {
  /* ---- verification codes ---- */
  async latestCode(db: Db, purpose: string, recipient: string) {
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.recipient, recipient)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return rows[0];
  },
  async countSince(db: Db, by: { recipient?: string; ip?: string }, since: Date) {
    const where = by.recipient ? eq(verificationCodes.recipient, by.recipient) : eq(verificationCodes.ip, by.ip ?? '');
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(and(where, gte(verificationCodes.createdAt, since)));
    return row?.n ?? 0;
  },
  /** A new code replaces the live one of the same purpose and recipient. */
  async replaceCode(db: Db, row: CodeInsert) {
    return db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: row.createdAt })
        .where(and(eq(verificationCodes.purpose, row.purpose), eq(verificationCodes.recipient, row.recipient), isNull(verificationCodes.consumedAt)));
      await tx.insert(verificationCodes).values(row);
    });
  },
  async liveCode(db: Db, purpose: string, recipient: string, now: Date) {
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.recipient, recipient),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return rows[0];
  },
  /** Counts a wrong entry; the fifth kills the code. Atomic, so parallel guesses cannot exceed the limit. */
  async wrongEntry(db: Db, id: number, maxWrong: number, now: Date) {
    await db
      .update(verificationCodes)
      .set({
        wrongCount: sql`${verificationCodes.wrongCount} + 1`,
        consumedAt: sql`case when ${verificationCodes.wrongCount} + 1 >= ${maxWrong} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)));
  },
  /** Single use: only the first consumer wins. */
  async consume(db: Db, id: number, now: Date) {
    const rows = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  },

  /* ---- outbox (demo) ---- */
  async outboxAdd(db: Db, row: typeof devOutbox.$inferInsert) {
    await db.insert(devOutbox).values(row);
  },
  async outboxLatest(db: Db, limit: number) {
    return db.select().from(devOutbox).orderBy(desc(devOutbox.id)).limit(limit);
  },

  /* ---- users ---- */
  async userById(db: Db, id: number) {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  },
  /** The role a person holds in an organisation (issue 30), null when they are no member. */
  async memberRole(db: Db, organisationId: number, userId: number) {
    const rows = await db
      .select({ role: organisationMembers.role })
      .from(organisationMembers)
      .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
      .limit(1);
    return rows[0]?.role ?? null;
  },
  async userByUsername(db: Db, username: string) {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
      .limit(1);
    return rows[0];
  },
  async usernameTaken(db: Db, username: string) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    return rows.length > 0;
  },
  async customerByMobile(db: Db, zone: string, mobile: string) {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.mobileZone, zone), eq(users.mobile, mobile), eq(users.kind, 'customer')))
      .limit(1);
    return rows[0];
  },
  async customerByEmail(db: Db, email: string) {
    const rows = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.kind, 'customer')))
      .limit(1);
    return rows[0];
  },
  async contactTaken(db: Db, by: { zone?: string; mobile?: string; email?: string }, exceptUserId = 0) {
    const cond = by.email
      ? sql`lower(${users.email}) = ${by.email.toLowerCase()}`
      : and(eq(users.mobileZone, by.zone ?? ''), eq(users.mobile, by.mobile ?? ''));
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(cond, sql`${users.id} <> ${exceptUserId}`))
      .limit(1);
    return rows.length > 0;
  },
  async insertUser(db: Db, row: typeof users.$inferInsert) {
    const [u] = await db.insert(users).values(row).returning();
    return u!;
  },
  async updateUser(db: Db, id: number, set: Partial<typeof users.$inferInsert>) {
    const [u] = await db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return u;
  },

  /* ---- tickets ---- */
  async insertTicket(db: Db, row: typeof accountTickets.$inferInsert) {
    await db.insert(accountTickets).values(row);
  },
  async useTicket(db: Db, tokenHash: string, kind: string, now: Date) {
    const rows = await db
      .update(accountTickets)
      .set({ usedAt: now })
      .where(and(eq(accountTickets.tokenHash, tokenHash), eq(accountTickets.kind, kind), isNull(accountTickets.usedAt), gt(accountTickets.expiresAt, now)))
      .returning();
    return rows[0];
  },

  /* ---- waiter ---- */
  async waiterOf(db: Db, customerId: number) {
    const rows = await db
      .select({ name: users.name, mobile: users.mobile, mobileZone: users.mobileZone, wechat: users.wechat, email: users.email })
      .from(customerWaiters)
      .innerJoin(users, eq(users.id, customerWaiters.staffId))
      .where(eq(customerWaiters.customerId, customerId))
      .limit(1);
    return rows[0];
  },
  async setWaiter(db: Db, customerId: number, staffId: number | null) {
    if (staffId === null) {
      await db.delete(customerWaiters).where(eq(customerWaiters.customerId, customerId));
      return;
    }
    await db.insert(customerWaiters).values({ customerId, staffId }).onConflictDoUpdate({ target: customerWaiters.customerId, set: { staffId } });
  },

  /* ---- files ---- */
  /** Which of these file ids this user uploaded. */
  async ownFileIds(db: Db, userId: number, ids: number[]) {
    return new Set((await accountsRepo.ownFiles(db, userId, ids)).map((r) => r.id));
  },
  /** Of these stored files, the ones this user uploaded. */
  ownFiles: (db: Db, userId: number, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.uploadedBy, userId), inArray(storedFiles.id, ids))),
};
