import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testReports } from '../../db/schema/index.js';

export type TestReportRow = typeof testReports.$inferSelect;

export const testReportsRepo = {
  find: (db: Db, applicationId: number) =>
    db
      .select()
      .from(testReports)
      .where(eq(testReports.applicationId, applicationId))
      .then((r) => r[0]),
  /** Records (or corrects, before it is issued) the report of an application. */
  upsert: (db: Db, v: Omit<TestReportRow, 'updatedAt'>) =>
    db
      .insert(testReports)
      .values(v)
      .onConflictDoUpdate({ target: testReports.applicationId, set: { result: v.result, report: v.report, recordedBy: v.recordedBy, updatedAt: new Date() } }),
};
