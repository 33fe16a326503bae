import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, certificates } from '../../db/schema/index.js';

/** What a link to a parent or child application shows. */
const linkColumns = {
  id: applications.id,
  form: applications.form,
  rfcNo: applications.rfcNo,
  title: applications.title,
  status: applications.status,
  relation: applications.relation,
};

/** SQL of the links between an owner's applications (a re-inspection, extension or re-assessment and its parent). */
export const linksRepo = {
  /** The parent, when it is the same owner's. */
  parent: (db: Db, userId: number, parentId: number) =>
    db
      .select(linkColumns)
      .from(applications)
      .where(and(eq(applications.id, parentId), eq(applications.userId, userId)))
      .then((r) => r[0]),

  /** The owner's applications naming `id` as their parent, oldest first. */
  children: (db: Db, userId: number, id: number) =>
    db
      .select(linkColumns)
      .from(applications)
      .where(and(eq(applications.parentId, id), eq(applications.userId, userId)))
      .orderBy(applications.id),

  /** The certificate a follow-on draft was made from (issue 32), when it is the same owner's, with its application's form. */
  originCertificate: (db: Db, userId: number, certificateId: number) =>
    db
      .select({ id: certificates.id, certNo: certificates.certNo, type: certificates.type, route: certificates.route, form: applications.form })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)))
      .then((r) => r[0]),
};
