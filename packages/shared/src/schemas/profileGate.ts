import { COMPANY_PROFILE_FIELDS, PERSONAL_PROFILE_FIELDS, isPersonalProfileField, profileMissing, type ProfileLike } from './profile.js';

/**
 * "Users must complete their profile before applying" for a customer that is an organisation of several people
 * (issue 30): the one rule the gate before applying (server), the new-application screens and /myProfile (web) read.
 */

/** The field a missing key names (`qualificationPhoto.<key>`: the evidence of one qualification, a company field). */
const fieldOf = (key: string) => key.split('.')[0]!;
/** Is this missing key one of the person's own fields (name, mobile, e-mail, identity documents …)? */
export const isOwnMissing = (key: string): boolean => isPersonalProfileField(fieldOf(key));

const pick = (p: ProfileLike, keys: readonly string[]): ProfileLike =>
  Object.fromEntries(keys.filter((k) => k in p).map((k) => [k, (p as Record<string, unknown>)[k]])) as ProfileLike;

/**
 * What a member acting in an organisation must still fill in before applying: profileMissing() of the profile they
 * see and apply with, the organisation's company fields (its founding account) and the member's own fields (their
 * own account: name, mobile, e-mail and, for a personal customer, their identity document). `person` omitted (or
 * the same account: acting in one's own organisation): the one account's whole profile, as before organisations.
 */
export function memberProfileMissing(company: ProfileLike, person: ProfileLike = company): string[] {
  if (person === company) return profileMissing(company);
  return profileMissing({ ...pick(company, COMPANY_PROFILE_FIELDS), ...pick(person, PERSONAL_PROFILE_FIELDS) });
}

/** One thing to tell the member: a message key of accounts.* and the fields it names (field.<key>, each once). */
export interface ProfileGateLine {
  key: 'accounts.profileIncomplete' | 'accounts.profileIncompleteOwn' | 'accounts.profileIncompleteAskAdmin';
  fields: string[];
}

/**
 * What to tell a member whose profile lacks `missing` (keys of memberProfileMissing), one line a message. A member
 * who may keep the company's profile (`mayCompany`: owners, administrators, anyone acting in their own organisation)
 * fills everything in on "My profile": one line naming every field. Anyone else is told which of their own fields to
 * fill in there and, apart, which of the company's fields an owner or an administrator of the organisation must
 * complete (they cannot change them). Nothing missing: no line.
 */
export function profileGateLines(missing: readonly string[], mayCompany: boolean): ProfileGateLine[] {
  const fields = (keys: readonly string[]) => [...new Set(keys.map(fieldOf))];
  if (missing.length === 0) return [];
  if (mayCompany) return [{ key: 'accounts.profileIncomplete', fields: fields(missing) }];
  const own = missing.filter(isOwnMissing);
  const company = missing.filter((k) => !isOwnMissing(k));
  return [
    ...(own.length > 0 ? [{ key: 'accounts.profileIncompleteOwn' as const, fields: fields(own) }] : []),
    ...(company.length > 0 ? [{ key: 'accounts.profileIncompleteAskAdmin' as const, fields: fields(company) }] : []),
  ];
}

/** Words a message key with its parameters (the server's translate for a locale, the web's t). */
export type Wording = (key: string, params: { fields: string }) => string;

/** A line in the reader's language: its message, the fields named by `name` (field.<key> of the catalogue). */
export const wordProfileGateLine = (line: ProfileGateLine, word: Wording, name: (field: string) => string): string =>
  word(line.key, { fields: line.fields.map(name).join(', ') });

/** Whether the member has something to fill in themselves on "My profile" (the gate's button leads there). */
export const profileGateHasOwnPart = (missing: readonly string[], mayCompany: boolean): boolean =>
  missing.length > 0 && (mayCompany || missing.some(isOwnMissing));
