/**
 * What a communication-product certificate leads to (lines/followOns.ts): renewal before it expires (SRRC 5 years,
 * CTA 3 years, the others 12 months), the product and radio data prefilled; new samples and files.
 */
import type { FollowOnRule, LineFollowOns } from '../followOns.js';

type CommType = 'comm_srrc' | 'comm_cta' | 'comm_foreign_ta' | 'voc' | 'pvoc';

const renew: readonly FollowOnRule<CommType>[] = [
  {
    kind: 'renew',
    copy: ['parties', 'comm_product', 'frequency_ranges', 'comm_radio', 'comm_power', 'comm_standards', 'comm_scheme'],
    fresh: ['title', 'samples', 'attachments'],
  },
];

export const communicationFollowOns: LineFollowOns<CommType> = { comm_srrc: renew, comm_cta: renew, comm_foreign_ta: renew, voc: renew, pvoc: renew };
