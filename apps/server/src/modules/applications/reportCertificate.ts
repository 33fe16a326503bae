import type { Tx } from '../../db/client.js';
import { mintVerifyCode } from '../trust/codes.js';
import { certificatesRepo, type ApplicationRow } from './repo.js';

/**
 * A line's issued report (an inspection, test or audit report) as the application's certificate, listed under the
 * area's certificates with its PDF and verifiable like any certificate (issue 15: its own random code). A report
 * states results for the sample or lot it covers: it has no expiry date.
 */
export async function insertReportCertificate(t: Tx, app: Pick<ApplicationRow, 'id' | 'userId' | 'applicationType'>, certNo: string, now: Date) {
  const { verifyCodeHash, verifyCodeSealed } = await mintVerifyCode(t);
  await certificatesRepo.insert(t, {
    applicationId: app.id,
    userId: app.userId,
    type: app.applicationType,
    certNo,
    route: null,
    issueDate: now.toISOString().slice(0, 10),
    expiryDate: null,
    verifyCodeHash,
    verifyCodeSealed,
  });
}
