import { useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, invoiceQuote, type FeeRuleView } from '@tic/shared';
import { http } from '../../../lib/api';
import { useMe } from '../../auth';
import { ltr } from '../../../lib/i18n';

/** GET /fee-rule: the active fee rule of an application type (null: staff quote it; nothing is shown). */
const useFeeRule = (applicationType: string | undefined) =>
  useQuery({
    queryKey: ['payments', 'feeRule', applicationType],
    enabled: !!applicationType,
    staleTime: 60_000,
    queryFn: ({ signal }) => http.get<FeeRuleView | null>('/fee-rule', { query: { application_type: applicationType! }, signal, silent: true }),
  });

/**
 * The instant quote on an application form (inside its antd Form): where the chosen type's fee is a rule
 * (PVoC: a percentage of the FOB value with a minimum and a maximum), the estimated fee of the invoices
 * entered so far, recomputed as they change by the shared invoiceQuote (decimal money; invoices in several
 * currencies are never added: it says so instead). Names the rule's version; the binding quotation follows
 * acceptance.
 */
export function InstantQuote() {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const type = Form.useWatch('application_type', form) as string | undefined;
  const invoices = Form.useWatch('invoices', { form, preserve: true }) as { amount?: unknown; currency?: unknown }[] | undefined;
  const rule = useFeeRule(type).data;
  const staff = useMe().kind === 'staff';
  if (!rule) return null;
  const q = invoiceQuote(rule, invoices);
  const money = (amount: string, currency: string) => ltr(formatMoney(amount, currency, i18n.language));
  // The rule's date as the reader's language writes it (`{{dateDate}}`): a bare ISO date broke in Arabic as "24-11-" over "2026".
  const date = rule.updated_at;
  // The rule's code and version are the back office's words (issue 27): a customer reads since when the rates apply.
  const ruleLine = staff ? t('instantQuote.rule', { code: ltr(rule.code), version: rule.version, date }) : t('instantQuote.ratesSince', { date });
  return (
    <Alert
      type="info"
      showIcon
      className="form-alert instant-quote"
      data-testid="instant-quote"
      role="status"
      aria-live="polite"
      title={t('instantQuote.title')}
      description={
        <>
          {q.kind === 'fee' ? (
            <>
              <div className="instant-quote-fee" data-testid="instant-quote-fee">
                <strong>{t('instantQuote.fee', { fee: money(q.fee, q.currency) })}</strong>
              </div>
              <div>
                {t('instantQuote.basis', {
                  percent: rule.percent,
                  fob: money(q.fob, q.currency),
                  min: money(rule.min_amount, rule.currency),
                  max: money(rule.max_amount, rule.currency),
                })}
              </div>
            </>
          ) : (
            <div data-testid={`instant-quote-${q.kind}`}>
              {q.kind === 'empty'
                ? t('instantQuote.empty')
                : q.kind === 'mixed'
                  ? t('instantQuote.mixed', { currencies: q.currencies.join(', ') })
                  : t('instantQuote.otherCurrency', { rule: rule.currency, currency: q.currency })}
            </div>
          )}
          <div className="staff-muted" data-testid="instant-quote-rule">
            {ruleLine}
          </div>
          <div>{t('instantQuote.final')}</div>
        </>
      }
    />
  );
}
