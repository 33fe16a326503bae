/**
 * The consistency rules of NB/RED, as data (issue 31, docs/consistency.md): the type designation, the brand and the
 * manufacturer against the test report (or CB certificate) it attaches from the vault.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { reliedOnRules } from '../../forms/consistencyRules.js';

export const nbConsistency: readonly FormCheck[] = reliedOnRules({
  models: [{ field: 'nb_product.type_designation' }],
  brands: [{ field: 'nb_product.brand' }],
  factories: [{ field: 'parties.manufacturer.company_name' }],
});
