import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { QR_COLLECT_SECONDS, QR_CONFIRM_PATH, QR_POLL_MS, QR_TICKET_TTL_SECONDS, VERIFY_TYPE, type QrTicketStatus } from '@tic/shared';
import { qrRepo, type TicketRow } from './qrRepo.js';
import { AppError, badRequest } from '../../platform/errors.js';
import type { UserRow } from '../../platform/auth/repo.js';
import { accountsRepo } from './repo.js';
import { signIn, type RequestMeta } from './service.js';

/*
 * Sign-in by scanning a QR code, without any third party. The computer asks for a ticket and shows its URL as a QR
 * code; the phone, signed in, opens the URL and confirms; the computer's next poll (it carries the key only that page
 * was given, so a leaked URL cannot be polled by someone else) creates its session, once.
 */

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
/** Tickets are kept a day after they expire (the phone can still be told what happened), then deleted. */
const KEEP_MS = 86_400_000;

interface PollResult {
  status: QrTicketStatus;
  expires_at: string;
  /** Only in the one answer that signed this browser in. */
  login?: Awaited<ReturnType<typeof signIn>>;
}

const invalid = () => new AppError(404, 'accounts.qrInvalid');

/** What a ticket is now: a pending (or uncollected confirmed) ticket past its time is expired. */
function statusOf(row: TicketRow, now: Date): QrTicketStatus {
  if ((row.status === 'pending' || row.status === 'confirmed') && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

async function findTicket(app: FastifyInstance, ticket: string) {
  return qrRepo.find(app.db, hash(ticket));
}

/** POST /qr/ticket (computer, public): a ticket for 2 minutes and the poll key of this page. */
export async function createQrTicket(app: FastifyInstance, meta: RequestMeta, origin: string) {
  const now = app.sessionPolicy.now();
  await qrRepo.removeExpired(app.db, new Date(now.getTime() - KEEP_MS));
  const ticket = randomBytes(32).toString('base64url');
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + QR_TICKET_TTL_SECONDS * 1000);
  await qrRepo.insert(app.db, {
    ticketHash: hash(ticket),
    keyHash: hash(key),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    expiresAt,
  });
  return { ticket, key, url: `${origin}${QR_CONFIRM_PATH}?ticket=${ticket}`, expires_at: expiresAt.toISOString(), poll_ms: QR_POLL_MS };
}

/**
 * POST /qr/ticket/poll (computer): the ticket's status for the page holding its key (another key: 404, as an unknown
 * ticket). The first poll after the phone's confirmation marks the ticket used and signs this browser in.
 */
export async function pollQrTicket(app: FastifyInstance, body: { ticket: string; key: string }, meta: RequestMeta): Promise<PollResult> {
  const row = await findTicket(app, body.ticket);
  if (!row || !sameHash(row.keyHash, hash(body.key))) throw invalid();
  const now = app.sessionPolicy.now();
  const status = statusOf(row, now);
  const answer = { status, expires_at: row.expiresAt.toISOString() };
  if (status !== 'confirmed') return answer;
  // Only one poll wins the update: the session is created once, whatever the number of polls in flight.
  const won = await qrRepo.collect(app.db, row.ticketHash, now);
  if (!won) return { ...answer, status: 'used' };
  const user = won.userId === null ? undefined : await accountsRepo.userById(app.db, won.userId);
  // The phone's account was disabled in the seconds between its confirmation and this poll.
  if (!user || user.status !== 1) return { ...answer, status: 'cancelled' };
  return { ...answer, status: 'confirmed', login: await signIn(app, user, 'qr', user.username, meta) };
}

/** Why a ticket can no longer be confirmed or cancelled, in words the phone shows. */
function refusal(row: TicketRow | undefined, now: Date) {
  if (!row) return invalid();
  const status = statusOf(row, now);
  if (status === 'expired') return badRequest('accounts.qrExpired');
  if (status === 'cancelled') return badRequest('accounts.qrCancelled');
  return badRequest('accounts.qrUsed');
}

/** GET /qr/ticket/:ticket (phone, signed in): status and the computer that asked. */
export async function qrTicketInfo(app: FastifyInstance, ticket: string) {
  const row = await findTicket(app, ticket);
  if (!row) throw invalid();
  return { status: statusOf(row, app.sessionPolicy.now()), expires_at: row.expiresAt.toISOString(), ip: row.ip, user_agent: row.userAgent };
}

/**
 * POST /qr/ticket/confirm (phone, signed in), and POST /verify/code with verify_type 3: a pending ticket becomes
 * confirmed for this user, once. The computer then has at least QR_COLLECT_SECONDS to collect its session.
 */
export async function confirmQrTicket(app: FastifyInstance, ticket: string, user: UserRow) {
  const now = app.sessionPolicy.now();
  const collectBy = new Date(now.getTime() + QR_COLLECT_SECONDS * 1000);
  const done = await qrRepo.confirm(app.db, hash(ticket), user.id, now, collectBy);
  if (!done) throw refusal(await findTicket(app, ticket), now);
}

/** POST /qr/ticket/cancel (phone, signed in): "not me"; the computer's page says so and offers a new code. */
export async function cancelQrTicket(app: FastifyInstance, ticket: string) {
  const now = app.sessionPolicy.now();
  const done = await qrRepo.cancel(app.db, hash(ticket), now);
  if (!done) throw refusal(await findTicket(app, ticket), now);
}

/** POST /verify/code with verify_type 3 (scan code): code is the ticket; the answer repeats the user's unchanged contacts. */
export async function verifyScanCode(app: FastifyInstance, code: string, user: UserRow) {
  await confirmQrTicket(app, code, user);
  return { verify_type: VERIFY_TYPE.scan, mobile_zone: user.mobileZone, mobile: user.mobile, email: user.email };
}
