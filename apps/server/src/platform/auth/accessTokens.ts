import { auditLog } from '../../modules/staff/audit.js';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMemberRole, PAT_PREFIX, type AccessToken, type TokenScope } from '@tic/shared';
import type { Db } from '../../db/client.js';
import type { UserCache } from '../cache/userCache.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { accessTokenRepo, type AccessTokenRow } from './accessTokenRepo.js';
import type { Membership } from './membershipsRepo.js';
import type { UserRow } from './repo.js';
import { hashToken } from './tokens.js';

/**
 * Personal access tokens (issue 15): a customer's system calls /backend/v1 with `Authorization: Bearer
 * tic_pat_…`. Only the SHA-256 is stored. Resolved tokens are cached per process by hash in a user cache,
 * so a revocation (whose trigger signals the owner's id, migration trust) drops them in every process at once.
 */
export interface CachedAccessToken {
  id: number;
  scope: TokenScope;
  /** The member who made the token (the request's user) and that member's place in the token's organisation. */
  user: UserRow;
  membership: Membership;
  lastUsedAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request is authenticated by a personal access token rather than a session. */
    accessToken: { id: number; scope: TokenScope } | null;
  }
}

const TOUCH_EVERY_MS = 60_000;
/** What a token may reach (paths after /backend/v1): the application, certificate and notice calls, never staff routes. */
const TOKEN_PATHS = /^\/(?:kenya|saudi|iraq|nigeria|rfc|attachment|cert|certs|corner\/notify|webhooks)(?:\/|\?|$)/;
const READS = new Set(['GET', 'HEAD']);

export const isAccessToken = (token: string) => token.startsWith(PAT_PREFIX);

export async function resolveAccessToken(db: Db, cache: UserCache<CachedAccessToken> | undefined, token: string, now: Date): Promise<CachedAccessToken | null> {
  const hash = hashToken(token);
  let entry = cache?.get(hash);
  if (!entry) {
    const row = await accessTokenRepo.findActiveByHash(db, hash);
    if (!row || row.user.status !== 1 || !isMemberRole(row.role)) return null;
    const membership: Membership = { organisationId: row.t.userId, role: row.role, name: row.organisation };
    entry = { id: row.t.id, scope: row.t.scope as TokenScope, user: row.user, membership, lastUsedAt: row.t.lastUsedAt };
    // Kept under the maker: a change of the maker's membership, or a revocation (both signal the maker), drops it.
    cache?.set(hash, row.user.id, entry);
  }
  if (!entry.lastUsedAt || now.getTime() - entry.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    entry.lastUsedAt = now;
    await accessTokenRepo.touch(db, entry.id, now);
    // The audit trail records a token's use as often as its last-use time is written (not every request).
    await auditLog.append(db, { actorId: entry.user.id, customerId: entry.membership.organisationId, action: 'token.use', comment: `#${entry.id}` });
  }
  return entry;
}

/** A token reaches only the application, certificate and notice calls of /backend/v1; writing needs the write scope. */
export function checkTokenReach(req: FastifyRequest, prefix: string) {
  if (!req.accessToken) return;
  const rest = req.url.slice(prefix.length);
  if (!TOKEN_PATHS.test(rest)) throw forbidden();
  if (!READS.has(req.method) && req.accessToken.scope !== 'write') throw new AppError(403, 'trust.token.readOnly');
}

/** The per-token limit: @fastify/rate-limit keyed by the token, applied only to token requests. */
export function tokenRateLimiter(app: { rateLimit: (o: object) => (req: FastifyRequest, reply: FastifyReply) => Promise<void> }, max: number) {
  const limiter = app.rateLimit({ max, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => `pat:${req.accessToken?.id ?? 0}` });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.accessToken) await limiter.call(app, req, reply);
  };
}

const toView = (r: AccessTokenRow): AccessToken => ({
  id: r.id,
  name: r.name,
  scope: r.scope as TokenScope,
  prefix: r.prefix,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  revoked_at: r.revokedAt?.toISOString() ?? null,
});

export const TOKENS_PER_USER_MAX = 20;

export const accessTokenService = {
  list: async (db: Db, userId: number) => (await accessTokenRepo.listByUser(db, userId, 100)).map(toView),
  /** The token is in the answer once; only its hash is kept. */
  /** Made in organisation `userId` by the member `createdBy`. */
  async create(db: Db, userId: number, name: string, scope: TokenScope, createdBy: number = userId) {
    const active = await accessTokenRepo.countActiveByUser(db, userId);
    if (active >= TOKENS_PER_USER_MAX) throw new AppError(400, 'trust.token.tooMany', { max: TOKENS_PER_USER_MAX });
    const token = `${PAT_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await accessTokenRepo.insert(db, {
      userId,
      createdBy,
      name: name.trim(),
      scope,
      tokenHash: hashToken(token),
      prefix: token.slice(0, PAT_PREFIX.length + 6),
    });
    return { ...toView(row), token };
  },
  /** Revokes one of the user's tokens; the trigger's signal drops it from every process's cache. */
  async revoke(db: Db, cache: UserCache<CachedAccessToken> | undefined, userId: number, id: number, now: Date) {
    const row = await accessTokenRepo.revoke(db, userId, id, now);
    if (!row) throw notFound();
    cache?.evictUser(userId);
    return toView(row);
  },
};
