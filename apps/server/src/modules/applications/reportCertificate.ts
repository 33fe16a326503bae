import type { Tx } from '../../db/client.js';
import { mintVerifyCode } from '../trust/codes.js';
import { certificatesRepo, type ApplicationRow } from './repo.js';

/** A report does not expire; its validity is the record's, for the certificate list's dates. */
const REPORT_RECORD_YEARS = 10;

/**
 * A line's issued report (an inspection, test or audit report) as the application's certificate, listed under the
 * area's certificates with its PDF and verifiable like any certificate (issue 15: its own random code).
 */
export async function insertReportCertificate(t: Tx, app: Pick<ApplicationRow, 'id' | 'userId' | 'applicationType'>, certNo: string, now: Date) {
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + REPORT_RECORD_YEARS);
  const { verifyCodeHash, verifyCodeSealed } = await mintVerifyCode(t);
  await certificatesRepo.insert(t, {
    applicationId: app.id,
    userId: app.userId,
    type: app.applicationType,
    certNo,
    route: null,
    issueDate: now.toISOString().slice(0, 10),
    expiryDate: expiry.toISOString().slice(0, 10),
    verifyCodeHash,
    verifyCodeSealed,
  });
}
