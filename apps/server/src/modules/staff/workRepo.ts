import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, infoRequestItems, infoRequests, quotationLines, quotations, remittanceAllocations, remittances } from '../../db/schema/index.js';

/** What the staff application page shows of an application's money, certificates and requests for information. */
export const workRepo = {
  /** The open (issued) quotation with a line for this application, newest first; its lines. */
  async openQuotation(db: Db, applicationId: number) {
    const [q] = await db
      .select({ q: quotations })
      .from(quotations)
      .innerJoin(quotationLines, eq(quotationLines.quotationId, quotations.id))
      .where(and(eq(quotationLines.applicationId, applicationId), eq(quotations.status, 'issued')))
      .orderBy(desc(quotations.id))
      .limit(1);
    if (!q) return null;
    const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, q.q.id)).orderBy(asc(quotationLines.position));
    return { ...q.q, lines };
  },
  /** Remittances paying towards this application, with every allocation of each. */
  async remittances(db: Db, applicationId: number) {
    const rows = await db
      .select({ r: remittances })
      .from(remittances)
      .innerJoin(remittanceAllocations, eq(remittanceAllocations.remittanceId, remittances.id))
      .where(eq(remittanceAllocations.applicationId, applicationId))
      .orderBy(desc(remittances.id))
      .limit(50);
    const ids = rows.map((x) => x.r.id);
    const allocs = ids.length ? await db.select().from(remittanceAllocations).where(inArray(remittanceAllocations.remittanceId, ids)) : [];
    return rows.map(({ r }) => ({ r, allocs: allocs.filter((a) => a.remittanceId === r.id) }));
  },
  certificates: (db: Db, applicationId: number) =>
    db.select().from(certificates).where(eq(certificates.applicationId, applicationId)).orderBy(asc(certificates.id)),
  async infoRequests(db: Db, applicationId: number) {
    const heads = await db.select().from(infoRequests).where(eq(infoRequests.applicationId, applicationId)).orderBy(desc(infoRequests.id)).limit(50);
    const items = heads.length
      ? await db
          .select()
          .from(infoRequestItems)
          .where(
            inArray(
              infoRequestItems.requestId,
              heads.map((h) => h.id),
            ),
          )
          .orderBy(asc(infoRequestItems.position))
      : [];
    return heads.map((h) => ({ h, items: items.filter((i) => i.requestId === h.id) }));
  },
};
