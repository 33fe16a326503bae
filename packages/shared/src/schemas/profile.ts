import { z } from 'zod';
import {
  CHANNEL_TYPES,
  COMPANY_EMAIL_MAX,
  COMPANY_NAME_MIN,
  COMPANY_SIZES,
  FIELD_CAPS,
  FILE_PATH_PATTERN,
  IDENTITIES,
  IDENTITY_AGENCY,
  IDENTITY_PERSONAL,
  MAX_LICENCE_FILES,
  PROFILE_UPLOADS,
  QUALIFICATION_OTHER_KEYS,
  TEXT_CAPS,
  ZIP_CODE_PATTERN,
  type Locale,
  PG_INT_MAX,
} from '../constants.js';
import { optionalPhone } from './invoiceProfiles.js';
import { attachmentSchema } from './content.js';
import { checkMobile, emailSchema, encryptedSecretSchema, mobileSchema, mobileZoneSchema, realNameSchema } from './accounts.js';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
const text = (max: number) => opt(z.string().max(max, { error: 'validation.tooLong' }));
const filePath = z.string().regex(FILE_PATH_PATTERN, { error: 'validation.filePath' });
const oneFile = opt(filePath);
const files = (max: number, error = 'validation.tooManyFiles') => z.array(filePath).max(max, { error }).default([]);

/** intro: at most 500 characters in Chinese mode, 10000 otherwise. */
export const introMaxFor = (locale: Locale) => (locale === 'zh_CN' ? FIELD_CAPS.introZh : FIELD_CAPS.introOther);
/** website: a URL (http/https) or a bare domain. */
export const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i;
/** company_usci: non-word characters are stripped (spaces, dashes …), letters upper-cased. */
export const normaliseUsci = (v: string) => v.replace(/[\W_]/g, '').toUpperCase();

export const qualificationEntrySchema = z.object({ job_title: text(TEXT_CAPS.short), files: files(5), remarks: text(TEXT_CAPS.long) });

/**
 * PUT /customer/{id}: the customer profile of spec section 3 (username read-only, not sent). Field rules of
 * section 5 apply when a field is given; profileMissing() says what is still needed before applying.
 */
export const profileFields = z.object({
  name: realNameSchema,
  sex: z.coerce
    .number()
    .pipe(z.literal([0, 1, 2], { error: 'validation.invalid' }))
    .optional(),
  avatar: oneFile,
  identity: z.enum(IDENTITIES, { error: 'validation.identity' }),
  /** Channel type (company | personal): required for an agency, optional for a personal customer. */
  identity_type: opt(z.enum(CHANNEL_TYPES, { error: 'validation.channelType' })),
  mobile_zone: mobileZoneSchema,
  mobile: mobileSchema,
  email: emailSchema,
  wechat: text(50),
  messenger: text(100),
  id_type: z.coerce
    .number()
    .pipe(z.literal([1, 2], { error: 'validation.idType' }))
    .optional(),
  id_no: opt(z.string().regex(/^[A-Za-z0-9-]{5,30}$/, { error: 'validation.idNo' })),
  front: oneFile,
  opposite: oneFile,
  passport: oneFile,
  country_id: opt(z.string().regex(/^[A-Z]{2}$/, { error: 'validation.countryCode' })),
  province_id: opt(z.string().regex(/^\d{6}$/, { error: 'validation.area' })),
  city_id: opt(z.string().regex(/^\d{6}$/, { error: 'validation.area' })),
  district_id: opt(z.string().regex(/^\d{6}$/, { error: 'validation.area' })),
  address: text(TEXT_CAPS.medium),
  zipcode: opt(z.string().regex(ZIP_CODE_PATTERN, { error: 'validation.zipcode' })),
  /** Spec section 5: its own message, "maximum 5 licence files". */
  license: files(MAX_LICENCE_FILES, 'validation.licenceMax'),
  company: opt(z.string().min(COMPANY_NAME_MIN, { error: 'validation.companyName' }).max(TEXT_CAPS.medium, { error: 'validation.tooLong' })),
  company_human_name: text(TEXT_CAPS.short),
  company_usci: z.preprocess(
    (v) => (typeof v === 'string' ? normaliseUsci(v) || undefined : (v ?? undefined)),
    z.string().max(50, { error: 'validation.tooLong' }).optional(),
  ),
  company_card: oneFile,
  telephone: optionalPhone,
  fax: optionalPhone,
  intro: text(FIELD_CAPS.introOther),
  website: opt(z.string().max(TEXT_CAPS.medium, { error: 'validation.tooLong' }).regex(WEBSITE_PATTERN, { error: 'validation.website' })),
  company_email: opt(z.string().max(COMPANY_EMAIL_MAX, { error: 'validation.tooLong' }).email({ error: 'validation.email' })),
  company_contact_mobile_zone: mobileZoneSchema,
  company_contact_mobile: opt(z.string().regex(/^\d{4,20}$/, { error: 'validation.mobile' })),
  group_id: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
  personal_resume: oneFile,
  website_source: text(50),
  company_size: opt(z.enum(COMPANY_SIZES, { error: 'validation.invalid' })),
  introduction_source: text(TEXT_CAPS.short),
  remark: text(TEXT_CAPS.long),
  qualification: z.array(z.string().max(50)).max(20).default([]),
  /** Evidence files per qualification key. */
  qualificationPhoto: z.record(z.string().max(50), files(5)).default({}),
  qualification_others: text(TEXT_CAPS.long),
  qualifications: z.array(qualificationEntrySchema).max(10).default([]),
  notify_by_email: z.boolean().optional(),
  /** Only when the password is changed: encrypted with GET /public-key (profile rule 6 to 50 after decrypting). */
  password: encryptedSecretSchema.optional(),
});

