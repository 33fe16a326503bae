/**
 * The consistency rules of the general export-conformity form (Kenya PVoC, Nigeria SONCAP, Iraq CoC), as data
 * (issue 31, docs/consistency.md): which fields they compare, block or warn, the message key of each finding.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { typeIs } from '../../forms/declaration.js';
import {
  formatRule,
  hsChapterRule,
  hsKnownRule,
  hsLengthRule,
  invoiceCurrencyRule,
  invoiceDateRule,
  invoiceTotalRule,
  packingQuantityRule,
  productUnitRule,
  reliedOnRules,
  PRODUCT_LINES_COVERED,
} from '../../forms/consistencyRules.js';

/** Kenya's Import Declaration Form number (KenTrade): a letter and ten digits (E2300012345). */
export const KENYA_IDF_NO = /^[A-Z]\d{10}$/;
/** Kenya's Unique Consignment Reference: UCR, the year (2 or 4 digits), then 4 to 20 letters or digits (UCR26KE000123, UCR-2026-0001). */
export const KENYA_UCR_NO = /^UCR-?(?:\d{2}|\d{4})-?[A-Z0-9]{4,20}$/;

/** HS code digits per destination: Kenya the 8 of the EAC CET, Nigeria 10, Iraq 6 to 8. */
export const CUSTOMS_HS_LENGTHS = { kenya_pvoc: { min: 8, max: 8 }, nigeria_soncap: { min: 10, max: 10 }, iraq_coc: { min: 6, max: 8 } };

export const customsConsistency: readonly FormCheck[] = [
  invoiceTotalRule(),
  invoiceCurrencyRule(),
  invoiceDateRule('iraq.expected_shipment_date', typeIs('iraq_coc')),
  productUnitRule(),
  packingQuantityRule('iraq.package_quantity', 'iraq.package_unit'),
  hsLengthRule(CUSTOMS_HS_LENGTHS),
  hsKnownRule(),
  hsChapterRule('general.product_category'),
  formatRule('kenya.idf', 'kenya.idf_no', KENYA_IDF_NO, 'consistency.idfFormat', ['kenya.idf_required'], {
    all: [typeIs('kenya_pvoc'), { field: 'kenya.idf_required', equals: true }],
  }),
  ...reliedOnRules(PRODUCT_LINES_COVERED),
  formatRule('kenya.ucr', 'kenya.ucr_no', KENYA_UCR_NO, 'consistency.ucrFormat', ['kenya.idf_no'], typeIs('kenya_pvoc')),
];
