/**
 * What a G-Mark certificate leads to (lines/followOns.ts): renewal after its three years, or an extension (models or
 * standards added to the product prefilled). The test reports and technical file are given anew.
 */
import type { LineFollowOns } from '../followOns.js';

const COPY = ['operator', 'gcc_product', 'factories'];

export const gccFollowOns: LineFollowOns<'gcc'> = {
  gcc: [
    { kind: 'renew', copy: COPY, fresh: ['title', 'attachments'] },
    { kind: 'extend', copy: COPY, fresh: ['title', 'attachments'] },
  ],
};
