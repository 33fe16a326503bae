import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestContext, login, type Method, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
});
afterAll(() => ctx.close());

const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(ctx.app)(...args);

// On PostgreSQL the suite shares one database across runs: each test removes what it finds first.
async function clear(cookies: Record<string, string>, resource: string) {
  for (const r of (await call(cookies, 'GET', `/${resource}`)).json().data) await call(cookies, 'DELETE', `/${resource}/${r.id}`);
}

const SPECIAL_VAT = {
  title: 'Shenzhen Bright Star Electronics Co., Ltd.',
  type: 'special_vat',
  taxpayer_number: '91440300ma5demo001',
  address: '深圳市南山区科技园南区 18 号',
  phone: '+86-755-26000000',
  bank_name: 'Bank of China Shenzhen Branch',
  bank_account: '7559 1234 5678 9012',
  contact: '欧阳明',
};

describe('invoice information', () => {
  it('CRUD: the first profile is the default; a second can take over; deleting the default promotes another', async () => {
    await clear(demo, 'invoice-info');
    const first = await call(demo, 'POST', '/invoice-info', SPECIAL_VAT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ ...SPECIAL_VAT, taxpayer_number: '91440300MA5DEMO001', is_default: true, version: 1 });

    const second = (
      await call(demo, 'POST', '/invoice-info', { title: 'Bright Star HK Ltd.', type: 'pro_forma', address: 'Kowloon, Hong Kong', is_default: true })
    ).json().data;
    expect(second).toMatchObject({ is_default: true, taxpayer_number: null, bank_name: null });
    const list = (await call(demo, 'GET', '/invoice-info')).json().data;
    expect(list.map((r: { id: number; is_default: boolean }) => [r.id, r.is_default])).toEqual([
      [second.id, true],
      [first.json().data.id, false],
    ]);
    expect((await call(demo, 'GET', '/invoice-info/default')).json().data.id).toBe(second.id);

    const back = (await call(demo, 'PUT', `/invoice-info/${first.json().data.id}/default`)).json().data;
    expect(back).toMatchObject({ is_default: true, version: 3 });
    expect((await call(demo, 'GET', `/invoice-info/${second.id}`)).json().data.is_default).toBe(false);

    expect((await call(demo, 'DELETE', `/invoice-info/${first.json().data.id}`)).json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await call(demo, 'GET', '/invoice-info/default')).json().data.id).toBe(second.id);
  });

  it('an edit names the version it read: a stale one is refused with 409 and changes nothing', async () => {
    await clear(demo, 'invoice-info');
    const created = (await call(demo, 'POST', '/invoice-info', SPECIAL_VAT)).json().data;
    const edited = await call(demo, 'PUT', `/invoice-info/${created.id}`, { ...SPECIAL_VAT, contact: 'Li Lei', version: created.version });
    expect(edited.json().data).toMatchObject({ contact: 'Li Lei', version: created.version + 1, is_default: true });
    // A second tab still holding version 1:
    const staleEdit = await call(demo, 'PUT', `/invoice-info/${created.id}`, { ...SPECIAL_VAT, contact: 'Han Meimei', version: created.version });
    expect(staleEdit.statusCode).toBe(409);
    expect(staleEdit.json()).toEqual({ code: 409, msg: 'The record was changed elsewhere; please reload it', data: null });
    expect((await call(demo, 'GET', `/invoice-info/${created.id}`)).json().data.contact).toBe('Li Lei');
    const noVersion = await call(demo, 'PUT', `/invoice-info/${created.id}`, SPECIAL_VAT);
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().data).toEqual(['Version is required']);
  });

  it("another customer's profile answers 404 to every call and is left untouched", async () => {
    await clear(demo, 'invoice-info');
    const mine = (await call(demo, 'POST', '/invoice-info', SPECIAL_VAT)).json().data;
    for (const [method, url, body] of [
      ['GET', `/invoice-info/${mine.id}`],
      ['PUT', `/invoice-info/${mine.id}`, { ...SPECIAL_VAT, title: 'Hijacked', version: mine.version }],
      ['PUT', `/invoice-info/${mine.id}/default`],
      ['DELETE', `/invoice-info/${mine.id}`],
    ] as Array<[Method, string, unknown?]>) {
      const res = await call(demo2, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(demo2, 'GET', '/invoice-info')).json().data.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect((await call(demo, 'GET', `/invoice-info/${mine.id}`)).json().data).toMatchObject({ title: SPECIAL_VAT.title, version: mine.version });
    expect((await call(undefined, 'GET', '/invoice-info')).statusCode).toBe(401);
  });

  it('checks the fields each invoice type needs, in the request language, and writes nothing', async () => {
    await clear(demo, 'invoice-info');
    const res = await call(demo, 'POST', '/invoice-info', { title: ' ', type: 'special_vat', taxpayer_number: '123', phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      'Invoice title is required',
      'Phone: 4 to 20 digits, plus or hyphen',
      'Address is required for this type of invoice',
      'Bank name is required for this type of invoice',
      'Bank account is required for this type of invoice',
      'Taxpayer number: 15, 18 or 20 letters and digits',
    ]);
    const zh = await call(demo, 'POST', '/invoice-info', { title: 'x', type: 'ordinary_vat' }, 'zh_CN');
    expect(zh.json().data).toEqual(['该发票类型须填写纳税人识别号']);
    const ar = await call(demo, 'POST', '/invoice-info', { title: 'x'.repeat(101), type: 'gift' }, 'ar');
    expect(ar.json().data).toEqual(['يجب ألا يزيد اسم الفاتورة عن 100 حرفًا', 'اختر فاتورة ضريبة قيمة مضافة خاصة أو عادية أو فاتورة مبدئية']);
    expect((await call(demo, 'GET', '/invoice-info')).json().data).toEqual([]);
    expect((await call(demo, 'GET', '/invoice-info/default')).json().data).toBeNull();
  });

  it('keeps at most 20 profiles per customer', async () => {
    await clear(demo2, 'invoice-info');
    for (let i = 0; i < 20; i++)
      expect((await call(demo2, 'POST', '/invoice-info', { title: `Gulf ${i}`, type: 'pro_forma', address: 'Dubai' })).statusCode).toBe(200);
    const over = await call(demo2, 'POST', '/invoice-info', { title: 'Gulf 21', type: 'pro_forma', address: 'Dubai' });
    expect(over.statusCode).toBe(400);
    expect(over.json().data).toEqual(['At most 20 records; delete one first']);
    await clear(demo2, 'invoice-info');
  });
});

