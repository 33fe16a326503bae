/**
 * What an EU-type examination certificate leads to (lines/followOns.ts): an extension (models or standards added) or,
 * before its five years end, a re-assessment; both name the certificate and describe the change anew, and the
 * manufacturer signs the single-notified-body declaration again.
 */
import type { FollowOnRule, LineFollowOns } from '../followOns.js';

type NbType = 'nb_new' | 'nb_extension' | 'nb_reassessment';

const COPY = ['parties', 'nb_product', 'nb_radio', 'nb_requirements', 'standards'];
const FRESH = ['title', 'nb_declaration', 'nb_existing.change_description', 'attachments'];
const set = { 'nb_existing.existing_certificate_no': { from: 'certificate_no' } } as const;

const rules: readonly FollowOnRule<NbType>[] = [
  { kind: 'renew', type: 'nb_reassessment', copy: COPY, fresh: FRESH, set },
  { kind: 'extend', type: 'nb_extension', copy: COPY, fresh: FRESH, set },
];

export const nbFollowOns: LineFollowOns<NbType> = { nb_new: rules, nb_extension: rules, nb_reassessment: rules };
