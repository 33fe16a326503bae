/**
 * The lines' staff policy rows (lines/<line>/index.ts `policyRows`), merged into the one table `can()` answers from
 * (staff/policy.ts spreads LINE_POLICY_ROWS into STAFF_POLICY). A row is kept for the applications of the lines naming
 * it; a row several lines have is one shared row below, which each of them names: the merge makes one row for all of
 * them, and refuses two lines declaring one action differently (lines/merge.ts). Line folders import this.
 */
import type { StaffRole } from '../staff/roles.js';
import type { TransitionAction } from '../lifecycleSteps.js';
import { mergeLineRows } from './merge.js';
import type { LinePolicyRow } from './types.js';

/** A visit at the factory (an inspection, an audit) is coordinated by the acceptance officers and the inspectors. */
export const COORDINATORS: readonly StaffRole[] = ['acceptance_officer', 'inspector', 'admin'];

/**
 * The rows of a visit's report, which entrusted inspection and the factory audit share: the date agreed with the
 * factory; the report recorded by the inspector (or auditor) it is assigned to; issued by someone other than who
 * recorded it.
 */
export const VISIT_POLICY_ROWS = {
  confirm_date: { roles: COORDINATORS, transition: 'confirm_date' },
  record_report: { roles: ['inspector', 'admin'], transition: 'record_report', assigneeOnly: true },
  issue_report: { roles: ['reviewer', 'issuer', 'admin'], transition: 'issue_report', separation: 'report' },
} as const satisfies Record<string, LinePolicyRow>;

/** A row of STAFF_POLICY a line adds: on applications, of the lines naming it (in registry order). */
export type MergedPolicyRow = LinePolicyRow<TransitionAction> & { scope: 'application'; forms: readonly string[] };

/**
 * The lines' rows as STAFF_POLICY rows, by action name, in the order the lines declare them (registry order, then the
 * line's own order; an action a later line names again keeps its first place, and gains that line's form). Two lines
 * declaring one action differently is a mistake in the line folders: it throws when the registry loads.
 */
export function mergePolicyRows(lines: readonly { form: string; policyRows: Readonly<Record<string, LinePolicyRow>> }[]): Record<string, MergedPolicyRow> {
  const merged = mergeLineRows(
    'staff policy row',
    'lines/policyRows.ts',
    lines.map((l) => ({ form: l.form, rows: l.policyRows })),
  );
  return Object.fromEntries(
    Object.entries(merged).map(([action, { row, forms }]) => [action, { ...row, scope: 'application' as const, forms } as MergedPolicyRow]),
  );
}
