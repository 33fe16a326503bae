/**
 * The lines' staff policy rows (lines/<line>/index.ts `policyRows`), merged into the one table `can()` answers from
 * (staff/policy.ts spreads LINE_POLICY_ROWS into STAFF_POLICY). A row is kept for the applications of the lines naming
 * it; a row several lines have is one shared row below, which each of them names: the merge makes one row for all of
 * them, and refuses two lines declaring one action differently. Only type imports besides: line folders import this.
 */
import type { StaffRole } from '../staff/roles.js';
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
export type MergedPolicyRow = LinePolicyRow & { scope: 'application'; forms: readonly string[] };

/** A row's parts in one order (two lines may write a shared row's parts in another order). */
const canonical = (r: LinePolicyRow) =>
  JSON.stringify(
    Object.entries(r)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
const sameRow = (a: LinePolicyRow, b: LinePolicyRow) => canonical(a) === canonical(b);

/**
 * The lines' rows as STAFF_POLICY rows, by action name, in the order the lines declare them (registry order, then the
 * line's own order; an action a later line names again keeps its first place, and gains that line's form). Two lines
 * declaring one action differently is a mistake in the line folders: it throws when the registry loads.
 */
export function mergePolicyRows(lines: readonly { form: string; policyRows: Readonly<Record<string, LinePolicyRow>> }[]): Record<string, MergedPolicyRow> {
  const merged = new Map<string, { row: LinePolicyRow; forms: string[]; first: string }>();
  for (const line of lines)
    for (const [action, row] of Object.entries(line.policyRows)) {
      const seen = merged.get(action);
      if (!seen) merged.set(action, { row, forms: [line.form], first: line.form });
      else if (!sameRow(seen.row, row))
        throw new Error(`staff policy row ${action}: the lines ${seen.first} and ${line.form} declare it differently (share one row: lines/policyRows.ts)`);
      else seen.forms.push(line.form);
    }
  return Object.fromEntries([...merged].map(([action, { row, forms }]) => [action, { ...row, scope: 'application' as const, forms }]));
}
