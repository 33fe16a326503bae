import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qrLoginTickets } from '../../db/schema/index.js';

export type TicketRow = typeof qrLoginTickets.$inferSelect;
type Status = TicketRow['status'];

/** Moves a ticket (by hash) from one status to another while it is live; the row's hash, or undefined when another won. */
const move = (db: Db, ticketHash: string, from: Status, now: Date, set: Partial<typeof qrLoginTickets.$inferInsert>) =>
  db
    .update(qrLoginTickets)
    .set(set)
    .where(and(eq(qrLoginTickets.ticketHash, ticketHash), eq(qrLoginTickets.status, from), gt(qrLoginTickets.expiresAt, now)))
    .returning({ ticketHash: qrLoginTickets.ticketHash, userId: qrLoginTickets.userId })
    .then((r) => r[0]);

export const qrRepo = {
  find: (db: Db, ticketHash: string) =>
    db
      .select()
      .from(qrLoginTickets)
      .where(eq(qrLoginTickets.ticketHash, ticketHash))
      .limit(1)
      .then((r) => r[0]),
  removeExpired: (db: Db, before: Date) => db.delete(qrLoginTickets).where(lt(qrLoginTickets.expiresAt, before)),
  insert: (db: Db, v: typeof qrLoginTickets.$inferInsert) => db.insert(qrLoginTickets).values(v),
  /** confirmed → used: only one poll wins. */
  collect: (db: Db, ticketHash: string, now: Date) => move(db, ticketHash, 'confirmed', now, { status: 'used', usedAt: now }),
  /** pending → confirmed for a user, kept live at least until `collectBy`. */
  confirm: (db: Db, ticketHash: string, userId: number, now: Date, collectBy: Date) =>
    move(db, ticketHash, 'pending', now, {
      status: 'confirmed',
      userId,
      confirmedAt: now,
      expiresAt: sql`greatest(${qrLoginTickets.expiresAt}, ${collectBy.toISOString()}::timestamptz)` as unknown as Date,
    }),
  cancel: (db: Db, ticketHash: string, now: Date) => move(db, ticketHash, 'pending', now, { status: 'cancelled' }),
};
