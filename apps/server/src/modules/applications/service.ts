import {
  totalsByCurrency,
  APPLICATION_TYPE_COUNTRY,
  FORM_DECLARATIONS,
  listedParties,
  FORM_SCHEMAS,
  formOfType,
  isDeletable,
  isEditable,
  issueMessage,
  submitActionFor,
  translate,
  type ApplicationArea,
  type ApplicationRelation,
  type ApplicationDetail,
  type ApplicationForm,
  type ApplicationListQuery,
  type ApplicationStatus,
  type FollowOnKind,
  type FindingOut,
  type Locale,
} from '@tic/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors.js';
import { vaultRefsOf, vaultVersionToAttach } from '../vault/attach.js';
import { applicationsRepo, attachmentsRepo, certificatesRepo, childrenRepo, historyRepo, type ApplicationRow } from './repo.js';
import { once } from './idempotency.js';
import type { IdempotencyKey } from '../../platform/idempotency.js';
import { takeRfcNo } from './numbering.js';
import { transition } from './transition.js';
import { assertProfileComplete } from '../accounts/profile.js';
import { summariesOf } from './summaries.js';
import { predictionOf } from './prediction.js';
import { attachmentView, historyView, payloadOf, waitingView } from './views.js';
import { assertAttachable } from './uploads.js';
import { checkSubmission, detailContributions, expressOf } from './extensions.js';
import { checkConsistency } from './consistency.js';
import { extrasOf, mailDestination, parentOf } from './extras.js';
import { businessClock } from '../../platform/clock.js';

export type { ApplicationRow } from './repo.js';

/**
 * What other modules may read or write of an application (its SQL stays in this module's repo): find or lock
 * one (of an owner, or any with null), an owner's counts per status (of one area), record a certificate issued
 * for it; the staff workstation also changes its assignee at its version, reviews its attachments and reads
 * which staff member took which action (separation of duties).
 */
export const applicationStore = {
  find: applicationsRepo.find,
  lock: applicationsRepo.lock,
  counts: applicationsRepo.counts,
  areaCounts: applicationsRepo.areaCounts,
  insertCertificate: certificatesRepo.insert,
  /** The application's certificate as stored (undefined: none issued). */
  certificate: certificatesRepo.forApplication,
  /** The application's parties, invoices, products and containers (their own rows). */
  children: childrenRepo.load,
  updateAt: applicationsRepo.updateAt,
  attachments: attachmentsRepo.list,
  updateAttachment: attachmentsRepo.update,
  staffActors: historyRepo.staffActors,
  /** A line of the history that is no transition (the client's decision on an inspection report). */
  appendHistory: historyRepo.append,
};

export interface Caller {
  /** The organisation the request acts in: the owner of what it reads and writes (issue 30). */
  userId: number;
  /** The member who acts (the history's actor); absent: the organisation's own account. */
  actorId?: number;
  locale: Locale;
  defaultLang: Locale;
}

/**
 * Checks every application must pass before it is created and again before it is submitted: "users must complete
 * their profile before applying", the organisation's company profile and the acting member's own fields (a 400
 * naming what is missing and who fills it in). Each throws an AppError to refuse.
 */
const beforeApplying: ReadonlyArray<(db: Db | Tx, caller: Caller) => Promise<void>> = [(db, c) => assertProfileComplete(db, c.userId, c.actorId ?? c.userId)];

/** A 400 whose data lists every problem in the caller's language. */
function invalid(issues: z.core.$ZodIssue[], locale: Locale) {
  const messages = issues.map((i) => issueMessage(i as never, locale));
  // The message is already worded: an unknown key translates to itself, so it is shown as it is.
  return new AppError(400, messages[0]!, {}, messages);
}

