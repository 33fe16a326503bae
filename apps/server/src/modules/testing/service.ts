/**
 * Laboratory testing, the staff side (business-lines.md): the test report is recorded with a pass or fail
 * per test item (the overall result derived: any failed item fails it) and issued as the line's
 * certificate (listed under entrustedInspection/myCertificate, with its PDF). Each step goes through
 * transition() (record_report, issue_report of the lifecycle table) in one transaction with its writes.
 */
import { testReportResult, type Locale, type PolicyUser, type StaffAction, type TestReportBody, type TestReportView } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { enforce } from '../applications/policy.js';
import { detail, insertReportCertificate, lockApplication } from '../applications/service.js';
import { transition } from '../applications/transition.js';
import { testReportsRepo, type TestReportRow } from './repo.js';
import { businessClock } from '../../platform/clock.js';

export interface StaffActor {
  id: number;
  defaultLang: Locale;
  /** The caller's roles: the staff policy's row of the action decides on the locked application. */
  user: PolicyUser;
}

export const testReportView = (r: TestReportRow | undefined): TestReportView | null =>
  r ? ({ ...(r.report as Omit<TestReportView, 'result'>), result: r.result as TestReportView['result'] } as TestReportView) : null;

/** The report of a laboratory-testing application (for its detail and its PDF). */
export const findTestReport = (db: Db, applicationId: number) => testReportsRepo.find(db, applicationId);

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/**
 * Locks a laboratory-testing application (another line's, a missing one: 404) and asks the staff policy's row of
 * the action (assignee, separation of duties: 403; status and step, e.g. still in the sample loop: 409).
 */
async function act(
  db: Db,
  by: StaffActor,
  id: number,
  action: StaffAction,
  work: (t: Tx, app: ApplicationRow, report: TestReportRow | undefined) => Promise<void>,
) {
  await db.transaction(async (t) => {
    const app = await lockApplication(t, null, id);
    if (!app || app.form !== 'testing') throw notFound();
    await enforce(t, by.user, action, app);
    await work(t, app, await testReportsRepo.find(t, id));
  });
  return detail(db, null, id);
}

export const testingActions = {
  /** Records (or corrects) the test report: items with their verdicts; the result is derived from them. */
  record: (db: Db, by: StaffActor, id: number, body: TestReportBody) =>
    act(db, by, id, 'record_test_report', async (t, app) => {
      await transition(t, app, 'record_report', { actor: 'staff', actorId: by.id, defaultLang: by.defaultLang, roles: by.user.roles });
      await testReportsRepo.upsert(t, { applicationId: id, userId: app.userId, result: testReportResult(body.items), report: body, recordedBy: by.id });
    }),
  /** Issues the recorded report: the line's certificate (TR- number), verifiable like any certificate. */
  issue: (db: Db, by: StaffActor, id: number, now = businessClock.now()) =>
    act(db, by, id, 'issue_test_report', async (t, app, report) => {
      // Nothing recorded yet: out of step (409, naming why).
      if (!report || !app.rfcNo) throw new AppError(409, 'testReport.notRecorded');
      const certNo = `TR-${app.rfcNo.replace(/^RFC-/, '')}`;
      await transition(t, app, 'issue_report', {
        actor: 'staff',
        actorId: by.id,
        defaultLang: by.defaultLang,
        roles: by.user.roles,
        notice: { certificateNo: certNo },
      });
      await insertReportCertificate(t, app, certNo, now);
    }),
};
