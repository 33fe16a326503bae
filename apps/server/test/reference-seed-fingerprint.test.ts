import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/db/prepare.js';
import { ports, seedState } from '../src/db/schema/index.js';
import { referenceFingerprint } from '../src/db/seed/fingerprint.js';
import { createTestContext, type TestContext } from './helpers.js';

// Issue 18: a start whose reference inputs are unchanged skips the reference seeding; changed inputs seed again.
describe('reference seeding at start-up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const lamu = () => and(eq(ports.code, 'KELAU'), eq(ports.name, 'Lamu'));

  it('stores the fingerprint of its inputs, skips while it matches, and seeds again when it differs', async () => {
    const { db } = ctx.database;
    const stored = async () => (await db.select().from(seedState).where(eq(seedState.name, 'reference')))[0]?.fingerprint;
    expect(await stored()).toBe(referenceFingerprint());
    expect(referenceFingerprint()).toMatch(/^[0-9a-f]{64}$/);

    await db.delete(ports).where(lamu());
    await prepareDatabase(ctx.database, { demo: true });
    // Unchanged inputs: nothing seeded, so the row removed by hand stays away.
    expect(await db.select().from(ports).where(lamu())).toHaveLength(0);

    // Inputs changed since the last seeding (another fingerprint stored): the seeding runs and stores the new one.
    await db.update(seedState).set({ fingerprint: 'previous' }).where(eq(seedState.name, 'reference'));
    await prepareDatabase(ctx.database, { demo: true });
    expect(await db.select().from(ports).where(lamu())).toHaveLength(1);
    expect(await stored()).toBe(referenceFingerprint());
  });
});