function parse(form: string, which: 'draft' | 'submit', body: unknown, locale: Locale) {
  const schema = FORM_SCHEMAS[form as keyof typeof FORM_SCHEMAS][which];
  const r = schema.safeParse(body);
  if (!r.success) throw invalid(r.error.issues, locale);
  return r.data as Record<string, unknown> & {
    application_type: string;
    title?: string;
    parties: Record<string, Record<string, unknown> | undefined>;
    invoices: Record<string, unknown>[];
    products: Record<string, unknown>[];
    containers: string[];
    attachments: { file_id: number; file_type?: string; remarks?: string }[];
  };
}

const tx = async <R>(db: Db, work: (t: Tx) => Promise<R>) => {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (
      isUniqueViolation(e) &&
      String(
        (e as { constraint?: string; cause?: { constraint?: string } }).constraint ?? (e as { cause?: { constraint?: string } }).cause?.constraint,
      ).includes('title')
    )
      throw badRequest('validation.rfcTitleTaken');
    throw e;
  }
};

/** Writes the payload into the row's columns, the child rows and the attachments (files must be the caller's own). */
async function writePayload(t: Tx, app: ApplicationRow, p: ReturnType<typeof parse>, caller: Caller) {
  const { application_type, title, parties = {}, invoices = [], products = [], containers = [], attachments = [], ...rest } = p;
  void application_type;
  if (title && (await applicationsRepo.titleTaken(t, app.userId, title, app.id))) throw badRequest('validation.rfcTitleTaken');
  const goodsValues = totalsByCurrency(
    invoices.map((i) => ({ amount: typeof i.amount === 'number' ? String(i.amount) : null, currency: i.currency as string | undefined })),
  );
  const mailTo = await mailDestination(t, app.userId, rest.general);
  const listed = listedParties(app.form as ApplicationForm);
  const updated = await applicationsRepo.updateAt(t, app.id, app.version, {
    mailTo,
    title: title ?? '',
    data: rest,
    importerName: (parties[listed.importer]?.company_name as string) || null,
    exporterName: (parties[listed.exporter]?.company_name as string) || null,
    goodsValues,
  });
  if (!updated) throw conflict();
  await childrenRepo.replace(t, updated, {
    parties: Object.entries(parties)
      .filter(([, v]) => v)
      .map(([role, v]) => ({ role, companyName: (v!.company_name as string) ?? '', data: v! })),
    invoices: invoices.map((i, position) => ({
      position,
      number: (i.number as string) ?? null,
      invoiceDate: (i.date as string) ?? null,
      currency: (i.currency as string) ?? null,
      amount: typeof i.amount === 'number' ? i.amount.toFixed(2) : null,
      incoterm: (i.incoterm as string) ?? null,
      filePath: (i.file_path as string) ?? null,
    })),
    products: products.map((d) => ({ hsCode: (d.hs_code as string) ?? null, data: d })),
    containers,
  });
  await syncAttachments(t, updated, attachments, caller);
  return updated;
}

