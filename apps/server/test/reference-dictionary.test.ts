import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { signedInContext, type TestContext } from './helpers.js';

let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
beforeAll(async () => ({ ctx, customer, staff } = await signedInContext()));
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, opts: { cookies?: Record<string, string>; payload?: unknown; lang?: string } = {}) =>
  ctx.app.inject({ method, url: `/frontend/v1${url}`, cookies: opts.cookies, payload: opts.payload as object, headers: { langId: opts.lang ?? 'en' } });

describe('dictionary shapes', () => {
  it('GET /common/getDictionaryList answers 100200 with result, entries carrying ids, in the langId language', async () => {
    const body = (await call('GET', '/common/getDictionaryList?slugs=customer.identity,tax_type&langId=ar')).json();
    expect(body.code).toBe(100200);
    expect(body.data).toBeUndefined();
    const identity = body.result['customer.identity'];
    expect(identity.map((e: { dicKey: string }) => e.dicKey)).toEqual([
      'PERSONAL',
      'IDENTITY_BAILOR',
      'IDENTITY_MANUFACTURER',
      'IDENTITY_FACTORY',
      'IDENTITY_AGENCY',
    ]);
    expect(identity[0]).toEqual({ id: expect.any(Number), parent_id: null, dicKey: 'PERSONAL', dicValue: 'فرد', remark: null, sort: 0, has_children: false });
    expect(identity.find((e: { dicKey: string }) => e.dicKey === 'IDENTITY_AGENCY').has_children).toBe(true);
    expect(body.result.tax_type).toHaveLength(3);
  });

  it('GET /common/getDictionaryChildren?langId={id} answers the sub-entries of that entry', async () => {
    const list = (await call('GET', '/common/getDictionaryList?slugs=customer.identity', { lang: 'zh_CN' })).json().result['customer.identity'];
    const agency = list.find((e: { dicKey: string }) => e.dicKey === 'IDENTITY_AGENCY');
    const body = (await call('GET', `/common/getDictionaryChildren?langId=${agency.id}`, { lang: 'zh_CN' })).json();
    expect(body.code).toBe(100200);
    expect(body.result.map((e: { dicKey: string; dicValue: string }) => [e.dicKey, e.dicValue])).toEqual([
      ['AGENCY_COMPANY', '企业渠道'],
      ['AGENCY_PERSONAL', '个人渠道'],
    ]);
    expect(body.result[0].parent_id).toBe(agency.id);
    expect((await call('GET', '/common/getDictionaryChildren?langId=999999')).statusCode).toBe(404);
    const bad = await call('GET', '/common/getDictionaryChildren?langId=en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual(['Give the id of the parent dictionary entry']);
  });

  it('GET /dictionary keeps its shape: top-level entries only', async () => {
    const result = (await call('GET', '/dictionary?slugs=customer.identity')).json().result['customer.identity'];
    expect(result.map((e: { dicKey: string }) => e.dicKey)).not.toContain('AGENCY_COMPANY');
    expect(Object.keys(result[0])).toEqual(['dicKey', 'dicValue', 'remark', 'sort']);
  });
});

describe('staff edit dictionaries in three languages', () => {
  it('customers get 403 on every editing call; without a session 401', async () => {
    expect((await call('GET', '/dictionary/admin', { cookies: customer })).statusCode).toBe(403);
    expect((await call('GET', '/dictionary/admin/tax_type', { cookies: customer })).statusCode).toBe(403);
    const put = await call('PUT', '/dictionary/item/1', { cookies: customer, payload: { label_zh: 'x', label_en: 'x', label_ar: 'x' } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ code: 403, msg: 'Access denied', data: null });
    expect((await call('POST', '/dictionary/item', { cookies: customer, payload: {} })).statusCode).toBe(403);
    expect((await call('GET', '/dictionary/admin')).statusCode).toBe(401);
  });

  it('staff rename an entry in the three languages and everyone reads the new labels', async () => {
    const slugs = (await call('GET', '/dictionary/admin', { cookies: staff })).json().data;
    expect(slugs).toEqual(expect.arrayContaining(['tax_type', 'customer.identity', 'rfc']));
    const items = (await call('GET', '/dictionary/admin/cert_send_method', { cookies: staff })).json().data;
    const express = items.find((i: { dic_key: string }) => i.dic_key === 'express');
    expect(express).toMatchObject({ label_zh: '快递邮寄', label_en: 'Express mail', label_ar: 'بريد سريع' });
    // On PostgreSQL the suite shares one database: put the seeded labels back afterwards.
    onTestFinished(async () => {
      await call('PUT', `/dictionary/item/${express.id}`, {
        cookies: staff,
        payload: { label_zh: '快递邮寄', label_en: 'Express mail', label_ar: 'بريد سريع', remark_en: null, sort: express.sort },
      });
    });
    const res = await call('PUT', `/dictionary/item/${express.id}`, {
      cookies: staff,
      payload: {
        label_zh: '快递寄送',
        label_en: 'Courier',
        label_ar: 'البريد السريع',
        remark_en: 'Sent by courier to the mailing address',
        sort: 1,
        status: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ label_en: 'Courier', remark_en: 'Sent by courier to the mailing address', remark_zh: null });
    for (const [lang, label] of [
      ['zh_CN', '快递寄送'],
      ['en', 'Courier'],
      ['ar', 'البريد السريع'],
    ]) {
      const result = (await call('GET', '/dictionary?slugs=cert_send_method', { lang })).json().result.cert_send_method;
      expect(result.find((e: { dicKey: string }) => e.dicKey === 'express').dicValue, lang).toBe(label);
    }
  });

  it('staff add a sub-entry; bad input is a 400 in the request language that changes nothing', async () => {
    const items = (await call('GET', '/dictionary/admin/customer.identity', { cookies: staff })).json().data;
    const agency = items.find((i: { dic_key: string }) => i.dic_key === 'IDENTITY_AGENCY');
    const key = `AGENCY_T${Date.now()}`;
    const created = await call('POST', '/dictionary/item', {
      cookies: staff,
      payload: { slug: 'customer.identity', dic_key: key, parent_id: agency.id, label_zh: '报关行', label_en: 'Customs broker', label_ar: 'مخلص جمركي' },
    });
    expect(created.statusCode).toBe(200);
    // Switched off afterwards, so that a rerun on the shared PostgreSQL database sees the seeded children only.
    onTestFinished(async () => {
      await call('PUT', `/dictionary/item/${created.json().data.id}`, {
        cookies: staff,
        payload: { label_zh: '报关行', label_en: 'Customs broker', label_ar: 'مخلص جمركي', status: -1 },
      });
    });
    const children = (await call('GET', `/common/getDictionaryChildren?langId=${agency.id}`)).json().result;
    expect(children.map((c: { dicKey: string }) => c.dicKey)).toContain(key);

    const dup = await call('POST', '/dictionary/item', {
      cookies: staff,
      payload: { slug: 'customer.identity', dic_key: key, label_zh: 'a', label_en: 'a', label_ar: 'a' },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().data).toEqual([`This dictionary already has the key ${key}`]);
    const missing = await call('POST', '/dictionary/item', {
      cookies: staff,
      lang: 'zh_CN',
      payload: { slug: 'tax_type', dic_key: 'x', label_zh: '', label_en: 'a' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toEqual(['请填写中文名称', '请填写阿拉伯文名称']);
    const wrongParent = await call('POST', '/dictionary/item', {
      cookies: staff,
      payload: { slug: 'tax_type', dic_key: 'y', parent_id: agency.id, label_zh: 'a', label_en: 'a', label_ar: 'a' },
    });
    expect(wrongParent.statusCode).toBe(400);
    expect((await call('GET', '/dictionary/admin/tax_type', { cookies: staff })).json().data.map((i: { dic_key: string }) => i.dic_key)).toEqual([
      'special_vat',
      'ordinary_vat',
      'pro_forma',
    ]);
    expect((await call('PUT', '/dictionary/item/999999', { cookies: staff, payload: { label_zh: 'a', label_en: 'a', label_ar: 'a' } })).statusCode).toBe(404);
  });
});
