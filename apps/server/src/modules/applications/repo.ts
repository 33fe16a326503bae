import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationListQuery } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import {
  applicationAttachments,
  applicationContainers,
  applicationHistory,
  applicationInvoices,
  applicationParties,
  applicationProducts,
  applications,
  certificates,
  idempotencyKeys,
  storedFiles,
} from '../../db/schema/index.js';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type AttachmentRow = typeof applicationAttachments.$inferSelect & { name: string; size: number; ext: string };

const like = (s: string) => `%${escapeLike(s)}%`;
const SORTS = {
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  submitted_at: applications.submittedAt,
  title: applications.title,
  rfc_no: applications.rfcNo,
  status: applications.status,
};

function listWhere(userId: number, q: Partial<ApplicationListQuery> & { drafts?: boolean }): SQL {
  const c: (SQL | undefined)[] = [eq(applications.userId, userId), q.drafts ? eq(applications.status, 'draft') : ne(applications.status, 'draft')];
  if (q.status) c.push(eq(applications.status, q.status));
  if (q.payment_status) c.push(eq(applications.paymentStatus, q.payment_status));
  if (q.country) c.push(eq(applications.country, q.country));
  if (q.application_type) c.push(eq(applications.applicationType, q.application_type));
  if (q.importer) c.push(ilike(applications.importerName, like(q.importer)));
  if (q.exporter) c.push(ilike(applications.exporterName, like(q.exporter)));
  if (q.title) c.push(ilike(applications.title, like(q.title)));
  if (q.keywords) {
    const k = like(q.keywords);
    c.push(or(ilike(applications.title, k), ilike(applications.rfcNo, k), ilike(applications.importerName, k), ilike(applications.exporterName, k)));
  }
  if (q.date_from) c.push(gte(applications.createdAt, new Date(`${q.date_from}T00:00:00Z`)));
  if (q.date_to) c.push(lt(applications.createdAt, new Date(new Date(`${q.date_to}T00:00:00Z`).getTime() + 86_400_000)));
  return and(...c)!;
}

/** The list's order: the chosen column, then the id (stable between pages and in the export). */
function orderOf(q: Pick<ApplicationListQuery, 'sort' | 'order'>) {
  const col = SORTS[q.sort];
  return q.order === 'asc' ? [asc(col), asc(applications.id)] : [desc(col), desc(applications.id)];
}

export const applicationsRepo = {
  insert: (db: Db, v: NewApplication) => db.insert(applications).values(v).returning().then((r) => r[0]!),
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
  nextRfcNo: async (db: Db, prefix: string) => {
    const r = await db.execute<{ n: string }>(sql`select count(*)::text as n from ${applications} where ${applications.rfcNo} like ${`${prefix}%`}`);
    return Number((r as unknown as { rows: { n: string }[] }).rows[0]!.n) + 1;
  },
  async page(db: Db, userId: number, q: ApplicationListQuery & { drafts?: boolean }, limit: number, offset: number) {
    const where = listWhere(userId, q);
    const rows = await db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(limit)
      .offset(offset);
    const [{ n }] = (await db.select({ n: count() }).from(applications).where(where)) as [{ n: number }];
    return { rows, total: n };
  },
  /** Every row of the filter, in the list's order (the Excel export streams them). */
  all: (db: Db, userId: number, q: ApplicationListQuery) =>
    db
      .select()
      .from(applications)
      .where(listWhere(userId, q))
      .orderBy(...orderOf(q))
      .limit(100_000),
  counts: (db: Db, userId: number) =>
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(eq(applications.userId, userId))
      .groupBy(applications.status),
  latest: (db: Db, userId: number) =>
    db.select().from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.updatedAt), desc(applications.id)).limit(1).then((r) => r[0]),
};

export const childrenRepo = {
  async replace(db: Db, app: ApplicationRow, c: { parties: { role: string; companyName: string; data: Record<string, unknown> }[]; invoices: Omit<typeof applicationInvoices.$inferInsert, 'applicationId'>[]; products: { hsCode: string | null; data: Record<string, unknown> }[]; containers: string[] }) {
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
      .select({ a: applicationAttachments, name: storedFiles.originalName, size: storedFiles.size, ext: storedFiles.ext })
      .from(applicationAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, applicationAttachments.fileId))
      .where(eq(applicationAttachments.applicationId, applicationId))
      .orderBy(asc(applicationAttachments.id))
      .then((r) => r.map((x) => ({ ...x.a, name: x.name, size: x.size, ext: x.ext }))),
  ownFiles: (db: Db, userId: number, ids: number[]) =>
    ids.length ? db.select().from(storedFiles).where(and(inArray(storedFiles.id, ids), eq(storedFiles.uploadedBy, userId))) : Promise.resolve([]),
  remove: (db: Db, ids: number[]) => (ids.length ? db.delete(applicationAttachments).where(inArray(applicationAttachments.id, ids)) : Promise.resolve()),
  insert: (db: Db, rows: (typeof applicationAttachments.$inferInsert)[]) => (rows.length ? db.insert(applicationAttachments).values(rows) : Promise.resolve()),
  update: (db: Db, id: number, v: Partial<typeof applicationAttachments.$inferInsert>) => db.update(applicationAttachments).set(v).where(eq(applicationAttachments.id, id)),
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
  list: (db: Db, applicationId: number) => db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, applicationId)).orderBy(asc(applicationHistory.id)),
};

export const idempotencyRepo = {
  find: (db: Db, userId: number, key: string) =>
    db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))).then((r) => r[0]),
  insert: (db: Db, userId: number, key: string, applicationId: number) => db.insert(idempotencyKeys).values({ userId, key, applicationId }),
};

export const certificatesRepo = {
  insert: (db: Db, v: typeof certificates.$inferInsert) => db.insert(certificates).values(v).returning().then((r) => r[0]!),
  forApplication: (db: Db, applicationId: number) => db.select().from(certificates).where(eq(certificates.applicationId, applicationId)).then((r) => r[0]),
};