/** Keeps attachments still listed (a returned one stays returned until deleted), adds new files of the caller's own. */
async function syncAttachments(
  t: Tx,
  app: ApplicationRow,
  wanted: { file_id: number; file_type?: string; remarks?: string; vault_document_id?: number }[],
  caller: Caller,
) {
  const current = await attachmentsRepo.list(t, app.id);
  const byFile = new Map(current.map((a) => [a.fileId, a]));
  const wantedIds = new Set(wanted.map((w) => w.file_id));
  await attachmentsRepo.remove(
    t,
    current.filter((a) => !wantedIds.has(a.fileId)).map((a) => a.id),
  );
  const fresh = wanted.filter((w) => !byFile.has(w.file_id));
  const files = await attachmentsRepo.ownFiles(
    t,
    caller.userId,
    fresh.map((w) => w.file_id),
  );
  if (files.length !== new Set(fresh.map((w) => w.file_id)).size) throw badRequest('validation.attachmentFile');
  const form = app.form as ApplicationForm;
  for (const f of files) assertAttachable(f, form, fresh.find((x) => x.file_id === f.id)!.file_type);
  // Issue 31: a document of the vault, by reference: the application keeps the version it was attached with.
  const versions = new Map<number, number>();
  for (const w of fresh) {
    if (w.vault_document_id)
      versions.set(w.file_id, await vaultVersionToAttach(t as unknown as Db, caller.userId, w.vault_document_id, w.file_id, w.file_type));
  }
  await attachmentsRepo.insert(
    t,
    fresh.map((w) => ({
      applicationId: app.id,
      fileId: w.file_id,
      fileType: w.file_type ?? null,
      remarks: w.remarks ?? null,
      vaultVersionId: versions.get(w.file_id) ?? null,
    })),
  );
  for (const w of wanted) {
    const a = byFile.get(w.file_id);
    // A file uploaded in the form and then saved to the vault (issue 31, "save to vault"): the attachment now names
    // the document, and keeps the version it is at from here on. One already taken from the vault keeps its version.
    if (a && w.vault_document_id && a.vaultVersionId === null) {
      const versionId = await vaultVersionToAttach(t as unknown as Db, caller.userId, w.vault_document_id, w.file_id, w.file_type ?? a.fileType);
      await attachmentsRepo.update(t, a.id, { vaultVersionId: versionId });
    }
    if (!a || (a.fileType === (w.file_type ?? null) && a.remarks === (w.remarks ?? null))) continue;
    if (a.fileType !== (w.file_type ?? null)) assertAttachable(a, form, w.file_type);
    await attachmentsRepo.update(t, a.id, { fileType: w.file_type ?? null, remarks: w.remarks ?? null });
  }
}

/** An application asked for on a menu area's route must be of that area: another area's answers 404. */
const inArea = (a: ApplicationRow | undefined, area: ApplicationArea | undefined) => !!a && (!area || a.businessArea === area);

/**
 * `area`: the menu area whose route asks (another area's application answers 404). `parentId` (GET
 * /rfc/detail/{id}?parent_id=): the application must be that parent's child, else 404.
 */
export async function detail(
  db: Db,
  userId: number | null,
  id: number,
  opts: { area?: ApplicationArea; parentId?: number; institution?: string } = {},
): Promise<ApplicationDetail> {
  const a = await applicationsRepo.find(db, userId, id);
  if (!inArea(a, opts.area) || !a) throw notFound();
  if (opts.parentId !== undefined && a.parentId !== opts.parentId) throw notFound();
  // The lines' own parts (inspection, samples, test report ...) come from their extensions (./extensions.ts).
  const [children, attachments, history, cert, extras, lines, accepter, people, prediction] = await Promise.all([
    childrenRepo.load(db, id),
    attachmentsRepo.list(db, id),
    historyRepo.list(db, id),
    certificatesRepo.forApplication(db, id),
    extrasOf(db, a),
    detailContributions(db, a),
    historyRepo.accepter(db, id),
    historyRepo.people(
      db,
      [a.createdBy, a.submittedBy].filter((x): x is number => x !== null),
    ),
    predictionOf(db, a),
  ]);
  // The people of the customer's history lines (members, guests) besides the creator and the submitter.
  const more = [...new Set(history.filter((h) => h.actorKind === 'customer' && h.actorId !== null).map((h) => h.actorId!))].filter(
    (x) => !people.some((p) => p.id === x),
  );
  const everyone: { id: number; name: string }[] = [...people, ...(more.length > 0 ? await historyRepo.people(db, more) : [])];
  const nameOf = (id: number | null) => (id === null ? null : (everyone.find((p) => p.id === id)?.name ?? null));
  const vaultRefs = await vaultRefsOf(
    db,
    attachments.flatMap((f) => (f.vaultVersionId === null ? [] : [f.vaultVersionId])),
  );
  return {
    ...(await summariesOf(db, [a]))[0]!,
    data: payloadOf(a, children, attachments),
    attachments: attachments.map((f) => ({ ...attachmentView(f), vault: f.vaultVersionId === null ? null : (vaultRefs.get(f.vaultVersionId) ?? null) })),
    history: history.map((h) => historyView(h, nameOf)),
    certificate: cert ? { id: cert.id, cert_no: cert.certNo, testing_institution: opts.institution ?? null } : null,
    accepter: accepter ? { name: accepter.name ?? accepter.username, email: accepter.email } : null,
    ...lines,
    ...extras,
    waiting: waitingView(a),
    ...(prediction ? { prediction } : {}),
    express: a.express,
    created_by: nameOf(a.createdBy),
    submitted_by: nameOf(a.submittedBy),
  };
}

