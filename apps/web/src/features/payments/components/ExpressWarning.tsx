import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatMoney, type FeeRuleView } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /fee-rule/express: the active express surcharge rules of a line's form (one per currency). */
const useExpressRulesOf = (form: string) =>
  useQuery({
    queryKey: ['payments', 'expressRules', form],
    staleTime: 60_000,
    queryFn: ({ signal }) => http.get<FeeRuleView[]>('/fee-rule/express', { query: { form }, signal, silent: true }),
  });

/** One rule as the customer reads it: a flat amount, or a percent of the fees with its minimum and maximum (shared money formatter). */
export function expressFeeText(r: Pick<FeeRuleView, 'percent' | 'min_amount' | 'max_amount' | 'currency'>, t: TFunction, locale: string) {
  const money = (v: string) => formatMoney(v, r.currency, locale);
  if (Number(r.percent) === 0) return money(r.min_amount);
  return t('money.expressFeeRange', { percent: r.percent, min: money(r.min_amount), max: money(r.max_amount) });
}

/**
 * A form's express warning (issue 28): the line's reason (`message`) and what the surcharge costs per the active express
 * fee rules of the line's form, in every currency they are declared in (the quotation's currency is not known yet).
 */
export function ExpressWarning({ form, message }: { form: string; message: string }) {
  const { t, i18n } = useTranslation();
  const rules = useExpressRulesOf(form).data ?? [];
  const fee = rules.length ? (
    <div data-testid="express-fee">
      {t('money.expressFeeRules')}
      <ul className="express-fee-list">
        {rules.map((r) => (
          <li key={r.id}>{expressFeeText(r, t, i18n.language)}</li>
        ))}
      </ul>
    </div>
  ) : undefined;
  return <Alert type="warning" showIcon title={message} description={fee} data-testid="express-warning" />;
}
