/**
 * The consistency rules of the CB scheme, as data (issue 31, docs/consistency.md): the models (one per line), the
 * brand and the factories against a test report or an earlier CB certificate it attaches from the vault.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { reliedOnRules } from '../../forms/consistencyRules.js';

export const cbConsistency: readonly FormCheck[] = reliedOnRules({
  models: [{ field: 'electrical.models', perLine: true }],
  brands: [{ field: 'electrical.brand' }],
  factories: [{ list: 'factories', key: 'factory_name' }],
});
