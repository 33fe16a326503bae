/**
 * What a customs-clearance certificate leads to (lines/followOns.ts). A certificate of one consignment (Kenya Route A,
 * Iraq CoC, Nigeria SONCAP) leads to the next shipment: the application, parties and goods again, the shipment's own
 * data (its documents, inspection date, invoices, containers, IDF and UCR, Form M, Iraqi shipment papers) given anew.
 * Kenya: after two Route A shipments of the same product the organisation may register it (Route B, 1 year); a
 * registration or licence (Routes B, C) is renewed.
 */
import type { FollowOnRule, LineFollowOns } from '../followOns.js';

type CustomsType = 'kenya_pvoc' | 'iraq_coc' | 'nigeria_soncap';

/** What every customs application must give anew for another shipment. */
const SHIPMENT_FRESH = ['title', 'general.inspection_date', 'shipment', 'invoices', 'containers', 'attachments'] as const;

const nextShipment = (copy: readonly string[], fresh: readonly string[]): FollowOnRule<CustomsType> => ({
  kind: 'next_shipment',
  copy: ['general', 'parties', 'products', ...copy],
  fresh: [...SHIPMENT_FRESH, ...fresh],
});

export const customsFollowOns: LineFollowOns<CustomsType> = {
  kenya_pvoc: [
    { ...nextShipment(['kenya.route'], ['kenya.idf_required', 'kenya.idf_no', 'kenya.ucr_no']), routes: ['A', null] },
    {
      kind: 'registration',
      routes: ['A', null],
      minShipments: 2,
      copy: ['general', 'parties', 'products'],
      fresh: ['title', 'general.inspection_date', 'attachments'],
      set: { 'kenya.route': 'B' },
    },
    { kind: 'renew', routes: ['B', 'C'], copy: ['general', 'parties', 'products', 'kenya.route'], fresh: ['title', 'general.inspection_date', 'attachments'] },
  ],
  iraq_coc: [
    nextShipment(
      ['iraq'],
      [
        'iraq.acid',
        'iraq.package_quantity',
        'iraq.package_unit',
        'iraq.transport_container_nos',
        'iraq.letter_of_credit',
        'iraq.bill_of_lading',
        'iraq.expected_shipment_date',
      ],
    ),
  ],
  nigeria_soncap: [nextShipment([], ['nigeria.form_m_no'])],
};
