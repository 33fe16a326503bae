/**
 * The express surcharge lines of a quotation (issue 28; shared money/express.ts): an application recorded express at
 * submission (applications.express) gets one line from the active express fee rule of its line and the quotation's
 * currency. Added by the server: surcharge lines a client sends (a new version sends the old lines back) are dropped
 * and computed again. A fee notice bills further work and carries none; no rule in that currency: 400.
 */
import { expressSurchargeLines, type ExpressLineInput, type ExpressSurchargeLine, type FeeRuleView } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { feeRulesRepo } from './feeRulesRepo.js';

interface ExpressApp {
  id: number;
  form: string;
  express: boolean;
}

export async function withExpressSurcharges<L extends ExpressLineInput>(
  tx: Tx,
  kind: string,
  currency: string,
  lines: readonly L[],
  apps: ReadonlyMap<number, ExpressApp>,
): Promise<(L | ExpressSurchargeLine)[]> {
  const service = lines.filter((l) => l.kind !== 'express_surcharge');
  if (kind !== 'quotation') return service;
  const out: (L | ExpressSurchargeLine)[] = [...service];
  const express = [...apps.values()].filter((a) => a.express);
  for (const form of new Set(express.map((a) => a.form))) {
    const [rule] = await feeRulesRepo.activeExpress(tx, { form, currency });
    if (!rule) throw badRequest('money.expressRuleMissing', { currency });
    const r: Pick<FeeRuleView, 'percent' | 'min_amount' | 'max_amount' | 'currency'> = {
      percent: rule.percent,
      min_amount: rule.minAmount,
      max_amount: rule.maxAmount,
      currency: rule.currency,
    };
    out.push(...expressSurchargeLines(service, (id) => apps.get(id)?.form === form && !!apps.get(id)?.express, r, currency));
  }
  return out;
}
