/**
 * Staff notices (issue 29): a customer's act that staff must act on (the client's decision on a report, an answered
 * request for information, samples sent, a returned application submitted again) is a notice to the staff members
 * responsible (packages/shared staff/notices.ts: the assignee, else the holders of the role that handles the step),
 * written through the customers' notice mechanism (writeNotice: the same table, bell, stream and message centre), in
 * each recipient's language, in the act's own transaction.
 */
import { staffNoticeAudience, type Locale, type StaffNoticeKind } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { staffRepo } from './staffRepo.js';
import { writeNotice } from '../notifications/service.js';
import type { SampleNoticeParams } from '../notifications/templates.js';

/** The application after the customer's act (its assignee, status and step decide who is told). */
export interface StaffNoticeApplication {
  id: number;
  userId: number;
  rfcNo: string | null;
  title: string;
  assigneeId: number | null;
  status: string;
  processStep: string;
}

export interface StaffNoticeFacts {
  certificateNo?: string;
  items?: number;
  sample?: SampleNoticeParams;
  /** The customer's comment. */
  reason?: string | null;
}

/**
 * The staff members to tell: the assignee when active; else the holders of the audience's roles; administrators when
 * nobody holds them (so a notice always reaches someone who may act).
 */
export async function staffNoticeRecipients(tx: Tx, kind: StaffNoticeKind, app: StaffNoticeApplication): Promise<number[]> {
  const audience = staffNoticeAudience(kind, app);
  if ('assigneeId' in audience) {
    if (await staffRepo.isActiveStaff(tx, audience.assigneeId)) return [audience.assigneeId];
  }
  const roles = 'roles' in audience ? audience.roles : (staffNoticeAudience(kind, { ...app, assigneeId: null }) as { roles: string[] }).roles;
  const found = await staffRepo.holdersOf(tx, roles);
  return found.length > 0 ? found : staffRepo.holdersOf(tx, ['admin']);
}

/** The customer as staff read them: the company, else the person's name, else the login. */
async function customerName(tx: Tx, userId: number): Promise<string> {
  const u = await staffRepo.person(tx, userId);
  const company = typeof u?.profile?.company === 'string' ? u.profile.company.trim() : '';
  return company || u?.name || u?.username || String(userId);
}

/** Writes the staff notice of a customer's act to each staff member responsible, in the act's transaction. Answers who was told. */
export async function notifyStaff(
  tx: Tx,
  kind: StaffNoticeKind,
  app: StaffNoticeApplication,
  facts: StaffNoticeFacts,
  opts: { defaultLang: Locale },
): Promise<number[]> {
  const recipients = await staffNoticeRecipients(tx, kind, app);
  if (recipients.length === 0) return [];
  const sender = await customerName(tx, app.userId);
  const application = { id: app.id, no: app.rfcNo ?? String(app.id), title: app.title };
  for (const userId of recipients) {
    await writeNotice(
      tx,
      {
        kind,
        userId,
        application,
        sender,
        certificateNo: facts.certificateNo,
        items: facts.items,
        sample: facts.sample,
        reason: facts.reason?.trim() || undefined,
        stage: app.processStep,
      },
      opts,
    );
  }
  return recipients;
}
