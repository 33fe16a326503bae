import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CertificateListQuery } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import { applicationProducts, applications, certificates } from '../../db/schema/index.js';

export type CertFilter = Partial<
  Pick<CertificateListQuery, 'keywords' | 'title' | 'importer' | 'exporter' | 'type' | 'area' | 'status' | 'date_from' | 'date_to'>
> & {
  /** Valid certificates expiring between today and this date (the workbench's "expiring within 1 month"). */
  expiringBefore?: string;
};
type CertSort = Pick<CertificateListQuery, 'sort' | 'order'>;
const like = (s: string) => `%${escapeLike(s)}%`;

/**
 * The status a certificate shows (shownCertStatus of @tic/shared, kept in step): revoked in older rows, withdrawn, superseded as stored; suspended
 * until its end date; then by the expiry date (null: it does not expire, so never expired nor expiring, and it sorts
 * after every dated one, PostgreSQL's nulls last ascending and first descending).
 */
const shownStatus = sql<string>`case when ${certificates.status} = 'revoked' then 'revoked' when ${certificates.status} in ('withdrawn', 'superseded') then ${certificates.status} when ${certificates.status} = 'suspended' and ${certificates.suspendedUntil} >= current_date then 'suspended' when ${certificates.expiryDate} < current_date then 'expired' else 'valid' end`;

/** `userId` null: every customer's (the staff's /all/certs). */
function where(userId: number | null, f: CertFilter): SQL {
  const c: (SQL | undefined)[] = [userId === null ? undefined : eq(certificates.userId, userId)];
  if (f.keywords) {
    const k = `%${escapeLike(f.keywords)}%`;
    c.push(
      or(
        ilike(certificates.certNo, k),
        ilike(applications.rfcNo, k),
        ilike(applications.title, k),
        ilike(applications.importerName, k),
        ilike(applications.exporterName, k),
      ),
    );
  }
  if (f.title) c.push(ilike(applications.title, like(f.title)));
  if (f.importer) c.push(ilike(applications.importerName, like(f.importer)));
  if (f.exporter) c.push(ilike(applications.exporterName, like(f.exporter)));
  if (f.type) c.push(eq(certificates.type, f.type));
  if (f.area) c.push(eq(applications.businessArea, f.area));
  if (f.date_from) c.push(gte(certificates.issueDate, f.date_from));
  if (f.date_to) c.push(lte(certificates.issueDate, f.date_to));
  if (f.status) c.push(sql`${shownStatus} = ${f.status}`);
  if (f.expiringBefore)
    c.push(
      and(
        gte(certificates.expiryDate, sql`current_date`),
        lte(certificates.expiryDate, f.expiringBefore),
        sql`${certificates.status} not in ('revoked', 'withdrawn', 'superseded')`,
      ),
    );
  return and(...c)!;
}

const SORTS = {
  issue_date: certificates.issueDate,
  expiry_date: certificates.expiryDate,
  cert_no: certificates.certNo,
  rfc_no: applications.rfcNo,
  title: applications.title,
};

const columns = {
  id: certificates.id,
  certNo: certificates.certNo,
  rfcNo: applications.rfcNo,
  applicationId: certificates.applicationId,
  title: applications.title,
  importer: applications.importerName,
  exporter: applications.exporterName,
  status: shownStatus,
  type: certificates.type,
  issueDate: certificates.issueDate,
  expiryDate: certificates.expiryDate,
  route: certificates.route,
  companyName: applications.exporterName,
  createdAt: certificates.createdAt,
  statusSince: certificates.statusSince,
  suspendedUntil: certificates.suspendedUntil,
  statusReason: certificates.statusReason,
  supersededById: certificates.supersededById,
  verifyCodeSealed: certificates.verifyCodeSealed,
  /** Where the certificate is mailed (issue 19), as the application was sent. */
  mailTo: applications.mailTo,
  /** The certificate's line (its own fields and documents are the line's). */
  form: applications.form,
  lineFields: certificates.lineFields,
};

export const certsRepo = {
  async page(db: Db, userId: number | null, f: CertFilter, s: CertSort, limit: number, offset: number) {
    const w = where(userId, f);
    const dir = s.order === 'asc' ? asc : desc;
    const rows = await db
      .select(columns)
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(w)
      .orderBy(dir(SORTS[s.sort]), dir(certificates.id))
      .limit(limit)
      .offset(offset);
    const [{ n }] = (await db.select({ n: count() }).from(certificates).innerJoin(applications, eq(applications.id, certificates.applicationId)).where(w)) as [
      { n: number },
    ];
    return { rows, total: n };
  },
  find: (db: Db, userId: number, id: number) =>
    db
      .select(columns)
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(and(eq(certificates.userId, userId), eq(certificates.id, id)))
      .then((r) => r[0]),
  /** One certificate by id for its owner, or for staff (userId null) whoever owns it. */
  findFor: (db: Db, userId: number | null, id: number) =>
    db
      .select(columns)
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(and(eq(certificates.id, id), userId === null ? undefined : eq(certificates.userId, userId)))
      .then((r) => r[0]),
  products: (db: Db, applicationId: number) =>
    db
      .select({ hsCode: applicationProducts.hsCode, data: applicationProducts.data })
      .from(applicationProducts)
      .where(eq(applicationProducts.applicationId, applicationId))
      .orderBy(asc(applicationProducts.position)),
  certNoOf: (db: Db, id: number) =>
    db
      .select({ id: certificates.id, certNo: certificates.certNo })
      .from(certificates)
      .where(eq(certificates.id, id))
      .then((r) => r[0] ?? null),
  count: (db: Db, userId: number, f: CertFilter) =>
    db
      .select({ n: count() })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(where(userId, f))
      .then((r) => r[0]!.n),
};
export type CertRow = NonNullable<Awaited<ReturnType<typeof certsRepo.find>>>;
