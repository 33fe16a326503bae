/**
 * What a Saudi certificate leads to (lines/followOns.ts): the product certificate (PCoC, 1 year) is renewed, and each
 * shipment under it is a shipment certificate (SC) naming it; a shipment certificate leads to the next shipment of the
 * same goods under the same PCoC. The SABER request and the shipment's own data are given anew.
 */
import type { LineFollowOns } from '../followOns.js';

const SHIPMENT_FRESH = ['title', 'general.inspection_date', 'saudi.saber_request_no', 'shipment', 'invoices', 'containers', 'attachments'];

export const saudiFollowOns: LineFollowOns<'saudi_pcoc' | 'saudi_sc'> = {
  saudi_pcoc: [
    { kind: 'renew', copy: ['general', 'parties', 'products'], fresh: ['title', 'general.inspection_date', 'saudi.saber_request_no', 'attachments'] },
    {
      kind: 'next_shipment',
      type: 'saudi_sc',
      copy: ['general', 'parties', 'products'],
      fresh: SHIPMENT_FRESH,
      set: { 'saudi.pcoc_no': { from: 'certificate_no' } },
    },
  ],
  saudi_sc: [{ kind: 'next_shipment', copy: ['general', 'parties', 'products', 'saudi.pcoc_no'], fresh: SHIPMENT_FRESH }],
};
