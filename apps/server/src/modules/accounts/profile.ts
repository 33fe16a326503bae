import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_LENGTH,
  passwordSchema,
  FILE_PATH_PATTERN,
  introMaxFor,
  profileMissing,
  translate,
  fieldLabel,
  type CustomerProfile,
  type Locale,
  type ProfileValues,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { UserRow } from '../../platform/auth/repo.js';
import { writeNotice } from '../notifications/service.js';
import { toAttachment } from '../files/service.js';
import { accountsRepo } from './repo.js';
import { decryptSecret } from './crypto.js';
import { assertUncommonPassword } from './passwords.js';
import { hashPassword } from '../../platform/passwords.js';
import { isStaffReader } from '../../platform/policy.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';

// Fields kept in columns; everything else of the profile lives in users.profile (jsonb).
const COLUMN_FIELDS = new Set(['name', 'mobile', 'mobile_zone', 'email', 'avatar', 'wechat', 'identity', 'identity_type', 'notify_by_email', 'password']);

/** The stored profile as one flat object (columns and jsonb), what profileMissing reads. */
function flatten(u: UserRow): Record<string, unknown> {
  return {
    ...u.profile,
    name: u.name,
    mobile: u.mobile,
    mobile_zone: u.mobileZone ?? '+86',
    email: u.email,
    avatar: u.avatar ?? undefined,
    wechat: u.wechat ?? undefined,
    identity: u.identity,
    identity_type: u.identityType ?? undefined,
  };
}

/** What the customer must still fill in before applying: the one completeness rule (profile page, is_control, application gate). */
const missingOf = (u: UserRow) => profileMissing(flatten(u));

const filePaths = (v: unknown): string[] =>
  typeof v === 'string'
    ? FILE_PATH_PATTERN.test(v)
      ? [v]
      : []
    : Array.isArray(v)
      ? v.flatMap(filePaths)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(filePaths)
        : [];
const fileIds = (paths: string[]) => paths.map((p) => Number(p.slice('/file/'.length)));

/** The profile as GET /customer/{id} answers it, with the name, type and size of each file it refers to. */
async function profileOf(db: Db, u: UserRow): Promise<CustomerProfile> {
  const rows = await accountsRepo.ownFiles(db, u.id, fileIds(filePaths(flatten(u))));
  return {
    ...toProfile(u),
    files: Object.fromEntries(
      rows.map((f) => {
        const a = toAttachment(f);
        return [a.path, a];
      }),
    ),
  };
}

function toProfile(u: UserRow): Omit<CustomerProfile, 'files'> {
  const p = flatten(u) as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  return {
    ...(p as object),
    id: u.id,
    username: u.username,
    name: u.name,
    identity: u.identity,
    mobile: u.mobile,
    email: u.email,
    mobile_zone: u.mobileZone ?? '+86',
    company_contact_mobile_zone: (p.company_contact_mobile_zone as string) ?? '+86',
    license: (p.license as string[]) ?? [],
    qualification: (p.qualification as string[]) ?? [],
    qualificationPhoto: (p.qualificationPhoto as Record<string, string[]>) ?? {},
    qualifications: (p.qualifications as CustomerProfile['qualifications']) ?? [],
    notify_by_email: u.notifyByEmail,
    is_control: u.isControl,
    verified: p.verified === true,
    editable: p.verified !== true,
    missing: missingOf(u),
    id_card: { type: (p.id_type as number) ?? null, id_no: str('id_no'), front: str('front'), opposite: str('opposite'), passport: str('passport') },
  } as Omit<CustomerProfile, 'files'>;
}

/** A customer reads only their own profile; anyone else's id answers 404. */
function own(user: UserRow, id: number) {
  if (user.kind !== 'customer' || user.id !== id) throw notFound();
}

export async function getProfile(app: FastifyInstance, user: UserRow, id: number) {
  own(user, id);
  const fresh = await accountsRepo.userById(app.db, id);
  if (!fresh) throw notFound();
  return profileOf(app.db, fresh);
}

/**
 * PUT /customer/{id}: saves the profile. Mobile and e-mail change only through the verified dialog; every file the
 * profile refers to is one the customer uploaded (or already had); the intro cap follows the interface language.
 */
