import type { AnswerInfoRequest, InfoRequest, Locale, PolicyUser, ProcessStep, RaiseInfoRequest } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { toAttachment } from '../files/service.js';
import { applicationStore } from '../applications/service.js';
import { transition } from '../applications/transition.js';
import { infoRepo } from './repo.js';
import { auditLog } from '../staff/audit.js';
import { enforceOn } from '../../platform/policy.js';
import { enforce } from '../applications/policy.js';
import { businessClock } from '../../platform/clock.js';

/** A staff caller: the staff policy decides (request_info on the application, accept_info on the request). */
export interface InfoStaff {
  user: PolicyUser;
  defaultLang: Locale;
  ip?: string | null;
}

type Head = NonNullable<Awaited<ReturnType<typeof infoRepo.find>>>;

/** Requests with their items and the files of each answer, as the API answers them. */
async function views(db: Db, heads: Head[]): Promise<InfoRequest[]> {
  const items = await infoRepo.items(
    db,
    heads.map((h) => h.request.id),
  );
  const files = await infoRepo.itemFiles(
    db,
    items.map((i) => i.id),
  );
  const offered = await infoRepo.guestFiles(
    db,
    items.map((i) => i.id),
  );
  return heads.map(({ request: r, rfcNo, title }) => ({
    id: r.id,
    application_id: r.applicationId,
    rfc_no: rfcNo,
    application_title: title,
    status: r.status as InfoRequest['status'],
    due_date: r.dueDate,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
    items: items
      .filter((i) => i.requestId === r.id)
      .map((i) => ({
        id: i.id,
        question: i.question,
        answer: i.answer,
        files: files.filter((f) => f.itemId === i.id).map((f) => ({ ...toAttachment(f.file), path: `/attachment/${f.file.id}` })),
        guest_files: offered.filter((f) => f.itemId === i.id).map((f) => ({ ...toAttachment(f.file), path: `/attachment/${f.file.id}`, guest: f.guest })),
      })),
  }));
}

const one = async (db: Db, id: number, userId: number | null) => {
  const head = await infoRepo.find(db, id, userId);
  if (!head) throw notFound();
  return (await views(db, [head]))[0]!;
};

export const additionalInfo = {
  /**
   * Staff raise a request on a processing application: the application moves to "additional information"
   * (it waits on the customer) and the customer's notice is written, all in one transaction.
   */
  async raise(db: Db, c: InfoStaff, applicationId: number, body: RaiseInfoRequest): Promise<InfoRequest> {
    const id = await db.transaction(async (t) => {
      const app = await applicationStore.lock(t, null, applicationId);
      if (!app || app.status === 'draft') throw notFound();
      await enforce(t, c.user, 'request_info', app);
      const request = await infoRepo.insert(t, {
        applicationId,
        createdAt: businessClock.now(),
        dueDate: body.due_date,
        fromStep: app.processStep,
        raisedBy: c.user.id,
      });
      await infoRepo.insertItems(
        t,
        body.items.map((item, i) => ({ requestId: request.id, position: i + 1, question: item.question })),
      );
      await transition(t, app, 'request_info', {
        actor: 'staff',
        actorId: c.user.id,
        roles: c.user.roles,
        ip: c.ip ?? null,
        defaultLang: c.defaultLang,
        notice: { dueDate: body.due_date, items: body.items.length },
      });
      return request.id;
    });
    return one(db, id, null);
  },
  /** Staff accept the customer's answers (an answered request only: otherwise 409); the audit trail records it. */
  async accept(db: Db, c: InfoStaff, id: number): Promise<InfoRequest> {
    await db.transaction(async (t) => {
      const head = await infoRepo.find(t, id, null, true);
      if (!head) throw notFound();
      enforceOn(c.user, 'accept_info', { status: head.request.status });
      if (!(await infoRepo.accept(t, id, head.request.version))) throw new AppError(409, 'error.409');
      await auditLog.append(t, {
        actorId: c.user.id,
        actorRoles: [...c.user.roles],
        action: 'accept_info',
        applicationId: head.request.applicationId,
        customerId: head.userId,
        ip: c.ip ?? null,
      });
    });
    return one(db, id, null);
  },
  /** The open requests on an application, questions only (what its guest reads: no answer, no file). */
  async openQuestions(db: Db, applicationId: number) {
    const heads = await infoRepo.list(db, { applicationId, status: 'open' });
    const items = await infoRepo.items(
      db,
      heads.map((h) => h.request.id),
    );
    return heads.map(({ request: r }) => ({
      id: r.id,
      due_date: r.dueDate,
      items: items.filter((i) => i.requestId === r.id).map((i) => ({ id: i.id, question: i.question })),
    }));
  },
  /** Whether this question belongs to an open request on this application. */
  isOpenQuestion: async (db: Db, applicationId: number, itemId: number) => (await infoRepo.openItemOf(db, applicationId, itemId)) !== undefined,
  list: async (db: Db, where: { userId?: number; applicationId?: number; status?: string }) => views(db, await infoRepo.list(db, where)),
  get: one,
  /**
   * The customer answers every item (text, files of their own uploads, or both) at the version they read.
   * A request already answered: 409; a stale version: 409; another customer's: 404. The application goes
   * back to the step it was in, with the customer's notice, in the same transaction.
   */
  async answer(db: Db, c: { userId: number; actorId?: number; defaultLang: Locale }, id: number, body: AnswerInfoRequest): Promise<InfoRequest> {
    await db.transaction(async (t) => {
      const head = await infoRepo.find(t, id, c.userId, true);
      if (!head) throw notFound();
      if (head.request.status === 'lapsed') throw new AppError(409, 'validation.infoLapsed');
      if (head.request.status !== 'open') throw new AppError(409, 'validation.infoClosed');
      if (head.request.version !== body.version) throw new AppError(409, 'error.409');
      const items = await infoRepo.items(t, [id]);
      const given = new Map(body.items.map((i) => [i.id, i]));
      if (given.size !== body.items.length || items.length !== given.size || items.some((i) => !given.has(i.id)))
        throw badRequest('validation.infoAnswerRequired');
      const fileIds = [...new Set(body.items.flatMap((i) => i.file_ids))];
      const own = new Set(await infoRepo.ownFiles(t, c.userId, fileIds));
      if (fileIds.some((f) => !own.has(f))) throw badRequest('validation.infoFileNotYours');
      for (const item of items) {
        const a = given.get(item.id)!;
        await infoRepo.answerItem(t, item.id, a.answer || null);
        await infoRepo.attach(
          t,
          a.file_ids.map((fileId) => ({ itemId: item.id, fileId })),
        );
      }
      if (!(await infoRepo.close(t, id, head.request.version))) throw new AppError(409, 'error.409');
      const app = await applicationStore.lock(t, c.userId, head.request.applicationId);
      if (!app) throw notFound();
      await transition(t, app, 'answer_info', {
        actor: 'customer',
        actorId: c.actorId ?? c.userId,
        step: head.request.fromStep as ProcessStep,
        defaultLang: c.defaultLang,
        // The staff notice counts the items answered.
        notice: { items: items.length },
      });
    });
    return one(db, id, c.userId);
  },
};
