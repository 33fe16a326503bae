/**
 * Amounts in the Excel exports (statement, settlement list): numeric cells, so a spreadsheet adds and sorts them, with
 * a number format of the currency's minor units (JPY "#,##0", USD "#,##0.00", KWD "#,##0.000"). The stored amounts have
 * at most 4 decimals and 12 integer digits: a double holds them to the cent.
 */
import type { Cell } from 'exceljs';
import { currencyDigits } from '@tic/shared';

/** The number format of an amount in `currency` (a code without minor units: two decimals). */
export const moneyNumFmt = (currency: string): string => {
  const digits = currencyDigits(currency) ?? 2;
  return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
};

/** Writes `amount` (decimal text) into `cell` as a number with its currency's format; an empty amount leaves the cell empty. */
export function setMoneyCell(cell: Pick<Cell, 'value' | 'numFmt' | 'alignment'>, amount: string | null | undefined, currency: string): void {
  if (amount === null || amount === undefined || amount === '') return;
  cell.value = Number(amount);
  cell.numFmt = moneyNumFmt(currency);
  cell.alignment = { horizontal: 'right' };
}
