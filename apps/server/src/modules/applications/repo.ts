import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import { APPLICATION_COUNT_CAP, plusDays, type ApplicationListQuery } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import {
  applicationAttachments,
  applicationContainers,
  applicationCounts,
  applicationHistory,
  applicationInvoices,
  applicationParties,
  applicationProducts,
  applications,
  certificates,
  idempotencyKeys,
  SEARCH_SEPARATOR,
  storedFiles,
  users,
} from '../../db/schema/index.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type AttachmentRow = typeof applicationAttachments.$inferSelect & { name: string; size: number; ext: string; uploader?: string | null };

const like = (s: string) => `%${escapeLike(s)}%`;
/**
 * ORDER BY of each sort, the id last so paging is stable. Each matches an index (user_id, …) walked
 * forward or backward (migration application_list_indexes); within a status, by date.
 */
const SORTS: Record<ApplicationListQuery['sort'], AnyColumn[]> = {
  created_at: [applications.createdAt, applications.id],
  updated_at: [applications.updatedAt, applications.id],
  submitted_at: [applications.submittedAt, applications.id],
  title: [applications.title, applications.id],
  rfc_no: [applications.rfcNo, applications.id],
  status: [applications.status, applications.createdAt, applications.id],
};

type ListFilter = Partial<ApplicationListQuery> & { drafts?: boolean };

/** What application_counts answers: the drafts switch and the status; paging and sorting change no total. */
const STORED_TOTAL_KEYS = new Set(['drafts', 'status', 'sort', 'order', 'current_page', 'per_page']);
/** Whether any other filter is set (a filter added later is counted, never answered from the stored counts). */
const needsCounting = (q: ListFilter) => Object.entries(q).some(([k, v]) => !STORED_TOTAL_KEYS.has(k) && v !== undefined && v !== '');

function listWhere(userId: number, q: ListFilter): SQL {
  const c: (SQL | undefined)[] = [eq(applications.userId, userId), q.drafts ? eq(applications.status, 'draft') : ne(applications.status, 'draft')];
  if (q.status) c.push(eq(applications.status, q.status));
  if (q.payment_status) c.push(eq(applications.paymentStatus, q.payment_status));
  if (q.process_step) c.push(eq(applications.processStep, q.process_step));
  if (q.country) c.push(eq(applications.country, q.country));
  if (q.application_type) c.push(eq(applications.applicationType, q.application_type));
  if (q.area) c.push(eq(applications.businessArea, q.area));
  if (q.importer) c.push(ilike(applications.importerName, like(q.importer)));
  if (q.exporter) c.push(ilike(applications.exporterName, like(q.exporter)));
  if (q.title) c.push(ilike(applications.title, like(q.title)));
  if (q.keywords) {
    // Title, RFC No., importer or exporter contains the keywords (as ILIKE on each): one LIKE on the
    // lower-cased search_text. A keyword with the separator in it could match across two fields there.
    const k = like(q.keywords);
    c.push(
      q.keywords.includes(SEARCH_SEPARATOR)
        ? or(ilike(applications.title, k), ilike(applications.rfcNo, k), ilike(applications.importerName, k), ilike(applications.exporterName, k))
        : sql`${applications.searchText} like lower(${k})`,
    );
  }
  if (q.date_from) c.push(gte(applications.createdAt, new Date(`${q.date_from}T00:00:00Z`)));
  if (q.date_to) c.push(lt(applications.createdAt, new Date(`${plusDays(q.date_to, 1)}T00:00:00Z`)));
  return and(...c)!;
}

/** The list's order: the chosen column, then the id (stable between pages and in the export). */
function orderOf(q: Pick<ApplicationListQuery, 'sort' | 'order'>) {
  const dir = q.order === 'asc' ? asc : desc;
  return SORTS[q.sort].map((c) => dir(c));
}

/**
 * The two statements of a list page (the bench EXPLAINs them as they are): the page, an index walk in
 * the sort's order (or, for a rare text match, the owner-first trigram index and a sort of its few rows);
 * the total, from the trigger-kept counts when only the drafts switch and the status filter are set (the
 * list as opened, the workbench links), otherwise the matches counted up to APPLICATION_COUNT_CAP + 1.
 */
function listQueries(db: Db, userId: number, q: ApplicationListQuery & { drafts?: boolean }, limit: number, offset: number) {
  const where = listWhere(userId, q);
  const page = db
    .select()
    .from(applications)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(limit)
    .offset(offset);
  return { page, total: needsCounting(q) ? boundedCount(db, where) : storedCount(db, userId, q), bounded: needsCounting(q) };
}

