import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { quotationLines, quotations, remittanceAllocations } from '../../db/schema/index.js';

/** Who did which money duty (the separation of duties of the staff policy reads these). */
export const dutiesRepo = {
  /** The applications a remittance pays towards (its audit rows are on each). */
  applicationsOf: (db: Db | Tx, remittanceId: number) =>
    db
      .select({ id: remittanceAllocations.applicationId })
      .from(remittanceAllocations)
      .where(eq(remittanceAllocations.remittanceId, remittanceId))
      .then((r) => r.map((x) => x.id)),
  /** Staff who issued a quotation (any version) of an application this remittance pays. */
  async quotersOf(db: Db | Tx, remittanceId: number): Promise<number[]> {
    const apps = db.select({ id: remittanceAllocations.applicationId }).from(remittanceAllocations).where(eq(remittanceAllocations.remittanceId, remittanceId));
    const rows = await db
      .selectDistinct({ by: quotations.createdBy })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(inArray(quotationLines.applicationId, apps));
    return rows.map((r) => r.by).filter((x): x is number => x !== null);
  },
};