/**
 * Issue 30: whose field it is. The person's own fields (account, contact, identity documents, notifications) stay
 * each member's own, in their own account; every other field of the profile is the company's, i.e. the
 * organisation's, kept in its founding account (organisations share the id space of the accounts) and edited by
 * the members who may `profile` (owners, administrators). When a person acts in their own organisation both parts
 * are the same account, as before organisations.
 */
export const PERSONAL_PROFILE_FIELDS = [
  'name',
  'sex',
  'avatar',
  'mobile_zone',
  'mobile',
  'email',
  'wechat',
  'messenger',
  'id_type',
  'id_no',
  'front',
  'opposite',
  'passport',
  'personal_resume',
  'website_source',
  'notify_by_email',
  'password',
] as const satisfies readonly (keyof z.infer<typeof profileFields>)[];
export type PersonalProfileField = (typeof PERSONAL_PROFILE_FIELDS)[number];
export const isPersonalProfileField = (k: string): boolean => (PERSONAL_PROFILE_FIELDS as readonly string[]).includes(k);
/** The company's fields: the rest of the profile (identity and channel type, address, company, licence, qualifications …). */
export const COMPANY_PROFILE_FIELDS = Object.keys(profileFields.shape).filter((k) => !isPersonalProfileField(k)) as Exclude<
  keyof z.infer<typeof profileFields>,
  PersonalProfileField
>[];
/**
 * A stored profile field in the form a saved one takes: the field's own rule of profileFields (text trimmed, blanks
 * dropped, the credit code without its spaces and dashes …), so that a value kept before a rule changed compares equal
 * to the same value submitted again. A stored value the rule refuses is answered as it is.
 */
export function normalisedProfileField(key: keyof typeof profileFields.shape, value: unknown): unknown {
  const r = (profileFields.shape[key] as z.ZodType).safeParse(value);
  return r.success ? r.data : value;
}
/** Profile uploads of the company (kept by the organisation, beside its other files); the others are the person's own. */
export const COMPANY_UPLOAD_KINDS = ['licence', 'qualification'] as const;
/** A profile upload of the person's own (avatar, identity documents, résumé): any member may make it, as their own. */
export const isPersonalUploadKind = (kind: unknown): boolean =>
  typeof kind === 'string' && kind in PROFILE_UPLOADS && !(COMPANY_UPLOAD_KINDS as readonly string[]).includes(kind);

const isOther = (k: string) => (QUALIFICATION_OTHER_KEYS as readonly string[]).includes(k);

/** Rules between fields (spec section 5): ID documents, agency channel type, CN divisions, qualification evidence. */
export function profileRules(v: z.infer<typeof profileFields>, ctx: z.RefinementCtx) {
  checkMobile(v, ctx);
  if (v.company_contact_mobile)
    checkMobile({ mobile_zone: v.company_contact_mobile_zone, mobile: v.company_contact_mobile }, {
      addIssue: (i: z.core.$ZodRawIssue) => ctx.addIssue({ ...i, path: ['company_contact_mobile'] }),
    } as z.RefinementCtx);
  if (v.identity === IDENTITY_AGENCY && !v.identity_type) ctx.addIssue({ code: 'custom', path: ['identity_type'], message: 'validation.channelType' });
  if (v.id_type === 1) {
    if (!v.front) ctx.addIssue({ code: 'custom', path: ['front'], message: 'validation.idFront' });
    if (!v.opposite) ctx.addIssue({ code: 'custom', path: ['opposite'], message: 'validation.idBack' });
  }
  if (v.id_type === 2 && !v.passport) ctx.addIssue({ code: 'custom', path: ['passport'], message: 'validation.passportImage' });
  for (const key of v.qualification) {
    if (isOther(key)) {
      if (!v.qualification_others) ctx.addIssue({ code: 'custom', path: ['qualification_others'], message: 'validation.qualificationOther' });
    } else if (!v.qualificationPhoto[key]?.length)
      ctx.addIssue({ code: 'custom', path: ['qualificationPhoto', key], message: 'validation.qualificationFiles' });
  }
}

