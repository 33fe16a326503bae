/**
 * The express surcharge (business-lines.md "Cancellation, credit and refunds": express service adds the surcharge the
 * fee rules declare as a quotation line, visible before the customer accepts). Whether a booking is express is the
 * line's rule (entrusted inspection: `isExpress`, fewer than 2 working days ahead, lines/entrusted/rules.ts), recorded
 * by the server at submission; this is what it costs: the express fee rule of the line and the quotation's currency
 * applied to the booking's own quoted fees (net, before tax), one line per express application. The server adds
 * these lines itself (any a client sends is dropped); the staff form shows the same lines as proposed.
 */
import { lineTotals, ruleFee, type FeeRule, type QuoteLineInput } from './rules.js';
import { Decimal, moneyText } from './money.js';

/** The service text of the surcharge line as stored (the screens show `money.expressSurcharge` in the reader's language). */
export const EXPRESS_SURCHARGE_SERVICE = 'Express surcharge';
export const QUOTATION_LINE_KINDS = ['service', 'express_surcharge'] as const;
export type QuotationLineKind = (typeof QUOTATION_LINE_KINDS)[number];

export interface ExpressLineInput extends QuoteLineInput {
  application_id: number;
  kind?: QuotationLineKind;
}

export interface ExpressSurchargeLine extends QuoteLineInput {
  application_id: number;
  service: string;
  kind: 'express_surcharge';
}

/**
 * One surcharge of an express application: the rule (percent of `base`, at least its minimum, at most its maximum)
 * in the quotation's currency; the rule must be of that currency. Zero: no surcharge.
 */
export function expressSurcharge(rule: FeeRule, base: Decimal.Value, currency: string): string | null {
  if (rule.currency !== currency) throw new Error(`express rule in ${rule.currency} applied to a ${currency} quotation`);
  const fee = ruleFee(rule, new Decimal(base).toFixed());
  return new Decimal(fee).gt(0) ? fee : null;
}

/**
 * The surcharge lines of a quotation: for each express application among its lines (in order of first appearance),
 * the rule applied to the net of that application's own service lines (surcharge lines are ignored: never a
 * surcharge on a surcharge), taxed at the application's first line's tax percent. No rule: none.
 */
export function expressSurchargeLines(
  lines: readonly ExpressLineInput[],
  isExpress: (applicationId: number) => boolean,
  rule: FeeRule | null | undefined,
  currency: string,
): ExpressSurchargeLine[] {
  if (!rule) return [];
  const service = lines.filter((l) => l.kind !== 'express_surcharge');
  const ids = [...new Set(service.map((l) => l.application_id))].filter(isExpress);
  return ids.flatMap((id) => {
    const own = service.filter((l) => l.application_id === id);
    const base = own.reduce((s, l) => s.plus(lineTotals(l, currency).net), new Decimal(0));
    const fee = expressSurcharge(rule, base, currency);
    if (!fee) return [];
    return [
      {
        application_id: id,
        service: EXPRESS_SURCHARGE_SERVICE,
        kind: 'express_surcharge' as const,
        quantity: '1',
        unit_price: moneyText(fee, currency),
        discount_pct: '0',
        tax_pct: own[0]?.tax_pct ?? '0',
      },
    ];
  });
}
