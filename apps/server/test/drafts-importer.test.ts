import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedParties } from '@tic/shared';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/** Issue 27: the drafts list's importer column was empty for every booking; a booking lists its client there. */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
const party = (name: string) => ({ company_name: name, address: '1 Harbour Road', contact_name: 'Wang Fang', telephone: '+86-755-8888' });

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
});
afterAll(() => ctx.close());

describe('the importer of a draft', () => {
  it('is the role the form lists as importer: a booking’s client, a customs application’s importer', () => {
    expect(listedParties('entrusted')).toEqual({ importer: 'client', exporter: 'supplier' });
    expect(listedParties('testing')).toEqual({ importer: 'applicant', exporter: 'manufacturer' });
    expect(listedParties('customs')).toEqual({ importer: 'importer', exporter: 'exporter' });
  });

  it('shows a booking’s client in the drafts list', async () => {
    const title = `Booking importer ${Date.now().toString(36)}`;
    const res = await call(demo, 'POST', '/kenya/create?area=entrustedInspection', {
      application_type: 'insp_pre_shipment',
      title,
      parties: { client: party('Mombasa Buyers Ltd'), supplier: party('Ningbo Tools'), factory: party('Ningbo Tools Plant') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const drafts = (await call(demo, 'GET', `/kenya/rfc/draft?area=entrustedInspection&keywords=${encodeURIComponent(title)}`)).json().data;
    expect(drafts.data).toHaveLength(1);
    expect(drafts.data[0]).toMatchObject({ title, importer: 'Mombasa Buyers Ltd', exporter: 'Ningbo Tools' });
  });
});
