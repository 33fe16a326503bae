/**
 * Rows several lines may each name (staff policy rows, lifecycle transitions): one row per name for every line naming
 * it. Lines that share a row name the same shared row (lines/policyRows.ts, lines/transitionRows.ts); two lines
 * declaring one name differently is a mistake in the line folders, and it throws when the registry loads.
 */

/** A row's parts in one order (two lines may write a shared row's parts in another order). */
const canonical = (r: object) =>
  JSON.stringify(
    Object.entries(r)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * The lines' rows by name, in the order the lines declare them (registry order, then the line's own order; a name a
 * later line names again keeps its first place, and gains that line's form). `what` names the rows in the error.
 */
export function mergeLineRows<R extends object>(
  what: string,
  share: string,
  lines: readonly { form: string; rows: Readonly<Record<string, R>> }[],
): Record<string, { row: R; forms: readonly string[] }> {
  const merged = new Map<string, { row: R; forms: string[]; first: string }>();
  for (const line of lines)
    for (const [name, row] of Object.entries(line.rows)) {
      const seen = merged.get(name);
      if (!seen) merged.set(name, { row, forms: [line.form], first: line.form });
      else if (canonical(seen.row) !== canonical(row))
        throw new Error(`${what} ${name}: the lines ${seen.first} and ${line.form} declare it differently (share one row: ${share})`);
      else seen.forms.push(line.form);
    }
  return Object.fromEntries([...merged].map(([name, { row, forms }]) => [name, { row, forms }]));
}
