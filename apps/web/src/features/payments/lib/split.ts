import { amountRefusal, Decimal, type UnpaidRow } from '@tic/shared';

/** `?apps=1,2`: the applications the unpaid list sent here (bad ids dropped). */
export const preselectedIds = (param: string | null) => (param ?? '').split(',').map(Number).filter(Boolean);

/**
 * How a new remittance is split over the unpaid applications: what the customer typed per application, else the
 * full unpaid amount of the preselected ones; what is allocated in the transfer's currency and what is left over
 * (null while the amount is not a valid amount of that currency); the allocations sent.
 */
export function remittanceSplit(
  rows: readonly UnpaidRow[],
  split: Record<number, string | undefined>,
  preselected: readonly number[],
  amount?: string,
  currency?: string,
) {
  const effective = (r: UnpaidRow) => split[r.application_id] ?? (preselected.includes(r.application_id) ? r.unpaid : undefined);
  const chosen = rows.filter((r) => effective(r));
  const currencies = [...new Set(rows.map((r) => r.currency))];
  const initialCurrency = rows.find((r) => preselected.includes(r.application_id))?.currency ?? currencies[0];
  const allocated = chosen.filter((r) => r.currency === currency).reduce((s, r) => s.plus(effective(r) || 0), new Decimal(0));
  const leftover = amount && currency && !amountRefusal(String(amount), currency) ? new Decimal(amount).minus(allocated) : null;
  // Arriving from a "Pay" link: the amount is what the chosen applications owe in their currency (editable).
  const owedChosen = rows
    .filter((r) => preselected.includes(r.application_id) && r.currency === initialCurrency)
    .reduce((s, r) => s.plus(r.unpaid), new Decimal(0));
  const preselectedTotal = owedChosen.gt(0) ? owedChosen.toFixed() : undefined;
  const allocations = chosen.map((r) => ({ application_id: r.application_id, amount: String(effective(r)) }));
  return { effective, chosen, currencies, initialCurrency, allocated, leftover, allocations, preselectedTotal };
}