export const applicationsRepo = {
  insert: (db: Db, v: NewApplication) =>
    db
      .insert(applications)
      .values(v)
      .returning()
      .then((r) => r[0]!),
  find: (db: Db, userId: number | null, id: number) =>
    db
      .select()
      .from(applications)
      .where(userId === null ? eq(applications.id, id) : and(eq(applications.id, id), eq(applications.userId, userId)))
      .then((r) => r[0]),
  /** Locks the row for the rest of the transaction (concurrent saves and submits of one application queue here). */
  lock: (db: Db, userId: number | null, id: number) =>
    db
      .select()
      .from(applications)
      .where(userId === null ? eq(applications.id, id) : and(eq(applications.id, id), eq(applications.userId, userId)))
      .for('update')
      .then((r) => r[0]),
  titleTaken: (db: Db, userId: number, title: string, exceptId: number | null) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, userId), sql`lower(${applications.title}) = lower(${title})`, exceptId ? ne(applications.id, exceptId) : undefined))
      .limit(1)
      .then((r) => r.length > 0),
  /** Writes only at `version`; the new row, or undefined when it moved on. */
  updateAt: (db: Db, id: number, version: number, v: Partial<NewApplication>) =>
    db
      .update(applications)
      .set({ ...v, version: sql`${applications.version} + 1`, updatedAt: new Date() })
      .where(and(eq(applications.id, id), eq(applications.version, version)))
      .returning()
      .then((r) => r[0]),
  remove: (db: Db, id: number) => db.delete(applications).where(eq(applications.id, id)),
  listQueries,
  /** One page and its total; `capped`: more than APPLICATION_COUNT_CAP match and the total is the cap. */
  async page(db: Db, userId: number, q: ApplicationListQuery & { drafts?: boolean }, limit: number, offset: number) {
    const { page, total, bounded } = listQueries(db, userId, q, limit, offset);
    const [rows, [counted]] = await Promise.all([page, total]);
    const n = Number(counted?.n ?? 0);
    return bounded && n > APPLICATION_COUNT_CAP ? { rows, total: APPLICATION_COUNT_CAP, capped: true } : { rows, total: n, capped: false };
  },
  /** Every row of the filter, in the list's order (the Excel export streams them). */
  all: (db: Db, userId: number, q: ApplicationListQuery) =>
    db
      .select()
      .from(applications)
      .where(listWhere(userId, q))
      .orderBy(...orderOf(q))
      .limit(100_000),
  /** The owner's applications per status (trigger-kept, no counting). */
  counts: (db: Db, userId: number) =>
    db.select({ status: applicationCounts.status, n: applicationCounts.n }).from(applicationCounts).where(eq(applicationCounts.userId, userId)),
  /** The counts by status of one menu area's applications (counted: application_counts keeps totals per user only). */
  areaCounts: (db: Db, userId: number, area: string) =>
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.businessArea, area)))
      .groupBy(applications.status),
  latest: (db: Db, userId: number) =>
    db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(1)
      .then((r) => r[0]),
};

