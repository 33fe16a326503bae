/**
 * The consistency rules of GCC G-Mark, as data (issue 31, docs/consistency.md): the 8-digit HS code's subheading in
 * the HS table (whether a code is known: the one definition, hsKnown.ts), its chapter against the technical regulation, and the
 * models, brand and factories against the CB certificate or test report it attaches from the vault.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { hsChapterRule, hsKnownRule, reliedOnRules } from '../../forms/consistencyRules.js';

export const gccConsistency: readonly FormCheck[] = [
  hsKnownRule({ field: 'gcc_product.hs_code' }, 'validation.hsUnknown'),
  hsChapterRule('gcc_product.technical_regulation', { field: 'gcc_product.hs_code' }),
  // The models (one per line), the brand and the factories against the CB certificate or test report attached from the vault.
  ...reliedOnRules({
    models: [{ field: 'gcc_product.models', perLine: true }],
    brands: [{ field: 'gcc_product.brand' }],
    factories: [{ list: 'factories', key: 'factory_name' }],
  }),
];
