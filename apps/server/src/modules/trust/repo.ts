import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  applicationParties,
  applicationProducts,
  applications,
  certificatePdfs,
  certificates,
  certificateStatusHistory,
  serverSecrets,
} from '../../db/schema/index.js';

type CertUpdate = Pick<typeof certificates.$inferInsert, 'status' | 'statusSince' | 'suspendedUntil' | 'statusReason' | 'supersededById' | 'version'>;

/** The trust module's SQL (issue 15): certificate status changes and their history, verification codes, the public check, issued PDFs. */
export const trustRepo = {
  /** A server secret by name, made from `value` the first time (the first writer wins; every process reads the same). */
  async serverSecret(db: Db | Tx, name: string, value: string): Promise<string> {
    await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
    return row!.value;
  },

  async readServerSecret(db: Db | Tx, name: string): Promise<string | undefined> {
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
    return row?.value;
  },

  /** The certificate with its application's number and title, locked for the status change. */
  async lockCertificate(tx: Tx, id: number) {
    const [row] = await tx
      .select({ cert: certificates, app: { id: applications.id, rfcNo: applications.rfcNo, title: applications.title } })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(eq(certificates.id, id))
      .for('update', { of: certificates });
    return row;
  },

  async byCertNo(db: Db | Tx, certNo: string) {
    const [row] = await db
      .select({ id: certificates.id, certNo: certificates.certNo, userId: certificates.userId, status: certificates.status })
      .from(certificates)
      .where(eq(certificates.certNo, certNo));
    return row;
  },

  /** Writes the new status at the version read; false when the row changed since. */
  async updateStatus(tx: Tx, id: number, version: number, set: CertUpdate): Promise<boolean> {
    const rows = await tx
      .update(certificates)
      .set(set)
      .where(and(eq(certificates.id, id), eq(certificates.version, version)))
      .returning({ id: certificates.id });
    return rows.length > 0;
  },

  appendHistory: async (tx: Tx, entry: typeof certificateStatusHistory.$inferInsert) => {
    await tx.insert(certificateStatusHistory).values(entry);
  },

  /** The certificate's history, oldest first, with the number of the certificate that superseded it. */
  history: (db: Db | Tx, certificateId: number) =>
    db
      .select({ h: certificateStatusHistory, by: certificates.certNo })
      .from(certificateStatusHistory)
      .leftJoin(certificates, eq(certificates.id, certificateStatusHistory.supersededById))
      .where(eq(certificateStatusHistory.certificateId, certificateId))
      .orderBy(asc(certificateStatusHistory.id)),

  /** A new verification code (hash and sealed form); false when there is no such certificate. */
  async setVerifyCode(tx: Tx, id: number, code: { verifyCodeHash: string; verifyCodeSealed: string }): Promise<boolean> {
    const rows = await tx.update(certificates).set(code).where(eq(certificates.id, id)).returning({ id: certificates.id });
    return rows.length > 0;
  },

  /** The public check's one indexed look-up by number: id, holder and the code's hash. */
  async verifyRow(db: Db, certNo: string) {
    const [row] = await db
      .select({ id: certificates.id, userId: certificates.userId, hash: certificates.verifyCodeHash })
      .from(certificates)
      .where(eq(certificates.certNo, certNo))
      .limit(1);
    return row;
  },

  /** What the public answer shows of a certificate: the row, its application's parties and title, its products, its replacement's number. */
  async verifyFacts(db: Db, id: number) {
    const [c] = await db
      .select({ cert: certificates, form: applications.form, data: applications.data, title: applications.title })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(eq(certificates.id, id));
    if (!c) return null;
    const products = await db
      .select({ data: applicationProducts.data })
      .from(applicationProducts)
      .where(eq(applicationProducts.applicationId, c.cert.applicationId))
      .orderBy(asc(applicationProducts.position));
    const parties = await db
      .select({ role: applicationParties.role, data: applicationParties.data })
      .from(applicationParties)
      .where(eq(applicationParties.applicationId, c.cert.applicationId));
    const supersededBy = c.cert.supersededById
      ? ((await db.select({ no: certificates.certNo }).from(certificates).where(eq(certificates.id, c.cert.supersededById)))[0]?.no ?? null)
      : null;
    // The application's payload as far as the line's public names read it (lines/publicNames.ts).
    const payload = { ...c.data, parties: Object.fromEntries(parties.map((p) => [p.role, p.data])), products: products.map((p) => p.data) };
    return { cert: c.cert, form: c.form, title: c.title, payload, products, supersededBy };
  },

  /** The certificate number of an issued PDF with this SHA-256, if any. */
  async issuedPdf(db: Db, sha256: string) {
    const [row] = await db
      .select({ certNo: certificates.certNo })
      .from(certificatePdfs)
      .innerJoin(certificates, eq(certificates.id, certificatePdfs.certificateId))
      .where(eq(certificatePdfs.sha256, sha256))
      .limit(1);
    return row;
  },

  recordPdf: async (db: Db, row: typeof certificatePdfs.$inferInsert) => {
    await db.insert(certificatePdfs).values(row).onConflictDoNothing();
  },
};
