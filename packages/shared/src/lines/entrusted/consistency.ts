/**
 * The consistency rules of the entrusted inspection booking, as data (issue 31, docs/consistency.md): a
 * re-inspection's earlier order or report number is well-formed, and when it is one of this portal's the server
 * looks it up among the organisation's own.
 */
import type { FormCheck } from '../../forms/declaration.js';
import { typeIs } from '../../forms/declaration.js';
import { referenceRule } from '../../forms/consistencyRules.js';

export const entrustedConsistency: readonly FormCheck[] = [referenceRule('booking.previous_order_no', 'application', typeIs('insp_re_inspection'))];
