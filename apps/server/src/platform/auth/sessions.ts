import type { Db } from '../../db/client.js';
import type { UserCache } from '../cache/userCache.js';
import { membershipsRepo, type Membership } from './membershipsRepo.js';
import { sessionsRepo, type SessionRow, type UserRow } from './repo.js';
import { hashToken, newToken } from './tokens.js';

/** What a request needs of its session, cached by token hash so that a signed-in read costs no round trip. */
export interface CachedSession {
  session: Pick<SessionRow, 'id' | 'expiresAt' | 'lastSeenAt'>;
  user: UserRow;
  /** The organisations the user belongs to (a membership change signals the user: every process reloads them). */
  memberships: Membership[];
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  now: () => Date;
  /** Per process; kept true by the user-change signal (platform/cache). Absent: every request reads the database. */
  cache?: UserCache<CachedSession>;
}

// Writing last_seen_at on every request would turn each read into a write; a minute of slack is enough for the idle timeout.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, policy: SessionPolicy, userId: number, meta: { method: string; ip?: string; userAgent?: string }) {
  const token = newToken();
  const now = policy.now();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await sessionsRepo.insert(db, {
    tokenHash: hashToken(token),
    userId,
    method: meta.method,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The session's user when the token is valid, not revoked, within the absolute lifetime and not idle too long. */
export async function resolveSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
): Promise<{ sessionId: number; user: UserRow; memberships: Membership[] } | null> {
  const tokenHash = hashToken(token);
  // One reading of the clock per request (the checks and the touch agree on "now").
  const now = policy.now();
  const cached = policy.cache?.get(tokenHash);
  // A cached entry that no longer passes is read again: another process may have seen later activity.
  if (cached && isLive(cached, policy, now)) return touched(db, cached, now);
  const found = await sessionsRepo.findActiveByHash(db, tokenHash);
  if (!found || !isLive(found, policy, now)) {
    policy.cache?.delete(tokenHash);
    return null;
  }
  const entry: CachedSession = {
    session: { id: found.session.id, expiresAt: found.session.expiresAt, lastSeenAt: found.session.lastSeenAt },
    user: found.user,
    memberships: found.user.kind === 'customer' ? await membershipsRepo.ofUser(db, found.user.id) : [],
  };
  policy.cache?.set(tokenHash, found.user.id, entry);
  return touched(db, entry, now);
}

function isLive({ session, user }: Pick<CachedSession, 'session' | 'user'>, policy: SessionPolicy, now: Date): boolean {
  const t = now.getTime();
  return session.expiresAt.getTime() > t && session.lastSeenAt.getTime() + policy.idleMs > t && user.status === 1;
}

async function touched(db: Db, entry: CachedSession, now: Date) {
  if (now.getTime() - entry.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await sessionsRepo.touch(db, entry.session.id, now);
    // The entry may be shared with concurrent requests; replacing the field is all they can observe.
    entry.session = { ...entry.session, lastSeenAt: now };
  }
  return { sessionId: entry.session.id, user: entry.user, memberships: entry.memberships };
}

/**
 * Whether a session is still valid, without counting as activity: long-lived streams re-check their
 * session with this so that a logout or an expiry ends them, while only real requests keep it alive.
 */
export async function isSessionActive(db: Db, policy: SessionPolicy, sessionId: number): Promise<boolean> {
  const found = await sessionsRepo.findById(db, sessionId);
  if (!found || found.session.revokedAt || found.userStatus !== 1) return false;
  const now = policy.now().getTime();
  return found.session.expiresAt.getTime() > now && found.session.lastSeenAt.getTime() + policy.idleMs > now;
}

/** Revokes one session; this process forgets the user's cached sessions at once, the others on the database's signal. */
export async function revokeSession(db: Db, policy: SessionPolicy, sessionId: number): Promise<void> {
  const owner = await sessionsRepo.revoke(db, sessionId, policy.now());
  if (owner !== undefined) policy.cache?.evictUser(owner);
}

/** Every session revocation goes through these functions, which drop the user's cached sessions in this process. */
export async function revokeUserSessions(db: Db, policy: SessionPolicy, userId: number, exceptSessionId?: number) {
  const result = await sessionsRepo.revokeAllOfUser(db, userId, policy.now(), exceptSessionId);
  policy.cache?.evictUser(userId);
  return result;
}
/** Revokes one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Db, policy: SessionPolicy, userId: number, sessionId: number) {
  const result = await sessionsRepo.revokeOfUser(db, userId, sessionId, policy.now());
  policy.cache?.evictUser(userId);
  return result;
}

/** The user's sessions that are still valid (not revoked, not expired, not idle too long), newest use first. */
export async function listUserSessions(db: Db, policy: SessionPolicy, userId: number) {
  const now = policy.now();
  const rows = await sessionsRepo.listActiveOfUser(db, userId, now);
  return rows.filter((s) => s.lastSeenAt.getTime() + policy.idleMs > now.getTime());
}
