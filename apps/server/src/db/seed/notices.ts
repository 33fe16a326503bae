import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@tic/shared';
import type { Db } from '../client.js';
import { notices, users } from '../schema/index.js';
import { sampleEvent } from '../../modules/notifications/samples.js';
import { noticeRowOf } from '../../modules/notifications/service.js';

/** Enough for a second page in the header drawer (30 per page) with some already read. */
export const DEMO_NOTICE_COUNT = 45;
export const DEMO_NOTICES_READ = 8;

/**
 * Demo notices of one customer, in the customer's language, spread over the past weeks (one every
 * 11 hours, newest first), the oldest few read: submissions, returns, returned attachments, issued
 * certificates, and the profile verification at the start. Only when the customer has none, so restarts keep state.
 */
export async function seedDemoNotices(db: Db, username: string, fallbackLang: Locale): Promise<void> {
  const [user] = await db
    .select({ id: users.id, lang: users.lang })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  if (!user) return;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(eq(notices.userId, user.id));
  if ((existing?.n ?? 0) > 0) return;
  const lang = (user.lang as Locale | null) ?? fallbackLang;
  const now = Date.now();
  const rows = Array.from({ length: DEMO_NOTICE_COUNT }, (_, i) => {
    // The oldest one is the verification of the profile, which came before any application.
    const event = sampleEvent(user.id, i, i === DEMO_NOTICE_COUNT - 1 ? 'profile_verified' : undefined);
    const createdAt = new Date(now - (i + 1) * 11 * 3_600_000);
    const read = i >= DEMO_NOTICE_COUNT - DEMO_NOTICES_READ;
    return {
      ...noticeRowOf(event, lang),
      isDeal: read ? 1 : 0,
      readAt: read ? new Date(createdAt.getTime() + 3_600_000) : null,
      createdAt,
    };
  });
  // Oldest first, so that ids (and notice numbers) grow with time as they would in real use.
  await db.insert(notices).values(rows.reverse());
}
