import { LINE_FEE_RULES } from '@tic/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/db/prepare.js';
import { feeRuleHistory, feeRules, seedState } from '../src/db/schema/index.js';
import { createTestContext, type TestContext } from './helpers.js';

// Issue 26: a line's fee rules are written in its folder (lines/<line>/index.ts `fees`); the reference seed adds those
// missing, and leaves alone what staff made of the others.
describe('the fee rules the lines start with', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const rule = async (code: string) => (await ctx.database.db.select().from(feeRules).where(eq(feeRules.code, code)))[0];
  const reseed = async () => {
    await ctx.database.db.update(seedState).set({ fingerprint: 'previous' }).where(eq(seedState.name, 'reference'));
    await prepareDatabase(ctx.database, { demo: true });
  };

  it('are the rules the migrations wrote (Kenya PVoC instant quote, entrusted and testing express surcharges)', async () => {
    expect(LINE_FEE_RULES.map((r) => r.code).sort()).toEqual([
      'express_entrusted_cny',
      'express_entrusted_eur',
      'express_entrusted_usd',
      'express_testing_cny',
      'express_testing_eur',
      'express_testing_usd',
      'pvoc_kenya',
    ]);
    for (const r of LINE_FEE_RULES) {
      const row = (await rule(r.code))!;
      expect(row, r.code).toBeDefined();
      expect([row.kind, row.applicationType, row.currency], r.code).toEqual([r.kind, r.applicationType, r.currency]);
      expect([Number(row.percent), Number(row.minAmount), Number(row.maxAmount)], r.code).toEqual([Number(r.percent), Number(r.min), Number(r.max)]);
    }
  });

  it('seeds a missing one with its first history row, and keeps a rule staff changed', async () => {
    const { db } = ctx.database;
    await db.update(feeRules).set({ percent: '0.6', version: 2 }).where(eq(feeRules.code, 'pvoc_kenya'));
    await db.delete(feeRules).where(eq(feeRules.code, 'express_entrusted_eur'));
    await reseed();
    const eur = (await rule('express_entrusted_eur'))!;
    expect([eur.kind, eur.applicationType, Number(eur.percent), Number(eur.minAmount), Number(eur.maxAmount), eur.version]).toEqual([
      'express_surcharge',
      'entrusted',
      50,
      50,
      450,
      1,
    ]);
    const history = await db.select().from(feeRuleHistory).where(eq(feeRuleHistory.ruleId, eur.id));
    expect(history.map((h) => [h.version, Number(h.percent), h.active, h.reason])).toEqual([[1, 50, true, null]]);
    const kenya = (await rule('pvoc_kenya'))!;
    expect([Number(kenya.percent), kenya.version]).toEqual([0.6, 2]);
  });
});
