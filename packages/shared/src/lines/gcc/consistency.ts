/**
 * The consistency rules of GCC G-Mark, as data (issue 31, docs/consistency.md): the 8-digit HS code's subheading in
 * the HS table (the server's gcc extension checks it too), and its chapter against the technical regulation.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { hsChapterRule, hsKnownRule } from '../../forms/consistencyRules.js';

export const gccConsistency: readonly FormCheck[] = [
  hsKnownRule({ field: 'gcc_product.hs_code' }, 'validation.hsUnknown'),
  hsChapterRule('gcc_product.technical_regulation', { field: 'gcc_product.hs_code' }),
];
