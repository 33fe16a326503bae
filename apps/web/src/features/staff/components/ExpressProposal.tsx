import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { expressSurchargeLines, formatMoney, lineTotals, type ExpressLineInput, type StaffApplication } from '@tic/shared';
import { useExpressRules } from '../api/financeDesk';

/**
 * The quotation dialog of an express booking (issue 28): the express surcharge line the server will add, computed
 * as the customer's form and the server compute it (shared expressSurchargeLines on the active rule of the
 * quotation's currency), shown before it is sent; no rule in that currency: the server will refuse it.
 */
export function ExpressProposal({ app, body }: { app: StaffApplication; body: (v: Record<string, unknown>) => Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  // Any line's express service (an inspection booked late, an express testing turnaround), as the server recorded it.
  const express = !!(app.express ?? app.inspection?.express) && (values.kind ?? 'quotation') === 'quotation';
  const currency = typeof values.currency === 'string' ? values.currency.trim().toUpperCase() : undefined;
  const rules = useExpressRules(currency, express);
  if (!express || !currency || !rules.data) return null;
  const rule = rules.data.find((r) => r.application_type === app.form);
  if (!rule) return <Alert type="warning" showIcon title={t('money.expressNoRule', { currency })} data-testid="express-proposal-missing" />;
  const lines = ((body(values).lines ?? []) as ExpressLineInput[]).filter((l) => l.unit_price && Number(l.unit_price) >= 0);
  let proposed;
  try {
    proposed = expressSurchargeLines(lines, (id) => id === app.id, rule, currency)[0];
  } catch {
    return null; // a price still being typed
  }
  if (!proposed) return null;
  const money = (v: string) => formatMoney(v, currency, i18n.language);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="express-proposal"
      title={t('money.expressProposed', {
        amount: money(lineTotals(proposed, currency).amount),
        percent: rule.percent,
        min: money(rule.min_amount),
        max: money(rule.max_amount),
      })}
    />
  );
}
