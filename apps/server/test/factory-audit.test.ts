/**
 * The factory audit line (packages/shared/src/lines/audit, one folder and one registry row) through the engine it
 * plugs into: booked under entrusted inspection with its own form's rules (400 with a message per field, nothing
 * changed), numbered AUD-..., accepted and moved through its own work steps; another customer gets 404.
 * Its report with a rating and a corrective-action date, the follow-up booking and the PDF need the line's server
 * module (not built yet: see docs/application-engine.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditManDays } from '@tic/shared';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const AREA = 'entrustedInspection';

const audit = (type: string) => ({
  application_type: type,
  title: 'Social audit of the Dongguan factory',
  audit: { social_standard: 'amfori_bsci', announcement: 'semi_announced', window_days: 14, preferred_date: inDays(20), audit_report_language: 'en' },
  factory: {
    factory_name: '东莞制衣厂',
    factory_name_en: 'Dongguan Garments',
    factory_address: '东莞市长安镇',
    factory_address_en: 'Chang an, Dongguan',
    contact_name: 'Chen Jing',
    contact_phone: '+86-769-8888-1234',
    contact_email: 'chen@example.com',
    headcount: 650,
    production_processes: 'Cutting, sewing, ironing, packing',
  },
  attachments: [],
});
const submit = (cookies: Record<string, string>, id: number, body: object, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit?area=${AREA}`,
    cookies,
    payload: body,
    headers: { langId: 'en', 'idempotency-key': key },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

describe('the factory audit line', () => {
  it('is an application type of the entrusted inspection area, named in the three languages', async () => {
    for (const [lang, name] of [
      ['en', 'Social compliance audit'],
      ['zh_CN', '社会责任审核'],
      ['ar', 'تدقيق الامتثال الاجتماعي'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/common/getDictionaryList?slugs=rfc&langId=${lang}`, cookies: demo });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.rfc.find((e: { dicKey: string }) => e.dicKey === 'audit_social')?.dicValue).toBe(name);
    }
  });

  it('bad input: 400 with a message per field, and nothing changes', async () => {
    const d = (await call(demo, 'POST', `/kenya/create?area=${AREA}`, { application_type: 'audit_social' })).json().data;
    expect(d).toMatchObject({ status: 'draft', form: 'audit', business_area: AREA, stage: 'entrusted_inspection' });
    const bad = audit('audit_social');
    const body = {
      ...bad,
      audit: { ...bad.audit, social_standard: undefined, window_days: undefined },
      factory: { ...bad.factory, headcount: 0, factory_name_en: '' },
      version: d.version,
    };
    const r = await submit(demo, d.id, body, 'audit-bad');
    expect(r.statusCode).toBe(400);
    const messages = r.json().data as string[];
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
    const after = (await call(demo, 'GET', `/rfc/detail/${d.id}?area=${AREA}`)).json().data;
    expect(after).toMatchObject({ status: 'draft', version: d.version, rfc_no: null });
  });

  it('book (AUD number), accept, the line’s own work steps; another customer gets 404', async () => {
    const body = audit('audit_social');
    const d = (await call(demo, 'POST', `/kenya/create?area=${AREA}`, body)).json().data;
    const s = await submit(demo, d.id, { ...body, version: d.version }, 'audit-ok');
    expect(s.statusCode, s.body).toBe(200);
    const booked = s.json().data.application;
    expect(booked).toMatchObject({ status: 'pending_acceptance', form: 'audit' });
    expect(booked.rfc_no).toMatch(/^AUD-XX-\d{4}-\d{6}$/);
    // The man-days the form showed are the shared rule's: 650 workers, 3 days.
    expect(auditManDays(body.factory.headcount)).toBe(3);

    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    const first = await call(admin, 'POST', `/staff/rfc/${d.id}/advance`, { step: 'date_confirmation' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'processing', process_step: 'date_confirmation' });
    // A step of another line is refused (the lifecycle's stepInvalid: 400), and nothing changes.
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/advance`, { step: 'type_test' })).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/staff/rfc/${d.id}`)).json().data).toMatchObject({ process_step: 'date_confirmation' });
    const second = await call(admin, 'POST', `/staff/rfc/${d.id}/advance`, { step: 'inspection' });
    expect(second.json().data).toMatchObject({ process_step: 'inspection' });

    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
    const list = (await call(demo, 'GET', `/kenya/rfc/list?area=${AREA}&per_page=100`)).json().data;
    expect(list.data.find((a: { id: number }) => a.id === d.id)).toMatchObject({ form: 'audit' });
  });
});
