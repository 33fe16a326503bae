/**
 * Empirical quantiles (issue 32): the value by which a share of the observed cases were done. No fitted
 * distribution: the q-quantile of n sorted values is the smallest value with at least q·n of them at or below it.
 */
export function empiricalQuantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('empiricalQuantile: no values');
  const k = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length - 1e-9)));
  return sorted[k - 1]!;
}

export const sortedCopy = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
