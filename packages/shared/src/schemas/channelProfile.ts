/**
 * The channel-confirmation profile (spec section 2 "A channel-confirmation profile page exists", route
 * myProfileInfo): a channel partner (agency, channel type company or personal) confirms its channel type,
 * its company or personal identity and its qualification checklist with evidence; staff approve or return it.
 */
import { z } from 'zod';
import { CHANNEL_TYPES, FILE_PATH_PATTERN, PG_INT_MAX } from '../constants.js';

export const CHANNEL_PROFILE_STATUSES = ['none', 'submitted', 'approved', 'returned'] as const;
export type ChannelProfileStatus = (typeof CHANNEL_PROFILE_STATUSES)[number];
/** The partner may (re)submit while nothing is decided or after a return; an approved profile is final until staff reopen it. */
export const CHANNEL_EDITABLE: readonly ChannelProfileStatus[] = ['none', 'submitted', 'returned'];
export const CHANNEL_ID_TYPES = [1, 2] as const;
export const CHANNEL_REASON_MAX = 500;
export const CHANNEL_QUALIFICATION_OTHER = 'other';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const text = (max: number) => z.preprocess(blank, z.string().max(max, { error: 'validation.tooLong' }).optional());
const filePath = z.string().regex(FILE_PATH_PATTERN, { error: 'validation.filePath' });
const files = (max: number) => z.array(filePath).max(max, { error: 'validation.tooManyFiles' }).default([]);
const oneFile = z.preprocess(blank, filePath.optional());

/** Unified social credit code: 18 characters, digits and capitals (non-word characters stripped, as the profile does). */
export const USCI_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const channelCompanySchema = z.object({
  name: text(100),
  usci: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\W/g, '').toUpperCase() || undefined : (v ?? undefined)), z.string().optional()),
  legal_representative: text(50),
  licence: files(5),
});
export const channelPersonalSchema = z.object({
  name: text(100),
  id_type: z.preprocess(
    blank,
    z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)], { error: 'validation.choice' }))
      .optional(),
  ),
  id_no: text(30),
  front: oneFile,
  opposite: oneFile,
  passport: oneFile,
});

const fields = z.object({
  channel_type: z.enum(CHANNEL_TYPES, { error: 'validation.channelType' }),
  company: z.preprocess((v) => v ?? {}, channelCompanySchema),
  personal: z.preprocess((v) => v ?? {}, channelPersonalSchema),
  qualification: z.array(z.string().min(1).max(50)).max(20).default([]),
  /** Evidence files per chosen qualification key. */
  qualification_files: z.record(z.string().max(50), files(5)).default({}),
  qualification_others: text(500),
  /** The version read (0 for the first submission); a stale one answers 409. */
  version: z.coerce.number({ error: 'validation.required' }).int().min(0).max(PG_INT_MAX),
});

/** The rules of spec sections 4-6 for the channel profile, once, for the page and the server. */
export function channelProfileRules(v: z.infer<typeof fields>, ctx: z.RefinementCtx) {
  const need = (path: (string | number)[], message = 'validation.required') => ctx.addIssue({ code: 'custom', path, message });
  if (v.channel_type === 'company') {
    const c = v.company;
    if (!c.name) need(['company', 'name']);
    else if (c.name.length < 5) need(['company', 'name'], 'validation.channelCompanyName');
    if (!c.usci) need(['company', 'usci']);
    else if (!USCI_PATTERN.test(c.usci)) need(['company', 'usci'], 'validation.channelUsci');
    if (!c.legal_representative) need(['company', 'legal_representative']);
    if (!c.licence.length) need(['company', 'licence'], 'validation.channelLicence');
  } else {
    const p = v.personal;
    if (!p.name) need(['personal', 'name']);
    if (!p.id_type) need(['personal', 'id_type']);
    if (!p.id_no) need(['personal', 'id_no']);
    if (p.id_type === 1 && !p.front) need(['personal', 'front'], 'validation.idFront');
    if (p.id_type === 1 && !p.opposite) need(['personal', 'opposite'], 'validation.idBack');
    if (p.id_type === 2 && !p.passport) need(['personal', 'passport'], 'validation.passportImage');
  }
  if (!v.qualification.length) need(['qualification'], 'validation.channelQualification');
  for (const key of v.qualification) {
    if (key.toLowerCase() === CHANNEL_QUALIFICATION_OTHER) {
      if (!v.qualification_others) need(['qualification_others'], 'validation.qualificationOther');
    } else if (!v.qualification_files[key]?.length) need(['qualification_files', key], 'validation.qualificationFiles');
  }
}

/** PUT /channel/profile: submit (or resubmit) the channel profile for confirmation. */
export const channelProfileBody = fields.superRefine(channelProfileRules);
export type ChannelProfileBody = z.input<typeof channelProfileBody>;
export type ChannelProfileValues = z.infer<typeof fields>;

export const channelProfileSchema = z.object({
  status: z.enum(CHANNEL_PROFILE_STATUSES),
  channel_type: z.enum(CHANNEL_TYPES).nullable(),
  company: z.record(z.string(), z.unknown()),
  personal: z.record(z.string(), z.unknown()),
  qualification: z.array(z.string()),
  qualification_files: z.record(z.string(), z.array(z.string())),
  qualification_others: z.string().nullable(),
  /** Why staff returned it (shown to the partner), null otherwise. */
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  version: z.number(),
  /** The stored files it names (path -> name, ext), so the page lists them by their own names. */
  files: z.record(z.string(), z.object({ name: z.string(), ext: z.string(), size: z.number() })),
});
export type ChannelProfile = z.infer<typeof channelProfileSchema>;

/** Staff: one partner's profile in the review list. */
export const staffChannelProfileSchema = channelProfileSchema.extend({ user_id: z.number(), username: z.string(), name: z.string().nullable() });
export const staffChannelListQuery = z.object({ status: z.preprocess(blank, z.enum(CHANNEL_PROFILE_STATUSES, { error: 'validation.choice' }).optional()) });
/** Staff: approve (version read) or return with a reason. */
export const channelDecisionBody = z
  .object({
    decision: z.enum(['approve', 'return'], { error: 'validation.choice' }),
    reason: text(CHANNEL_REASON_MAX),
    version: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'return' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'lifecycle.reasonRequired' });
  });
