import type { FastifyInstance } from 'fastify';
import {
  COMPANY_PROFILE_FIELDS,
  PASSWORD_LENGTH,
  PERSONAL_PROFILE_FIELDS,
  isPersonalProfileField,
  memberCan,
  passwordSchema,
  FILE_PATH_PATTERN,
  introMaxFor,
  memberProfileMissing,
  normalisedProfileField,
  profileGateLines,
  wordProfileGateLine,
  translate,
  fieldLabel,
  type ProfileGateLine,
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
import type { ActingOrganisation } from '../../platform/auth/organisation.js';
import { auditLog } from '../staff/audit.js';

// Fields kept in columns; everything else of the profile lives in users.profile (jsonb).
const COLUMN_FIELDS = new Set(['name', 'mobile', 'mobile_zone', 'email', 'avatar', 'wechat', 'identity', 'identity_type', 'notify_by_email', 'password']);

/** The stored profile as one flat object (columns and jsonb), what memberProfileMissing reads. */
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

/**
 * Issue 30: the profile a person sees is two parts: their own fields from their own account, the company's from the
 * organisation's founding account (the organisation acted in). Acting in their own organisation both are one account.
 */
interface Parts {
  person: UserRow;
  company: UserRow;
}
const pick = (o: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
const merged = ({ person, company }: Parts): Record<string, unknown> =>
  person.id === company.id ? flatten(person) : { ...pick(flatten(company), COMPANY_PROFILE_FIELDS), ...pick(flatten(person), PERSONAL_PROFILE_FIELDS) };

/**
 * What the person must still fill in before applying in the organisation acted in: the one completeness rule (profile
 * page, is_control, application gate; packages/shared profileGate.ts): the organisation's company fields (its
 * founding account's) and the person's own fields (their own account's), as the page shows them (`missing`), so that
 * the page and the gate never disagree.
 */
const missingOf = ({ person, company }: Parts) =>
  person.id === company.id ? memberProfileMissing(flatten(person)) : memberProfileMissing(flatten(company), flatten(person));

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
async function profileOf(db: Db, parts: Parts, mayCompany: boolean): Promise<CustomerProfile> {
  const ids = fileIds(filePaths(merged(parts)));
  const rows = [...new Set([parts.person.id, parts.company.id])].map((owner) => accountsRepo.ownFiles(db, owner, ids));
  return {
    ...toProfile(parts, mayCompany),
    files: Object.fromEntries(
      (await Promise.all(rows)).flat().map((f) => {
        const a = toAttachment(f);
        return [a.path, a];
      }),
    ),
  };
}

function toProfile(parts: Parts, mayCompany: boolean): Omit<CustomerProfile, 'files'> {
  const { person: u, company } = parts;
  const p = merged(parts);
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  // Staff verify the customer's profile (the organisation's): it locks the company part until they reopen it, and
  // the whole profile of an account acting in its own organisation (one account: both parts).
  const verified = company.profile.verified === true;
  return {
    ...(p as object),
    id: u.id,
    username: u.username,
    name: u.name,
    identity: company.identity,
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
    verified,
    // A member acting in another organisation keeps their own fields (their own account's) whatever its state.
    editable: !verified || u.id !== company.id,
    organisation_id: company.id,
    company_editable: !verified && mayCompany,
    missing: missingOf(parts),
    id_card: { type: (p.id_type as number) ?? null, id_no: str('id_no'), front: str('front'), opposite: str('opposite'), passport: str('passport') },
  } as Omit<CustomerProfile, 'files'>;
}

/** A customer reads only their own profile; anyone else's id answers 404. */
function own(user: UserRow, id: number) {
  if (user.kind !== 'customer' || user.id !== id) throw notFound();
}

/** May this member keep the company part of the organisation acted in? */
const mayKeepCompany = (user: UserRow, org: ActingOrganisation | null) =>
  org !== null && memberCan({ userId: user.id, organisationId: org.id, role: org.role }, 'profile').ok;

/**
 * The person's account and the company's: the organisation acted in (its founding account), else — a person in no
 * organisation, or whose tab names one they left — their own account's company part, which they may not change.
 */
async function partsOf(db: Db, user: UserRow, org: ActingOrganisation | null): Promise<Parts> {
  const person = await accountsRepo.userById(db, user.id);
  if (!person) throw notFound();
  if (!org || org.id === person.id) return { person, company: person };
  const company = await accountsRepo.userById(db, org.id);
  if (!company) throw notFound();
  return { person, company };
}

export async function getProfile(app: FastifyInstance, user: UserRow, id: number, org: ActingOrganisation | null = null) {
  own(user, id);
  return profileOf(app.db, await partsOf(app.db, user, org), mayKeepCompany(user, org));
}

/** A comparable form of a value: blanks, empty lists and empty objects are no value; object keys in order. */
function canonical(v: unknown): unknown {
  if (v === undefined || v === null || v === '') return undefined;
  if (Array.isArray(v)) {
    const list = v.map(canonical);
    return list.length ? list : undefined;
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => [k, canonical(x)] as const)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return v;
}
const COMPANY_DEFAULTS: Record<string, unknown> = { company_contact_mobile_zone: '+86' };
/**
 * The company fields the body changes (compared with what is stored, as the page received it). The body is in the
 * form the profile's rules give it (profileBody: trimmed, the credit code without spaces or dashes …): the stored
 * values are brought to the same form by the same rules, so that a value kept before a rule changed is no change.
 */
function companyChanges(body: ProfileValues, company: UserRow): string[] {
  const stored = flatten(company);
  const b = body as Record<string, unknown>;
  return COMPANY_PROFILE_FIELDS.filter(
    (k) => JSON.stringify(canonical(b[k] ?? COMPANY_DEFAULTS[k])) !== JSON.stringify(canonical(normalisedProfileField(k, stored[k] ?? COMPANY_DEFAULTS[k]))),
  );
}

export interface ProfileSaveContext {
  locale: Locale;
  sessionId?: number | null;
  /** The organisation the request acts in (its company part is saved); null: none. */
  org?: ActingOrganisation | null;
  /** Refuses a change of the company part when the caller has no organisation (why: its message key). */
  orgRefusal?: string;
  ip?: string | null;
}

/**
 * PUT /customer/{id}: saves the profile. Mobile and e-mail change only through the verified dialog; every file the
 * profile refers to is one the customer uploaded (or already had); the intro cap follows the interface language.
 * Issue 30: the person's own fields go to their account; the company's to the organisation acted in, and only from
 * a member who may `profile` (403 otherwise, nothing saved); a change of the company is written in its audit log.
 */
export async function updateProfile(app: FastifyInstance, user: UserRow, id: number, body: ProfileValues, ctx: ProfileSaveContext) {
  own(user, id);
  const { locale, sessionId = null, org = null } = ctx;
  const parts = await partsOf(app.db, user, org);
  const { person: current, company } = parts;
  const single = current.id === company.id;
  const changed = companyChanges(body, company);
  // Staff's verification locks the organisation's company part, and the whole profile of an account acting in its
  // own organisation; a member of a verified organisation still keeps their own fields (the gate before applying
  // asks for them).
  if (company.profile.verified === true && (single || changed.length > 0)) throw new AppError(403, 'error.403');
  if (changed.length > 0) {
    if (!org) throw new AppError(403, ctx.orgRefusal ?? 'organisation.none');
    const d = memberCan({ userId: user.id, organisationId: org.id, role: org.role }, 'profile');
    if (!d.ok) throw new AppError(d.status, d.reason, { action: 'profile' });
  }
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
  // A new file in the person's part is one they uploaded; in the company's, one the organisation keeps.
  const known = new Set(filePaths(merged(parts)));
  const fresh = (keys: readonly string[]) => fileIds(filePaths(pick(body as Record<string, unknown>, keys)).filter((p) => !known.has(p)));
  for (const [owner, ids] of [
    [current.id, fresh(PERSONAL_PROFILE_FIELDS)],
    [company.id, fresh(COMPANY_PROFILE_FIELDS)],
  ] as const) {
    const owned = await accountsRepo.ownFileIds(app.db, owner, ids);
    if (ids.some((i) => !owned.has(i))) throw badRequest('validation.filePath');
  }

  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!COLUMN_FIELDS.has(k) && v !== undefined) rest[k] = v;
  const personal = {
    name: body.name,
    avatar: body.avatar ?? null,
    wechat: body.wechat ?? null,
    notifyByEmail: body.notify_by_email ?? current.notifyByEmail,
  };
  const companyColumns = { identity: body.identity, identityType: body.identity_type ?? null };
  const jsonbOf = (row: UserRow, keep: (k: string) => boolean, write: (k: string) => boolean) => {
    const next: Record<string, unknown> = Object.fromEntries(Object.entries(row.profile).filter(([k]) => keep(k)));
    for (const [k, v] of Object.entries(rest)) if (write(k)) next[k] = v;
    if (row.profile.verified !== undefined) next.verified = row.profile.verified;
    return next;
  };
  // One account (acting in one's own organisation): the whole profile, as before organisations. Two: each its part;
  // the company's only when it changed (a member who may not keep it saves their own part with the company untouched).
  const personChanges = single
    ? {
        ...personal,
        ...companyColumns,
        profile: jsonbOf(
          current,
          () => false,
          () => true,
        ),
      }
    : { ...personal, profile: jsonbOf(current, (k) => !isPersonalProfileField(k), isPersonalProfileField) };
  const companyNext =
    single || changed.length === 0 ? null : { ...companyColumns, profile: jsonbOf(company, isPersonalProfileField, (k) => !isPersonalProfileField(k)) };
  // is_control 1 opens the profile dialog (spec section 4): it is cleared only once the saved profile is complete.
  const personNext = { ...current, ...personChanges } as UserRow;
  const complete =
    missingOf(single ? { person: personNext, company: personNext } : { person: personNext, company: { ...company, ...(companyNext ?? {}) } as UserRow })
      .length === 0;
  const saved = await app.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const person = await accountsRepo.updateUser(t, id, {
      ...personChanges,
      ...(complete ? { isControl: 0 } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    const companyRow = companyNext ? await accountsRepo.updateUser(t, company.id, companyNext) : single ? person : company;
    // Who changed the company's profile, in its audit log (issue 30): the fields by name, no values.
    if (changed.length > 0)
      await auditLog.append(tx, { actorId: user.id, customerId: company.id, action: 'profile.company', comment: changed.join(', '), ip: ctx.ip ?? null });
    return { person: person!, company: companyRow! };
  });
  if (passwordHash) await revokeUserSessions(app.db, app.sessionPolicy, user.id, sessionId ?? undefined);
  return profileOf(app.db, saved, mayKeepCompany(user, org));
}

/**
 * Called by the application engine before creating and before submitting an application ("users must complete their
 * profile before applying"): throws a 400 when the profile the member applies with is incomplete, the organisation's
 * company fields or the member's own (packages/shared profileGate.ts), saying which fields are the member's to fill
 * in on "My profile" and which an owner or an administrator must complete when the member may not keep the company.
 * `memberId` omitted: the organisation's founding account acts.
 */
export async function assertProfileComplete(db: Db | Tx, organisationId: number, memberId: number = organisationId): Promise<void> {
  const company = await accountsRepo.userById(db as Db, organisationId);
  const person = memberId === organisationId ? company : await accountsRepo.userById(db as Db, memberId);
  if (!company || !person) throw notFound();
  const missing = missingOf({ person, company });
  if (missing.length === 0) return;
  const role = await accountsRepo.memberRole(db as Db, organisationId, memberId);
  // No membership row (an account of before organisations acting as itself): the account keeps its own company.
  const mayCompany = role === null ? memberId === organisationId : memberCan({ userId: memberId, organisationId, role }, 'profile').ok;
  const lines = profileGateLines(missing, mayCompany);
  const first = lines[0]!;
  const fieldsOf = (l: Locale, line: ProfileGateLine) => line.fields.map((f) => fieldLabel(l, [f])).join(', ');
  const worded = (l: Locale) =>
    lines.map((line) =>
      wordProfileGateLine(
        line,
        (k, p) => translate(l, k, p),
        (f) => fieldLabel(l, [f]),
      ),
    );
  // The message and its field names are worded in the reader's language by the error handler (inLocale); the
  // member's own language words them where no request asks (a job, a script).
  const own = (person.lang as Locale) || 'zh_CN';
  throw new AppError(400, first.key, { fields: fieldsOf(own, first) }, worded(own), (l) => ({ params: { fields: fieldsOf(l, first) }, data: worded(l) }));
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