/**
 * THE way an application comes to exist: the checks of beforeApplying, then a draft with its history's first
 * line. With an Idempotency-Key, a retried create answers the draft the first one made.
 */
export async function createDraft(
  db: Db,
  caller: Caller,
  body: unknown,
  area?: ApplicationArea,
  key?: IdempotencyKey,
  /** A link a line module makes itself (the factory audit's follow-up), checked by that module; else the body's parent_id and relation. */
  link?: { parentId: number; relation: ApplicationRelation },
  /** The certificate a follow-on draft is made from (issue 32), checked by the renewals module. */
  origin?: DraftOrigin,
) {
  const make = await draftMaker(db, caller, body, area, link, origin);
  const id = key ? (await once(db, caller.userId, 'create', key, make, tx)).applicationId : await tx(db, make);
  return detail(db, caller.userId, id);
}

/**
 * The same inside the caller's transaction, for a line module that makes the draft with its own writes (the
 * re-inspection an inspection decision books): the new draft's id.
 */
export async function createDraftIn(t: Tx, caller: Caller, body: unknown, area: ApplicationArea, link: { parentId: number; relation: ApplicationRelation }) {
  return (await draftMaker(t, caller, body, area, link))(t);
}

/** The checks of beforeApplying and the parse, then the write of the draft and its history's first line (run in a transaction). */
/** The certificate and follow-on a draft comes from (renewals module). */
export interface DraftOrigin {
  certificateId: number;
  kind: FollowOnKind;
  /**
   * In the draft's transaction before it is written: the open draft of this origin another member made meanwhile
   * (the renewals module locks the certificate first, so two "Renew" at once make one draft). Answered instead.
   */
  existing?: (t: Tx) => Promise<number | undefined>;
}

async function draftMaker(
  db: Db,
  caller: Caller,
  body: unknown,
  area?: ApplicationArea,
  link?: { parentId: number; relation: ApplicationRelation },
  origin?: DraftOrigin,
) {
  const type = (body as { application_type?: unknown })?.application_type;
  const form = typeof type === 'string' ? formOfType(type) : null;
  if (!form) throw badRequest('validation.applicationType');
  if (area && FORM_DECLARATIONS[form].area !== area) throw notFound();
  for (const check of beforeApplying) await check(db, caller);
  const p = parse(form, 'draft', body, caller.locale);
  const parent = link ?? (await parentOf(db, caller, body));
  return async (t: Tx) => {
    const existing = await origin?.existing?.(t);
    if (existing) return existing;
    const app = await applicationsRepo.insert(t, {
      userId: caller.userId,
      createdBy: caller.actorId ?? caller.userId,
      businessArea: FORM_DECLARATIONS[form].area,
      form,
      applicationType: p.application_type,
      status: 'draft',
      stage: FORM_DECLARATIONS[form].stage,
      processStep: 'pending',
      country: APPLICATION_TYPE_COUNTRY[p.application_type] ?? null,
      parentId: parent?.parentId ?? null,
      relation: parent?.relation ?? null,
      originCertificateId: origin?.certificateId ?? null,
      originKind: origin?.kind ?? null,
    });
    await historyRepo.append(t, {
      applicationId: app.id,
      action: 'create',
      toStatus: 'draft',
      stage: app.stage,
      processStep: app.processStep,
      actorId: caller.actorId ?? caller.userId,
      actorKind: 'customer',
    });
    await writePayload(t, app, p, caller);
    return app.id;
  };
}