export async function updateProfile(app: FastifyInstance, user: UserRow, id: number, body: ProfileValues, locale: Locale, sessionId: number | null = null) {
  own(user, id);
  const current = await accountsRepo.userById(app.db, id);
  if (!current) throw notFound();
  if (flatten(current).verified === true) throw new AppError(403, 'error.403');
  if (body.intro && body.intro.length > introMaxFor(locale)) throw badRequest('validation.introTooLong', { max: introMaxFor(locale) });
  if (
    body.mobile !== current.mobile ||
    body.mobile_zone !== (current.mobileZone ?? '+86') ||
    body.email.toLowerCase() !== (current.email ?? '').toLowerCase()
  ) {
    throw badRequest('accounts.codeFirst');
  }
  // The password comes only when changed, encrypted (spec section 7); a change revokes the other sessions.
  let passwordHash: string | undefined;
  if (body.password) {
    const plain = passwordSchema.safeParse(await decryptSecret(app.db, body.password));
    if (!plain.success) throw badRequest(plain.error.issues[0]!.message, { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max });
    assertUncommonPassword(plain.data);
    passwordHash = await hashPassword(plain.data);
  }
  const known = new Set(filePaths(flatten(current)));
  const fresh = filePaths(body).filter((p) => !known.has(p));
  const ids = fileIds(fresh);
  const owned = await accountsRepo.ownFileIds(app.db, user.id, ids);
  if (ids.some((i) => !owned.has(i))) throw badRequest('validation.filePath');

  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!COLUMN_FIELDS.has(k) && v !== undefined) rest[k] = v;
  if (current.profile.verified !== undefined) rest.verified = current.profile.verified;
  const changes = {
    name: body.name,
    avatar: body.avatar ?? null,
    wechat: body.wechat ?? null,
    identity: body.identity,
    identityType: body.identity_type ?? null,
    notifyByEmail: body.notify_by_email ?? current.notifyByEmail,
    profile: rest,
  };
  // is_control 1 opens the profile dialog (spec section 4): it is cleared only once the saved profile is complete.
  const complete = missingOf({ ...current, ...changes }).length === 0;
  const updated = await accountsRepo.updateUser(app.db, id, {
    ...changes,
    ...(complete ? { isControl: 0 } : {}),
    ...(passwordHash ? { passwordHash } : {}),
  });
  if (passwordHash) await revokeUserSessions(app.db, app.sessionPolicy, user.id, sessionId ?? undefined);
  return profileOf(app.db, updated!);
}

/**
 * Called by the application engine before creating an application: throws a 400 naming what is missing when the
 * customer's profile is incomplete ("users must complete their profile before applying").
 */
export async function assertProfileComplete(db: Db | Tx, userId: number): Promise<void> {
  const user = await accountsRepo.userById(db as Db, userId);
  if (!user) throw notFound();
  const missing = missingOf(user);
  if (missing.length === 0) return;
  const fieldsOf = (l: Locale) => missing.map((m) => fieldLabel(l, m.split('.'))).join(', ');
  // The message and its field names are worded in the reader's language by the error handler (inLocale); the
  // account's own language words them where no request asks (a job, a script).
  const own = (user.lang as Locale) || 'zh_CN';
  throw new AppError(
    400,
    'accounts.profileIncomplete',
    { fields: fieldsOf(own) },
    [translate(own, 'accounts.profileIncomplete', { fields: fieldsOf(own) })],
    (l) => ({
      params: { fields: fieldsOf(l) },
      data: [translate(l, 'accounts.profileIncomplete', { fields: fieldsOf(l) })],
    }),
  );
}

/** Staff: marks a customer's profile verified (locks it and writes the profile-verified notice in the same transaction) or reopens it. */
export async function setProfileVerified(app: FastifyInstance, customerId: number, verified: boolean) {
  await app.db.transaction(async (tx) => {
    const u = await accountsRepo.userById(tx as unknown as Db, customerId);
    if (!u || u.kind !== 'customer') throw notFound();
    await accountsRepo.updateUser(tx as unknown as Db, customerId, { profile: { ...u.profile, verified } });
    if (verified && u.profile.verified !== true)
      await writeNotice(tx, { kind: 'profile_verified', userId: customerId }, { defaultLang: app.config.defaultLang });
  });
}

export async function assignWaiter(app: FastifyInstance, customerId: number, staffId: number | null) {
  const c = await accountsRepo.userById(app.db, customerId);
  if (!c || c.kind !== 'customer') throw notFound();
  if (staffId !== null) {
    const s = await accountsRepo.userById(app.db, staffId);
    if (!s || !isStaffReader(s)) throw badRequest('validation.invalid');
  }
  await accountsRepo.setWaiter(app.db, customerId, staffId);
}
