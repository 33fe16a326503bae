import { formatMoney, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { writeNotice } from '../notifications/service.js';
import { expiryRepo } from './expiryRepo.js';
import { lockApplications, syncApplication, todayIso } from './ledger.js';

/** Queue of the scheduled expiry (platform/jobs): once a minute across the deployment. */
export const EXPIRE_QUOTATIONS_JOB = 'payments.expire-quotations';
const BATCH = 200;

/**
 * Turns every issued quotation past its validity into `expired`, each in its own transaction with what follows
 * from it: the applications' derived payment status (an application whose only quotation expired is to be
 * quoted again) and the customer's notice. Exactly once per quotation, however many jobs run at the same time
 * (the conditional UPDATE; see expiryRepo.markExpired). Answers how many it expired.
 */
export async function expireQuotations(db: Db, defaultLang: Locale, today = todayIso()): Promise<number> {
  let expired = 0;
  for (;;) {
    const ids = await expiryRepo.due(db, today, BATCH);
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const q = await expiryRepo.markExpired(tx, id, today);
        if (!q) return false;
        const apps = await lockApplications(tx, await expiryRepo.applicationIds(tx, q.id));
        for (const a of apps.values()) await syncApplication(tx, a, { actor: 'staff', actorId: null, defaultLang });
        await writeNotice(
          tx,
          { kind: 'quotation_expired', userId: q.userId, quotationNo: q.no, amount: formatMoney(q.total, q.currency, defaultLang) },
          { defaultLang },
        );
        return true;
      });
      if (done) expired += 1;
    }
    if (ids.length < BATCH) return expired;
  }
}
