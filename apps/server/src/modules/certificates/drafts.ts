import {
  awaitsDraftReview,
  type ApplicationStatus,
  type DraftCertificate,
  type DraftDecisionBody,
  type Locale,
  type MailTo,
  type ProcessStep,
} from '@tic/shared';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { applicationStore, type ApplicationRow } from '../applications/service.js';
import { transition } from '../applications/transition.js';
import { toSummary } from '../applications/views.js';
import { proposedCertificateDocument } from '../applications/extensions.js';
import { declaredRows } from './declaredRows.js';
import { renderCertificatePdf } from './pdf.js';
import { plannedCertificate } from './planned.js';
import { certsRepo } from './repo.js';
import { businessClock } from '../../platform/clock.js';

/**
 * The draft-certificate review (GET and POST kenya/cert/draft/{id}). The draft is the certificate the
 * application will receive (plannedCertificate, the same the issue writes), shown while staff have sent it
 * for review (lifecycle: status processing at DRAFT_REVIEW_STEP). The decision is a transition of the one
 * transition function: confirm_draft or request_draft_changes (the comment is the history's reason).
 */
const notAwaiting = () => new AppError(409, 'certDraft.notAwaiting');
const awaiting = (a: ApplicationRow) => awaitsDraftReview({ status: a.status as ApplicationStatus, processStep: a.processStep as ProcessStep });

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

async function load(db: Db, userId: number | null, id: number, now: Date) {
  const app = await applicationStore.find(db, userId, id);
  if (!app) throw notFound();
  if (!awaiting(app)) throw notAwaiting();
  const planned = plannedCertificate(app, null, now);
  // A draft waits only on a submitted application (it has its RFC number); anything else is not a draft to review.
  if (!planned) throw notAwaiting();
  const products = await certsRepo.products(db, app.id);
  return { app, planned, products };
}

const view = ({ app, planned, products }: Awaited<ReturnType<typeof load>>): DraftCertificate => ({
  application: toSummary(app),
  certificate: {
    cert_no: planned.certNo,
    rfc_no: app.rfcNo ?? '',
    title: app.title,
    type: app.applicationType,
    importer: app.importerName,
    exporter: app.exporterName,
    issue_date: planned.issueDate,
    expiry_date: planned.expiryDate,
    route: planned.route,
  },
  products: products.map((p) => ({
    hs_code: str(p.hsCode ?? p.data.hs_code),
    description: str(p.data.description),
    brand: str(p.data.brand),
    model: str(p.data.model),
    quantity: str(p.data.quantity),
    unit: str(p.data.unit),
    origin: str(p.data.origin),
  })),
});

export const draftCertificate = async (db: Db, userId: number | null, id: number, now = businessClock.now()) => view(await load(db, userId, id, now));

/** The draft as a DRAFT-watermarked PDF from the certificate renderer (owner and staff; anyone else 404). */
export async function draftCertificatePdf(
  db: Db,
  user: { id: number; isStaff: boolean },
  id: number,
  locale: Locale,
  log: Parameters<typeof renderCertificatePdf>[3],
  now = businessClock.now(),
) {
  const loaded = await load(db, user.isStaff ? null : user.id, id, now);
  const { certificate } = view(loaded);
  return {
    filename: `${certificate.cert_no}-draft.pdf`,
    stream: await renderCertificatePdf({ ...certificate, mail_to: (loaded.app.mailTo as MailTo | null) ?? null }, loaded.products, locale, log, {
      draft: true,
      // The fields the line's certificate states of its own, as proposed (staff confirm or change them at issue);
      // else the declaration's certificate rows as its certificate will print them (the declaration's certificateFields).
      ...((await proposedCertificateDocument(db, loaded.app, locale)) ?? { rows: declaredRows(loaded.app.form, loaded.app.data, locale) }),
    }),
  };
}

/** The customer's decision at the version read: confirm, or request changes with a comment. */
export async function decideDraft(db: Db, caller: { userId: number; actorId?: number; defaultLang: Locale }, id: number, body: DraftDecisionBody) {
  await db.transaction(async (t) => {
    const app = await applicationStore.lock(t, caller.userId, id);
    if (!app) throw notFound();
    if (!awaiting(app)) throw notAwaiting();
    if (app.version !== body.version) throw conflict();
    const action = body.decision === 'confirm' ? 'confirm_draft' : 'request_draft_changes';
    await transition(t, app, action, {
      actor: 'customer',
      actorId: caller.actorId ?? caller.userId,
      reason: body.comment ?? null,
      defaultLang: caller.defaultLang,
    });
  });
  const app = await applicationStore.find(db, caller.userId, id);
  return toSummary(app!);
}
