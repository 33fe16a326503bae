import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { quotationLines, quotations } from '../../db/schema/index.js';

/**
 * What issued quotations (still valid, not yet accepted) ask of each application. The application row keeps
 * only what accepted quotations owe (`quoted_amount`, what a remittance may pay), so without this a quoted
 * application read "Quoted USD 0.00" until the customer accepted (issue 27). One query per list page.
 */
export const pendingQuotesRepo = {
  async amounts(db: Db | Tx, applicationIds: readonly number[], today: string): Promise<Map<number, string>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await db
      .select({ id: quotationLines.applicationId, amount: sql<string>`sum(${quotationLines.amount})::text` })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(and(inArray(quotationLines.applicationId, [...applicationIds]), eq(quotations.status, 'issued'), gte(quotations.validUntil, today)))
      .groupBy(quotationLines.applicationId);
    return new Map(rows.map((r) => [r.id, r.amount]));
  },
};
