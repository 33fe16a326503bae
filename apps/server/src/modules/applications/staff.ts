import type { Locale } from '@tic/shared';
import { plannedCertificate } from '../certificates/planned.js';
import { mintVerifyCode } from '../trust/codes.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { applicationsRepo, attachmentsRepo, certificatesRepo } from './repo.js';
import { detail } from './service.js';
import { transition } from './transition.js';

/** The minimal back-office set: every action goes through transition() in one transaction. */
export interface StaffCaller {
  staffId: number;
  defaultLang: Locale;
}

async function act(db: Db, id: number, work: (t: Tx, app: NonNullable<Awaited<ReturnType<typeof applicationsRepo.lock>>>) => Promise<void>) {
  await db.transaction(async (t) => {
    const app = await applicationsRepo.lock(t, null, id);
    if (!app) throw notFound();
    await work(t, app);
  });
  return detail(db, null, id);
}

export const staffActions = {
  accept: (db: Db, c: StaffCaller, id: number) => act(db, id, (t, app) => transition(t, app, 'accept', { actor: 'staff', actorId: c.staffId, defaultLang: c.defaultLang }).then(() => undefined)),
  returnApplication: (db: Db, c: StaffCaller, id: number, reason: string) =>
    act(db, id, (t, app) => transition(t, app, 'return', { actor: 'staff', actorId: c.staffId, reason, defaultLang: c.defaultLang }).then(() => undefined)),
  /** Marks one attachment returned and returns the application with the attachment notice. */
  returnAttachment: (db: Db, c: StaffCaller, id: number, attachmentId: number, reason: string) =>
    act(db, id, async (t, app) => {
      const att = (await attachmentsRepo.list(t, id)).find((a) => a.id === attachmentId);
      if (!att) throw notFound();
      await transition(t, app, 'return_attachment', { actor: 'staff', actorId: c.staffId, reason, defaultLang: c.defaultLang, notice: { attachmentName: att.name } });
      await attachmentsRepo.update(t, att.id, { status: 'returned', returnReason: reason });
    }),
  issue: (db: Db, c: StaffCaller, id: number, route: string | undefined, now = new Date()) =>
    act(db, id, async (t, app) => {
      const cert = plannedCertificate(app, route, now);
      if (!cert) throw badRequest('lifecycle.notAllowed');
      await transition(t, app, 'issue', { actor: 'staff', actorId: c.staffId, defaultLang: c.defaultLang, notice: { certificateNo: cert.certNo } });
      const { verifyCodeHash, verifyCodeSealed } = await mintVerifyCode(t);
      await certificatesRepo.insert(t, { applicationId: app.id, userId: app.userId, type: app.applicationType, ...cert, verifyCodeHash, verifyCodeSealed });
    }),
  /** Puts the draft certificate before the customer (confirm or request changes: kenya/cert/draft/{id}). */
  sendDraft: (db: Db, c: StaffCaller, id: number) =>
    act(db, id, (t, app) => transition(t, app, 'send_draft', { actor: 'staff', actorId: c.staffId, defaultLang: c.defaultLang }).then(() => undefined)),
};
