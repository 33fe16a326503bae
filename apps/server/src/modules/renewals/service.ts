import { followOnDraft, followOnFor, type FollowOnKind } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { IdempotencyKey } from '../../platform/idempotency.js';
import { createDraft, detail, type Caller } from '../applications/service.js';
import { ownCertificate } from '../certificates/service.js';
import { historiesOf, rulesOfCertificate } from './offers.js';
import { renewalsRepo } from './repo.js';

/**
 * POST /cert/follow-on/{id}: the follow-on `kind` of one of the organisation's certificates becomes a draft linked to
 * it (origin_certificate_id, origin_kind), the paths its line declares copied from the certificate's application and
 * those it must give anew left empty. Another organisation's certificate: 404. A follow-on the certificate does not
 * offer: 400; a withdrawn, suspended or superseded certificate: 409; nothing is written. A second click answers the
 * draft the first made: the same Idempotency-Key replays it, and an open draft of the same origin and kind is answered,
 * also to another member of the organisation clicking at the same moment (the certificate's row is locked while the
 * draft is made).
 */
export async function startFollowOn(db: Db, caller: Caller, certificateId: number, kind: FollowOnKind, key?: IdempotencyKey) {
  const cert = await ownCertificate(db, caller.userId, certificateId);
  if (!cert) throw notFound();
  const offered = { id: cert.id, type: cert.type, status: cert.status as never, expiry_date: cert.expiryDate, route: cert.route };
  const rules = rulesOfCertificate(cert.type);
  const history = (await historiesOf(db, caller.userId, [offered])).get(cert.id) ?? { sameProductShipments: 0 };
  const decided = followOnFor(rules, kind, offered, history);
  if ('refused' in decided) throw new AppError(decided.refused === 'renewals.refused.notOffered' ? 400 : 409, decided.refused);
  const open = await renewalsRepo.openDraft(db, caller.userId, cert.id, kind);
  if (open) return detail(db, caller.userId, open);
  const origin = await detail(db, caller.userId, cert.applicationId);
  const draft = followOnDraft(decided.rule, { type: cert.type, payload: origin.data, certNo: cert.certNo });
  // Two members clicking at once (two requests, two keys): the certificate is locked in the draft's transaction and
  // the open draft looked for again, so the second waits for the first and is answered the same draft.
  const existing = async (t: Tx) => {
    await renewalsRepo.lockCertificate(t, cert.id);
    return renewalsRepo.openDraft(t, caller.userId, cert.id, kind);
  };
  return createDraft(db, caller, draft.body, undefined, key, undefined, { certificateId: cert.id, kind, existing });
}