describe('mailing addresses', () => {
  const ADDRESS = { recipient: '欧阳明', company: 'Bright Star', address: '广东省深圳市南山区科技园南区 18 号', phone: '13800138000', postcode: '518057' };

  it('CRUD with one default, isolation and 409 on a stale version', async () => {
    await clear(demo, 'mailing-info');
    const a = (await call(demo, 'POST', '/mailing-info', ADDRESS)).json().data;
    expect(a).toMatchObject({ ...ADDRESS, is_default: true, version: 1 });
    const b = (await call(demo, 'POST', '/mailing-info', { ...ADDRESS, recipient: 'Li Lei', company: '', postcode: '' })).json().data;
    expect(b).toMatchObject({ is_default: false, company: null, postcode: null });

    const edited = await call(demo, 'PUT', `/mailing-info/${b.id}`, { ...ADDRESS, recipient: 'Li Lei', is_default: true, version: 1 });
    expect(edited.json().data).toMatchObject({ is_default: true, version: 2 });
    const aNow = (await call(demo, 'GET', `/mailing-info/${a.id}`)).json().data;
    expect(aNow).toMatchObject({ is_default: false, version: 2 });
    // The form that read A before it lost the default is stale now.
    expect((await call(demo, 'PUT', `/mailing-info/${a.id}`, { ...ADDRESS, version: 1 })).statusCode).toBe(409);

    expect((await call(demo2, 'GET', `/mailing-info/${a.id}`)).statusCode).toBe(404);
    expect((await call(demo2, 'PUT', `/mailing-info/${a.id}`, { ...ADDRESS, version: 2 })).statusCode).toBe(404);
    expect((await call(demo2, 'DELETE', `/mailing-info/${b.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'GET', '/mailing-info')).json().data).toHaveLength(2);
  });

  it('validates recipient, address, phone (digits, plus, hyphen, 4-20) and postcode (50)', async () => {
    const res = await call(demo, 'POST', '/mailing-info', { recipient: '', address: 'x'.repeat(256), phone: '138 0013 8000', postcode: '1'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      'Recipient is required',
      'Address must be at most 255 characters',
      'Phone: 4 to 20 digits, plus or hyphen',
      'Postcode must be at most 50 characters',
    ]);
    expect((await call(demo, 'POST', '/mailing-info', { ...ADDRESS, phone: '+971-4-8800000' })).statusCode).toBe(200);
  });
});
