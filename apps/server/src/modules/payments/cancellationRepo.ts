import { and, asc, eq, sql } from 'drizzle-orm';
import type { FeeCode, ProcessStep } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { applicationHistory, quotationLines, quotations } from '../../db/schema/index.js';

/** SQL of the cancellation's money (cancellation.ts). */
export const cancellationRepo = {
  /** The application's lines on accepted quotations and fee notices, with their currency and service. */
  acceptedLines: (tx: Tx, applicationId: number) =>
    tx
      .select({
        currency: quotations.currency,
        service: quotationLines.service,
        fee_code: sql<FeeCode>`${quotationLines.feeCode}`,
        amount: quotationLines.amount,
      })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(and(eq(quotationLines.applicationId, applicationId), eq(quotations.status, 'accepted')))
      .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position)),
  /** The steps the application has been at while in processing (its history): how far its work went. */
  reachedSteps: async (tx: Tx, applicationId: number): Promise<ProcessStep[]> => {
    const rows = await tx
      .selectDistinct({ step: applicationHistory.processStep })
      .from(applicationHistory)
      .where(and(eq(applicationHistory.applicationId, applicationId), eq(applicationHistory.toStatus, 'processing')));
    return rows.map((r) => r.step as ProcessStep);
  },
};
