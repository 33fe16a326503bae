import { formsWithTransition, translate, UNANSWERED_INFO_CLOSE_MONTHS, unansweredInfoDue, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { applicationStore } from '../applications/service.js';
import { transition } from '../applications/transition.js';
import { writeNotice } from '../notifications/service.js';
import { infoRepo } from './repo.js';
import { businessClock } from '../../platform/clock.js';

/** Queue of the scheduled run (platform/jobs): hourly across the deployment. */
export const CLOSE_UNANSWERED_INFO_JOB = 'additional-info.close-unanswered';
const BATCH = 200;

/**
 * business-lines.md (communication): a request for additional information unanswered for three months closes its
 * application as rejected (the line's `close_unanswered` transition, with the cancellation notice and the reason in
 * the history); the customer is warned a month and a week before. Each request in its own transaction, its row
 * locked and read again, so a warning is written once and a closing happens once however many jobs run at the same
 * time; an answer given meanwhile wins (the request is no longer open). Answers what it did.
 */
export async function closeUnansweredInfo(db: Db, defaultLang: Locale, now = businessClock.now()): Promise<{ warned: number; closed: number }> {
  const forms = formsWithTransition('close_unanswered');
  const done = { warned: 0, closed: 0 };
  for (let after = 0; ;) {
    const rows = await infoRepo.openOfForms(db, forms, BATCH, after);
    for (const r of rows) {
      if (!unansweredInfoDue(r.createdAt, { month: !!r.warnedMonthAt, week: !!r.warnedWeekAt }, now)) continue;
      const did = await db.transaction(async (t) => {
        const head = await infoRepo.find(t, r.id, null, true);
        if (!head || head.request.status !== 'open') return null;
        const { request } = head;
        const due = unansweredInfoDue(request.createdAt, { month: !!request.warnedMonthAt, week: !!request.warnedWeekAt }, now);
        if (!due) return null;
        const app = await applicationStore.lock(t, null, request.applicationId);
        if (!app || app.status !== 'processing') return null;
        if (due.kind === 'warn') {
          if (!(await infoRepo.markWarned(t, request.id, due.warning, now))) return null;
          const application = { id: app.id, no: app.rfcNo ?? String(app.id), title: app.title };
          await writeNotice(t, { kind: 'info_close_warning', userId: app.userId, application, until: due.closeAt.toISOString().slice(0, 10) }, { defaultLang });
          return 'warned' as const;
        }
        if (!(await infoRepo.lapse(t, request.id))) return null;
        const reason = translate(defaultLang, 'noticeTexts.unansweredClosed', { months: UNANSWERED_INFO_CLOSE_MONTHS });
        await transition(t, app, 'close_unanswered', { actor: 'staff', actorId: null, reason, defaultLang });
        return 'closed' as const;
      });
      if (did) done[did] += 1;
    }
    if (rows.length < BATCH) return done;
    after = rows[rows.length - 1]!.id;
  }
}
