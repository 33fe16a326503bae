/**
 * Guests on one application (issue 30): an applicant invites an outside party (a factory, a supplier, an exporter)
 * by e-mail to one application, for two things only: to upload the documents asked for, and to confirm the
 * inspection date. The guest is no member: they see that application's request and nothing else (no prices, no
 * other applications, no members). The access ends when the application is issued or cancelled, or when the
 * applicant revokes it; the link to accept is valid as long as an organisation's invitation (7 days).
 */
import { z } from 'zod';
import { emailSchema } from '../schemas/accounts.js';
import { PG_INT_MAX } from '../constants.js';
import { ISO_DATE } from '../schemas/applicationFields.js';
import type { ApplicationStatus } from '../lifecycleSteps.js';

/** What a guest may do on the application they were invited to (business-lines.md "Organisations"). */
export const GUEST_ACTIONS = ['upload', 'confirm_date'] as const;
export type GuestAction = (typeof GUEST_ACTIONS)[number];

/** The lines a guest's work writes in the application's history (the officer reads them on the staff page). */
export const GUEST_HISTORY_ACTIONS = ['guest_upload', 'guest_confirm_date'] as const;

/** The statuses in which a guest's access is over: what is issued or cancelled asks nothing more of them. */
export const GUEST_ENDED_STATUSES: readonly ApplicationStatus[] = ['issued', 'cancelled'];
export const guestAccessEnded = (status: ApplicationStatus) => GUEST_ENDED_STATUSES.includes(status);

/** The longest note an applicant writes to the guest (what to upload, which date to confirm). */
export const GUEST_NOTE_MAX = 500;

export const guestInvitationBody = z.object({
  email: emailSchema,
  note: z.string().trim().max(GUEST_NOTE_MAX, { error: 'guest.noteTooLong' }).default(''),
});
export type GuestInvitationBody = z.output<typeof guestInvitationBody>;

export const guestParam = z.object({
  id: z.coerce.number().int().positive().max(PG_INT_MAX),
  guestId: z.coerce.number().int().positive().max(PG_INT_MAX),
});
/** The upload of a guest may answer one question of the application's open request for information (`?item=`). */
export const guestUploadQuery = z.object({ item: z.coerce.number({ error: 'validation.required' }).int().positive().max(PG_INT_MAX).optional() });
export const guestConfirmDateBody = z.object({ date: z.string({ error: 'validation.date' }).regex(ISO_DATE, { error: 'validation.date' }) });

/** A guest as the applicant sees them on the application. */
export const guestView = z.object({
  id: z.number(),
  email: z.string(),
  note: z.string(),
  status: z.enum(['invited', 'active', 'revoked', 'expired', 'ended']),
  guest_name: z.string().nullable(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  confirmed_date: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** `item_id`: the question of a request for information the file was uploaded for (null: the documents asked for). */
  files: z.array(z.object({ id: z.number(), name: z.string(), path: z.string(), uploaded_at: z.string(), item_id: z.number().nullable() })),
});
export type GuestView = z.output<typeof guestView>;

/** What the invitation link shows before signing in. */
export const guestInvitationPreview = z.object({
  organisation: z.string(),
  application: z.string(),
  invited_by: z.string().nullable(),
  note: z.string(),
  expires_at: z.string(),
});

/** The application as its guest sees it: what it is, what is asked, the inspection date; never a price. */
export const guestApplicationView = z.object({
  id: z.number(),
  rfc_no: z.string().nullable(),
  application_type: z.string(),
  status: z.string(),
  organisation: z.string(),
  invited_by: z.string().nullable(),
  note: z.string(),
  inspection_date: z.string().nullable(),
  confirmed_date: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  actions: z.array(z.enum(GUEST_ACTIONS)),
  files: z.array(z.object({ id: z.number(), name: z.string(), uploaded_at: z.string(), item_id: z.number().nullable() })),
  /**
   * The officer's open requests for information on the application, questions only (never the organisation's
   * answers): the guest uploads a document for a question, and the applicant answers with it.
   */
  requests: z.array(z.object({ id: z.number(), due_date: z.string(), items: z.array(z.object({ id: z.number(), question: z.string() })) })),
});
export type GuestApplicationView = z.output<typeof guestApplicationView>;
export const guestApplicationItem = guestApplicationView.pick({ id: true, rfc_no: true, application_type: true, organisation: true, status: true });
