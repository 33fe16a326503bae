/**
 * Sample logistics (any form whose declaration says `sampleLogistics`): staff ask for the samples, the
 * customer enters courier and tracking number, staff record the receipt (in order, or not conforming with
 * photos and a reason: the customer sends again), formally accept (fees confirmed), send the test data;
 * the customer confirms or disputes it. Every step is one transaction: the lock, the policy (staff), the
 * step's own rows and the engine's transition() with its notice.
 */
import {
  sendsSamples,
  type DataReviewBody,
  type Locale,
  type PolicyUser,
  type RejectSamplesBody,
  type RequestSamplesBody,
  type SampleNotice,
  type SampleNoticeScreen,
  type ShipSamplesBody,
  type StaffAction,
  type TestDataBody,
  type TransitionAction,
  SAMPLE_NOTICE_SCREENS,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { detail } from '../applications/service.js';
import { lockApplication, transition } from '../applications/transition.js';
import { enforce } from '../applications/policy.js';
import { renderTexts, type NoticeParams } from '../notifications/templates.js';
import { samplesRepo, type SampleOrderRow } from './repo.js';
import { sampleOrders } from './view.js';
import { businessClock } from '../../platform/clock.js';

export interface StaffCaller {
  user: PolicyUser;
  defaultLang: Locale;
  ip: string | null;
}
export interface CustomerCaller {
  userId: number;
  /** The member who acts (issue 30); absent: the organisation's own account. */
  actorId?: number;
  defaultLang: Locale;
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;
type Work = (t: Tx, app: ApplicationRow, order: SampleOrderRow | undefined) => Promise<void>;

/** Locks an application of a form that sends samples (any other, a missing one or another customer's: 404). */
async function locked(t: Tx, ownerId: number | null, id: number) {
  const app = await lockApplication(t, ownerId, id);
  if (!app || app.status === 'draft' || !sendsSamples(app.form)) throw notFound();
  return app;
}

/** A staff step: the policy decides (403 role or assignee; 409 status, step or payment with the lifecycle's reason). */
async function staffStep(db: Db, c: StaffCaller, id: number, action: StaffAction, work: Work) {
  await db.transaction(async (t) => {
    const app = await locked(t, null, id);
    await enforce(t, c.user, action, app);
    await work(t, app, await samplesRepo.find(t, id));
  });
  return detail(db, null, id);
}

/** A customer step: their own application only (404), at the step that asks for it (409 naming why not). */
async function customerStep(db: Db, c: CustomerCaller, id: number, step: string, notAtStep: string, work: Work) {
  await db.transaction(async (t) => {
    const app = await locked(t, c.userId, id);
    const order = await samplesRepo.find(t, id);
    if (app.status !== 'processing' || app.processStep !== step || !order) throw new AppError(409, notAtStep);
    await work(t, app, order);
  });
  return detail(db, c.userId, id);
}

const staffCtx = (c: StaffCaller, extra: { reason?: string; sample?: Record<string, unknown> } = {}) => ({
  actor: 'staff' as const,
  actorId: c.user.id,
  defaultLang: c.defaultLang,
  roles: c.user.roles,
  ip: c.ip,
  reason: extra.reason,
  notice: { sample: extra.sample },
});
const sampleOf = (o: Pick<SampleOrderRow, 'labAddress' | 'quantity' | 'dueDate'> | undefined, more: { courier?: string; trackingNo?: string } = {}) =>
  o ? { labAddress: o.labAddress, quantity: o.quantity, dueDate: o.dueDate, ...more } : more;

export const samplesService = {
  /** The sample delivery notice: where to send how many samples, by when. */
  request: (db: Db, c: StaffCaller, id: number, body: RequestSamplesBody) =>
    staffStep(db, c, id, 'request_samples', async (t, app) => {
      const row = { labAddress: body.lab_address, labContact: body.lab_contact ?? null, quantity: body.quantity, dueDate: body.due_date };
      await samplesRepo.upsert(t, { applicationId: id, userId: app.userId, ...row });
      await transition(t, app, 'request_samples', staffCtx(c, { sample: sampleOf(row) }));
    }),
  /** The customer's courier and tracking number: a new shipment (the first, or again after a non-conforming one). */
  ship: (db: Db, c: CustomerCaller, id: number, body: ShipSamplesBody) =>
    customerStep(db, c, id, 'sample_delivery', 'samples.notAwaitingShipment', async (t, app, order) => {
      const rounds = (await samplesRepo.shipments(t, [id])).length;
      await samplesRepo.addShipment(t, { applicationId: id, round: rounds + 1, courier: body.courier, trackingNo: body.tracking_no });
      await samplesRepo.update(t, id, { version: order!.version + 1 });
      await transition(t, app, 'ship_samples', {
        actor: 'customer',
        actorId: c.actorId ?? c.userId,
        defaultLang: c.defaultLang,
        notice: { sample: sampleOf(order, { courier: body.courier, trackingNo: body.tracking_no }) },
      });
    }),
  /** Received in order. */
  receive: (db: Db, c: StaffCaller, id: number, note?: string) =>
    staffStep(db, c, id, 'receive_samples', async (t, app, order) => {
      const s = await samplesRepo.inTransit(t, id);
      if (!s) throw new AppError(409, 'samples.nothingInTransit');
      await samplesRepo.checkShipment(t, s.id, { result: 'received', note: note ?? null });
      await transition(t, app, 'receive_samples', staffCtx(c, { sample: sampleOf(order, { courier: s.courier, trackingNo: s.trackingNo }) }));
    }),
  /** Not conforming: what is wrong, with photos; the customer rectifies and sends again. */
  reject: (db: Db, c: StaffCaller, id: number, body: RejectSamplesBody) =>
    staffStep(db, c, id, 'reject_samples', async (t, app, order) => {
      const s = await samplesRepo.inTransit(t, id);
      if (!s) throw new AppError(409, 'samples.nothingInTransit');
      const found = new Set(await samplesRepo.existingFiles(t, body.photo_ids));
      if (body.photo_ids.some((f) => !found.has(f))) throw badRequest('validation.samplePhotosRequired');
      await samplesRepo.checkShipment(t, s.id, { result: 'not_conforming', reason: body.reason });
      await samplesRepo.addPhotos(t, s.id, body.photo_ids);
      await transition(
        t,
        app,
        'reject_samples',
        staffCtx(c, { reason: body.reason, sample: sampleOf(order, { courier: s.courier, trackingNo: s.trackingNo }) }),
      );
    }),
  /** Formal acceptance (the fees confirmed: paid in full, else 409): testing starts. */
  accept: (db: Db, c: StaffCaller, id: number) =>
    staffStep(db, c, id, 'accept_samples', async (t, app, order) => {
      await samplesRepo.update(t, id, { acceptedAt: businessClock.now() });
      await transition(t, app, 'accept_samples', staffCtx(c, { sample: sampleOf(order) }));
    }),
  /** The test data for the customer's review (new data after a dispute replaces the old). */
  sendData: (db: Db, c: StaffCaller, id: number, body: TestDataBody) =>
    staffStep(db, c, id, 'send_test_data', async (t, app, order) => {
      await samplesRepo.update(t, id, {
        testData: body as unknown as Record<string, unknown>,
        testDataAt: businessClock.now(),
        reviewDecision: null,
        reviewComment: null,
        reviewedAt: null,
        version: (order?.version ?? 0) + 1,
      });
      await transition(t, app, 'send_test_data', staffCtx(c, { sample: sampleOf(order) }));
    }),
  /** The customer confirms the test data, or disputes it with a comment (testing again). */
  review: (db: Db, c: CustomerCaller, id: number, body: DataReviewBody) =>
    customerStep(db, c, id, 'data_review', 'samples.notInDataReview', async (t, app, order) => {
      const action: TransitionAction = body.decision === 'confirm' ? 'confirm_test_data' : 'dispute_test_data';
      await samplesRepo.update(t, id, {
        reviewDecision: body.decision,
        reviewComment: body.comment ?? null,
        reviewedAt: businessClock.now(),
        version: order!.version + 1,
      });
      await transition(t, app, action, {
        actor: 'customer',
        actorId: c.actorId ?? c.userId,
        defaultLang: c.defaultLang,
        reason: body.decision === 'dispute' ? body.comment : undefined,
        notice: { sample: sampleOf(order) },
      });
    }),
  /** A `notice/...` screen: the customer's notices of its kinds, each with its application's samples now. */
  async notices(db: Db, userId: number, screen: SampleNoticeScreen, lang: Locale): Promise<SampleNotice[]> {
    const rows = await samplesRepo.notices(db, userId, SAMPLE_NOTICE_SCREENS[screen]);
    const apps = new Map(
      rows.map((r) => [
        r.notice.applicationId!,
        { id: r.notice.applicationId!, form: r.form, status: r.status, processStep: r.step, applicationType: '', data: {} },
      ]),
    );
    const orders = await sampleOrders(db, [...apps.values()]);
    return rows.map(({ notice: n, step, area, form, appTitle, rfcNo }) => {
      const texts = (n.params && renderTexts(n.kind, n.params as Partial<NoticeParams>, lang)) || { title: n.title, content: n.content };
      return {
        batch_code: n.batchCode,
        kind: n.kind,
        title: texts.title,
        content: texts.content,
        created_at: n.createdAt.toISOString(),
        is_deal: n.isDeal,
        application_id: n.applicationId!,
        application_no: rfcNo ?? n.applicationNo ?? String(n.applicationId),
        application_title: appTitle,
        area,
        form: form as SampleNotice['form'],
        process_step: step,
        samples: orders.get(n.applicationId!) ?? null,
      };
    });
  },
};