/** The matches of a filter counted up to the cap and one more: a broad filter stops there. */
function boundedCount(db: Db, where: SQL) {
  const matches = db
    .select({ one: sql`1` })
    .from(applications)
    .where(where)
    .limit(APPLICATION_COUNT_CAP + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** The total of the drafts or of the submitted list, optionally of one status (as listWhere), from application_counts. */
function storedCount(db: Db, userId: number, q: ListFilter) {
  return db
    .select({ n: sum(applicationCounts.n).mapWith(Number) })
    .from(applicationCounts)
    .where(
      and(
        eq(applicationCounts.userId, userId),
        q.drafts ? eq(applicationCounts.status, 'draft') : ne(applicationCounts.status, 'draft'),
        q.status ? eq(applicationCounts.status, q.status) : undefined,
      ),
    );
}

export const childrenRepo = {
  async replace(
    db: Db,
    app: ApplicationRow,
    c: {
      parties: { role: string; companyName: string; data: Record<string, unknown> }[];
      invoices: Omit<typeof applicationInvoices.$inferInsert, 'applicationId'>[];
      products: { hsCode: string | null; data: Record<string, unknown> }[];
      containers: string[];
    },
  ) {
    const id = app.id;
    await db.delete(applicationParties).where(eq(applicationParties.applicationId, id));
    await db.delete(applicationInvoices).where(eq(applicationInvoices.applicationId, id));
    await db.delete(applicationProducts).where(eq(applicationProducts.applicationId, id));
    await db.delete(applicationContainers).where(eq(applicationContainers.applicationId, id));
    if (c.parties.length) await db.insert(applicationParties).values(c.parties.map((p) => ({ ...p, applicationId: id, userId: app.userId })));
    if (c.invoices.length) await db.insert(applicationInvoices).values(c.invoices.map((v) => ({ ...v, applicationId: id })));
    if (c.products.length) await db.insert(applicationProducts).values(c.products.map((p, i) => ({ ...p, position: i, applicationId: id })));
    if (c.containers.length) await db.insert(applicationContainers).values(c.containers.map((n, i) => ({ number: n, position: i, applicationId: id })));
  },
  async load(db: Db, id: number) {
    const [parties, invoices, products, containers] = await Promise.all([
      db.select().from(applicationParties).where(eq(applicationParties.applicationId, id)),
      db.select().from(applicationInvoices).where(eq(applicationInvoices.applicationId, id)).orderBy(asc(applicationInvoices.position)),
      db.select().from(applicationProducts).where(eq(applicationProducts.applicationId, id)).orderBy(asc(applicationProducts.position)),
      db.select().from(applicationContainers).where(eq(applicationContainers.applicationId, id)).orderBy(asc(applicationContainers.position)),
    ]);
    return { parties, invoices, products, containers };
  },
};

export const attachmentsRepo = {
  list: (db: Db, applicationId: number): Promise<AttachmentRow[]> =>
    db
      .select({
        a: applicationAttachments,
        name: storedFiles.originalName,
        size: storedFiles.size,
        ext: storedFiles.ext,
        // Issue 30: who uploaded it (the member, a guest or staff), by name.
        uploader: sql<string | null>`(select coalesce(nullif(u.name, ''), u.username) from users u where u.id = ${storedFiles.createdBy})`,
      })
      .from(applicationAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, applicationAttachments.fileId))
      .where(eq(applicationAttachments.applicationId, applicationId))
      .orderBy(asc(applicationAttachments.id))
      .then((r) => r.map((x) => ({ ...x.a, name: x.name, size: x.size, ext: x.ext, uploader: x.uploader }))),
  ownFiles: (db: Db, userId: number, ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(storedFiles)
          .where(and(inArray(storedFiles.id, ids), eq(storedFiles.uploadedBy, userId)))
      : Promise.resolve([]),
  remove: (db: Db, ids: number[]) => (ids.length ? db.delete(applicationAttachments).where(inArray(applicationAttachments.id, ids)) : Promise.resolve()),
  insert: (db: Db, rows: (typeof applicationAttachments.$inferInsert)[]) => (rows.length ? db.insert(applicationAttachments).values(rows) : Promise.resolve()),
  update: (db: Db, id: number, v: Partial<typeof applicationAttachments.$inferInsert>) =>
    db.update(applicationAttachments).set(v).where(eq(applicationAttachments.id, id)),
  /** Owner of an attachment's file through an application (downloads: owner and staff only). */
  fileOwner: (db: Db, fileId: number) =>
    db
      .select({ userId: applications.userId })
      .from(applicationAttachments)
      .innerJoin(applications, eq(applications.id, applicationAttachments.applicationId))
      .where(eq(applicationAttachments.fileId, fileId))
      .limit(1)
      .then((r) => r[0]?.userId ?? null),
};

export const historyRepo = {
  append: (db: Db, v: typeof applicationHistory.$inferInsert) => db.insert(applicationHistory).values(v),
  list: (db: Db, applicationId: number) =>
    db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, applicationId)).orderBy(asc(applicationHistory.id)),
  /** The officer of the last acceptance (the customer's "accepter and e-mail"), or undefined before any. */
  accepter: (db: Db, applicationId: number) =>
    db
      .select({ name: users.name, username: users.username, email: users.email })
      .from(applicationHistory)
      .innerJoin(users, eq(users.id, applicationHistory.actorId))
      .where(and(eq(applicationHistory.applicationId, applicationId), eq(applicationHistory.action, 'accept'), eq(applicationHistory.actorKind, 'staff')))
      .orderBy(desc(applicationHistory.id))
      .limit(1)
      .then((r) => r[0]),
  /** The names of the members who created and last submitted it (issue 30). */
  people: (db: Db, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id, name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})` })
          .from(users)
          .where(inArray(users.id, ids)),
  /** Who of the staff took these actions on the application (the policy's separation of duties reads them). */
  staffActors: (db: Db, applicationId: number, actions: string[]) =>
    db
      .select({ action: applicationHistory.action, actorId: applicationHistory.actorId })
      .from(applicationHistory)
      .where(and(eq(applicationHistory.applicationId, applicationId), eq(applicationHistory.actorKind, 'staff'), inArray(applicationHistory.action, actions))),
};

export type IdempotentAction = 'create' | 'submit';
const keyOf = (userId: number, action: IdempotentAction, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.action, action), eq(idempotencyKeys.key, key));

export const idempotencyRepo = {
  find: (db: Db, userId: number, action: IdempotentAction, key: string) =>
    db
      .select()
      .from(idempotencyKeys)
      .where(keyOf(userId, action, key))
      .then((r) => r[0]),
  /** Claims the key (true), or finds it taken (false) once the transaction that holds it has ended. */
  claim: (db: Db, userId: number, action: IdempotentAction, key: string, bodyHash: string) =>
    db
      .insert(idempotencyKeys)
      .values({ userId, action, key, bodyHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .then((r) => r.length > 0),
  settle: (db: Db, userId: number, action: IdempotentAction, key: string, applicationId: number) =>
    db
      .update(idempotencyKeys)
      .set({ applicationId })
      .where(keyOf(userId, action, key)),
};

export const certificatesRepo = {
  insert: (db: Db, v: typeof certificates.$inferInsert) =>
    db
      .insert(certificates)
      .values(v)
      .returning()
      .then((r) => r[0]!),
  forApplication: (db: Db, applicationId: number) =>
    db
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, applicationId))
      .then((r) => r[0]),
};
