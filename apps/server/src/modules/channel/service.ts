import { CHANNEL_EDITABLE, FILE_PATH_PATTERN, IDENTITY_AGENCY, type ChannelProfile, type ChannelProfileStatus, type ChannelProfileValues } from '@tic/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../platform/auth/repo.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { writeNotice } from '../notifications/service.js';
import type { Locale, PolicyUser } from '@tic/shared';
import { enforceOn } from '../../platform/policy.js';
import { channelRepo, type ChannelProfileRow } from './repo.js';

type Row = ChannelProfileRow;

/** A channel account: an agency customer with a channel type (registered on /RegisteredChannel, or so set in its profile). */
export const isChannelAccount = (u: UserRow | null) => Boolean(u && u.kind === 'customer' && u.identity === IDENTITY_AGENCY && u.identityType);

const pathsOf = (v: unknown): string[] =>
  typeof v === 'string'
    ? FILE_PATH_PATTERN.test(v)
      ? [v]
      : []
    : Array.isArray(v)
      ? v.flatMap(pathsOf)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(pathsOf)
        : [];
const idOf = (p: string) => Number(p.slice('/file/'.length));

async function filesOf(db: Db, ownerId: number, paths: string[]) {
  const ids = [...new Set(paths.map(idOf))];
  if (!ids.length) return [];
  return channelRepo.ownFiles(db, ownerId, ids);
}

async function toApi(db: Db, row: Row | undefined, user: UserRow): Promise<ChannelProfile> {
  if (!row) {
    // Nothing submitted yet: the page starts from what registration and the profile already know.
    const p = user.profile as Record<string, unknown>;
    return {
      status: 'none',
      channel_type: (user.identityType as ChannelProfile['channel_type']) ?? null,
      company: { name: p.company ?? undefined, usci: p.company_usci ?? undefined, legal_representative: p.company_human_name ?? undefined },
      personal: { name: user.name ?? undefined, id_no: p.id_no ?? undefined },
      qualification: [],
      qualification_files: {},
      qualification_others: null,
      reason: null,
      submitted_at: null,
      decided_at: null,
      version: 0,
      files: {},
    };
  }
  const files = await filesOf(db, row.userId, pathsOf([row.company, row.personal, row.qualificationFiles]));
  return {
    status: row.status as ChannelProfileStatus,
    channel_type: row.channelType as ChannelProfile['channel_type'],
    company: row.company,
    personal: row.personal,
    qualification: row.qualification,
    qualification_files: row.qualificationFiles,
    qualification_others: row.qualificationOthers,
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    version: row.version,
    files: Object.fromEntries(files.map((f) => [`/file/${f.id}`, { name: f.originalName, ext: f.ext, size: f.size }])),
  };
}

const find = (db: Db, userId: number) => channelRepo.find(db, userId);

export async function getChannelProfile(db: Db, user: UserRow) {
  return toApi(db, await find(db, user.id), user);
}

/**
 * PUT /channel/profile: submits (or resubmits) the profile for confirmation at the version read (0: the
 * first time). Approved: 409 (no longer editable); stale: 409; a file that is not the partner's upload: 400.
 */
export async function submitChannelProfile(db: Db, user: UserRow, v: ChannelProfileValues) {
  const paths = pathsOf([v.company, v.personal, v.qualification_files]);
  if ((await filesOf(db, user.id, paths)).length !== new Set(paths).size) throw badRequest('validation.filePath');
  // Only the chosen qualifications keep evidence; only the chosen channel type keeps its identity.
  const qualificationFiles = Object.fromEntries(Object.entries(v.qualification_files).filter(([k]) => v.qualification.includes(k)));
  const values = {
    status: 'submitted',
    channelType: v.channel_type,
    company: v.channel_type === 'company' ? v.company : {},
    personal: v.channel_type === 'personal' ? v.personal : {},
    qualification: v.qualification,
    qualificationFiles,
    qualificationOthers: v.qualification.some((k) => k.toLowerCase() === 'other') ? (v.qualification_others ?? null) : null,
    reason: null,
    submittedAt: new Date(),
    decidedAt: null,
    decidedBy: null,
  };
  await db.transaction(async (t) => {
    const current = await channelRepo.findForUpdate(t, user.id);
    if (!current) {
      if (v.version !== 0) throw conflict();
      // Two first submissions racing meet the primary key: the loser is stale.
      if (!(await channelRepo.insertFirst(t, user.id, values))) throw conflict();
      return;
    }
    if (!CHANNEL_EDITABLE.includes(current.status as ChannelProfileStatus)) throw new AppError(409, 'validation.channelApproved');
    if (current.version !== v.version) throw conflict();
    await channelRepo.update(t, user.id, { ...values, version: current.version + 1 });
  });
  return getChannelProfile(db, user);
}

/** Staff: the partners' profiles, those waiting first (status filter optional). */
export async function listChannelProfiles(db: Db, status?: ChannelProfileStatus) {
  const rows = await channelRepo.listWithUsers(db, status);
  return Promise.all(rows.map(async ({ p, u }) => ({ ...(await toApi(db, p, u)), user_id: u.id, username: u.username, name: u.name })));
}

/**
 * Staff: approve or return (with a reason) a submitted profile at its version; the partner's notice is
 * written in the same transaction. No profile: 404; not waiting for a decision or stale: 409.
 */
export async function decideChannelProfile(
  db: Db,
  staff: PolicyUser,
  userId: number,
  d: { decision: 'approve' | 'return'; reason?: string; version: number },
  defaultLang: Locale,
) {
  await db.transaction(async (t) => {
    const current = await channelRepo.findForUpdate(t, userId);
    if (!current) throw notFound();
    if (current.status !== 'submitted') throw new AppError(409, 'validation.channelNotWaiting');
    // The staff policy's row (its own statuses agree; the message above names the profile's case).
    enforceOn(staff, 'review_channel', { status: current.status });
    if (current.version !== d.version) throw conflict();
    const approve = d.decision === 'approve';
    await channelRepo.update(t, userId, {
      status: approve ? 'approved' : 'returned',
      reason: approve ? null : d.reason!,
      decidedAt: new Date(),
      decidedBy: staff.id,
      version: current.version + 1,
    });
    await writeNotice(t, approve ? { kind: 'channel_profile_approved', userId } : { kind: 'channel_profile_returned', userId, reason: d.reason! }, {
      defaultLang,
    });
  });
  const user = await channelRepo.user(db, userId);
  return { ...(await getChannelProfile(db, user)), user_id: user.id, username: user.username, name: user.name };
}
