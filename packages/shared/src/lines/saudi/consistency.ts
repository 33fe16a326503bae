/**
 * The consistency rules of the Saudi form (PCoC and shipment certificate), as data (issue 31, docs/consistency.md).
 * A shipment certificate ships under a product certificate: its number is checked for form here and, when it is one
 * of this portal's, for existence and ownership on the server.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { typeIs } from '../../forms/declaration.js';
import {
  hsChapterRule,
  hsKnownRule,
  hsLengthRule,
  invoiceCurrencyRule,
  invoiceTotalRule,
  productUnitRule,
  referenceRule,
  PRODUCT_LINES_COVERED,
  reliedOnRules,
} from '../../forms/consistencyRules.js';

/** SABER wants the 12-digit Saudi tariff code. */
export const SAUDI_HS_LENGTHS = { saudi_pcoc: { min: 12, max: 12 }, saudi_sc: { min: 12, max: 12 } };

export const saudiConsistency: readonly FormCheck[] = [
  invoiceTotalRule(),
  invoiceCurrencyRule(),
  productUnitRule(),
  hsLengthRule(SAUDI_HS_LENGTHS),
  hsKnownRule(),
  hsChapterRule('general.product_category'),
  ...reliedOnRules(PRODUCT_LINES_COVERED),
  referenceRule('saudi.pcoc_no', 'certificate', typeIs('saudi_sc')),
];