export const profileBody = profileFields.superRefine(profileRules);
export type ProfileBody = z.input<typeof profileBody>;
export type ProfileValues = z.infer<typeof profileFields>;
/** The same rules with the intro cap of the interface language (the web form uses this one). */
export const profileFormFor = (locale: Locale) =>
  profileFields
    .extend({ intro: text(introMaxFor(locale)), password: z.string().optional() })
    .superRefine((v, ctx) => profileRules(v as z.infer<typeof profileFields>, ctx));

/** GET /customer/{id}: the profile as stored, plus what the page needs (plain output types: no transforms). */
const os = z.string().optional();
export const customerProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string().nullable(),
  sex: z.number().optional(),
  avatar: os,
  identity: z.string().nullable(),
  identity_type: os,
  mobile_zone: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  wechat: os,
  messenger: os,
  id_type: z.number().optional(),
  id_no: os,
  front: os,
  opposite: os,
  passport: os,
  country_id: os,
  province_id: os,
  city_id: os,
  district_id: os,
  address: os,
  zipcode: os,
  license: z.array(z.string()),
  company: os,
  company_human_name: os,
  company_usci: os,
  company_card: os,
  telephone: os,
  fax: os,
  intro: os,
  website: os,
  company_email: os,
  company_contact_mobile_zone: z.string(),
  company_contact_mobile: os,
  group_id: z.number().optional(),
  personal_resume: os,
  website_source: os,
  company_size: os,
  introduction_source: os,
  remark: os,
  qualification: z.array(z.string()),
  qualificationPhoto: z.record(z.string(), z.array(z.string())),
  qualification_others: os,
  qualifications: z.array(z.object({ job_title: os, files: z.array(z.string()), remarks: os })),
  notify_by_email: z.boolean(),
  is_control: z.number(),
  verified: z.boolean(),
  /** The confirm button is shown only while this is true (a verified profile is locked until staff reopen it). */
  editable: z.boolean(),
  /** The organisation whose company part this is (the one the request acts in; the person's own when it is theirs). */
  organisation_id: z.number(),
  /** Whether the caller may save the company part: editable, and their role may `profile` (owners, administrators). */
  company_editable: z.boolean(),
  /** profileMissing(): field keys still needed before the customer may apply. */
  missing: z.array(z.string()),
  id_card: z.object({
    type: z.number().nullable(),
    id_no: z.string().nullable(),
    front: z.string().nullable(),
    opposite: z.string().nullable(),
    passport: z.string().nullable(),
  }),
  /** The uploaded files the profile refers to, by path: their original name, type and size (the page lists them by name). */
  files: z.record(z.string(), attachmentSchema),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** What profileMissing reads: a stored profile (any field may be absent). */
export type ProfileLike = Partial<Record<keyof ProfileValues, unknown>> & {
  name?: string | null;
  mobile?: string | null;
  email?: string | null;
  identity?: string | null;
};

const present = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && String(v).trim() !== '');

/**
 * The fields a customer must still fill in before applying ("users must complete their profile before applying"),
 * as field keys (field.<key> names them). Everyone: name, mobile, e-mail, identity, country, address, zip code
 * (and province/city/district for CN). Personal customers (PERSONAL, or an agency of personal channel type): an
 * ID document (type 1 front and back, type 2 passport). Companies: company name, legal representative, licence,
 * company phone and e-mail. Agencies: channel type; evidence for each chosen qualification.
 */
export function profileMissing(p: ProfileLike): string[] {
  const missing: string[] = [];
  const need = (key: keyof ProfileValues | 'name' | 'mobile' | 'email' | 'identity') => {
    if (!present(p[key as keyof ProfileLike])) missing.push(key);
  };
  need('name');
  need('mobile');
  need('email');
  need('identity');
  need('country_id');
  if (p.country_id === 'CN') {
    need('province_id');
    need('city_id');
    need('district_id');
  }
  need('address');
  need('zipcode');
  const agency = p.identity === IDENTITY_AGENCY;
  if (agency) need('identity_type');
  const personal = p.identity === IDENTITY_PERSONAL || (agency && p.identity_type === 'personal');
  if (personal) {
    if (p.id_type === 1 || p.id_type === '1') {
      need('front');
      need('opposite');
    } else if (p.id_type === 2 || p.id_type === '2') need('passport');
    else missing.push('id_type');
  } else if (p.identity) {
    need('company');
    need('company_human_name');
    need('license');
    need('telephone');
    need('company_email');
  }
  if (agency) {
    const chosen = Array.isArray(p.qualification) ? (p.qualification as string[]) : [];
    const photos = (p.qualificationPhoto ?? {}) as Record<string, unknown>;
    for (const key of chosen) {
      if (isOther(key)) {
        if (!present(p.qualification_others)) missing.push('qualification_others');
      } else if (!present(photos[key])) missing.push(`qualificationPhoto.${key}`);
    }
  }
  return missing;
}