async function editable(t: Tx, caller: Caller, id: number, version: number, area?: ApplicationArea) {
  const app = await applicationsRepo.lock(t, caller.userId, id);
  if (!inArea(app, area) || !app) throw notFound();
  if (!isEditable(app.status as ApplicationStatus)) throw badRequest('validation.notEditable');
  if (app.version !== version) throw conflict();
  return app;
}

/** Save and autosave: the lenient schema, at the version read (stale: 409, nothing written). */
export async function saveDraft(db: Db, caller: Caller, id: number, version: number, body: unknown, area?: ApplicationArea) {
  await tx(db, async (t) => {
    const app = await editable(t, caller, id, version, area);
    await writePayload(t, app, parse(app.form, 'draft', { ...(body as object), application_type: app.applicationType }, caller.locale), caller);
  });
  return detail(db, caller.userId, id);
}

/**
 * Submit (or resubmit after a return): saves the body with the strict schema and moves the status, in one
 * transaction. The Idempotency-Key is recorded in it; a repeated key answers the first result, changing nothing.
 */
export async function submit(db: Db, caller: Caller, id: number, version: number, body: unknown, key: IdempotencyKey, area?: ApplicationArea) {
  // The consistency rules' warnings (blocking findings refuse the submission with their 400): answered with it.
  let warnings: FindingOut[] = [];
  const r = await once(
    db,
    caller.userId,
    'submit',
    key,
    async (t) => {
      const app = await editable(t, caller, id, version, area);
      for (const check of beforeApplying) await check(t, caller);
      const p = parse(app.form, 'submit', { ...(body as object), application_type: app.applicationType }, caller.locale);
      warnings = await checkConsistency(t, caller.userId, app.form, p, caller.locale);
      await checkSubmission(t, app.form, p, caller.locale);
      let saved = await writePayload(t, app, p, caller);
      if ((await attachmentsRepo.list(t, id)).some((a) => a.status === 'returned')) throw badRequest('validation.attachmentReturned');
      const action = submitActionFor(saved.status as ApplicationStatus)!;
      const rfcNo = saved.rfcNo ?? (await takeRfcNo(t, saved.country, businessClock.now(), saved.form, p));
      saved = await transition(t, saved, action, {
        actor: 'customer',
        actorId: caller.actorId ?? caller.userId,
        defaultLang: caller.defaultLang,
        // Express or not is decided by this submission's date and calendar (a resubmission decides again).
        set: { rfcNo, submittedAt: businessClock.now(), submittedBy: caller.actorId ?? caller.userId, express: await expressOf(t, saved) },
      });
      return saved.id;
    },
    tx,
  );
  return { application: await detail(db, caller.userId, r.applicationId), replayed: r.replayed, warnings: r.replayed ? [] : warnings };
}

export async function list(db: Db, userId: number, q: ApplicationListQuery, drafts = false) {
  const { limit, offset } = pageWindow(q);
  const { rows, total, capped } = await applicationsRepo.page(db, userId, { ...q, drafts }, limit, offset);
  return { ...pageOf(await summariesOf(db, rows), total, q), total_capped: capped };
}

export async function removeDraft(db: Db, userId: number, id: number) {
  await tx(db, async (t) => {
    const a = await applicationsRepo.lock(t, userId, id);
    if (!a) throw notFound();
    if (!isDeletable(a.status as ApplicationStatus)) throw badRequest('validation.onlyDrafts');
    await applicationsRepo.remove(t, id);
  });
  return null;
}

/** Another line's staff actions (laboratory testing) lock the application they act on here, and write its certificate. */
export const lockApplication = (t: Tx, ownerId: number | null, id: number) => applicationsRepo.lock(t, ownerId, id);
export { insertReportCertificate } from './reportCertificate.js';

export const messageOf = (locale: Locale, key: string) => translate(locale, key);
