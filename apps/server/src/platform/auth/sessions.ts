import type { Db } from '../../db/client.js';
import { sessionsRepo, type UserRow } from './repo.js';
import { hashToken, newToken } from './tokens.js';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  now: () => Date;
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
export async function resolveSession(db: Db, policy: SessionPolicy, token: string): Promise<{ sessionId: number; user: UserRow } | null> {
  const found = await sessionsRepo.findActiveByHash(db, hashToken(token));
  if (!found) return null;
  const now = policy.now();
  const { session, user } = found;
  if (session.expiresAt.getTime() <= now.getTime()) return null;
  if (session.lastSeenAt.getTime() + policy.idleMs <= now.getTime()) return null;
  if (user.status !== 1) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await sessionsRepo.touch(db, session.id, now);
  return { sessionId: session.id, user };
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

export const revokeSession = (db: Db, policy: SessionPolicy, sessionId: number) => sessionsRepo.revoke(db, sessionId, policy.now());

/** Every session revocation goes through these functions (a session cache here must be invalidated on revoke). */
export const revokeUserSessions = (db: Db, policy: SessionPolicy, userId: number, exceptSessionId?: number) =>
  sessionsRepo.revokeAllOfUser(db, userId, policy.now(), exceptSessionId);
/** Revokes one of the user's own sessions; false when it is not theirs or already ended. */
export const revokeOwnSession = (db: Db, policy: SessionPolicy, userId: number, sessionId: number) => sessionsRepo.revokeOfUser(db, userId, sessionId, policy.now());

/** The user's sessions that are still valid (not revoked, not expired, not idle too long), newest use first. */
export async function listUserSessions(db: Db, policy: SessionPolicy, userId: number) {
  const now = policy.now();
  const rows = await sessionsRepo.listActiveOfUser(db, userId, now);
  return rows.filter((s) => s.lastSeenAt.getTime() + policy.idleMs > now.getTime());
}
