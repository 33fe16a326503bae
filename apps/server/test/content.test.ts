import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../src/db/schema/index.js';
import { apiCaller, signedInContext, multipart, type TestContext } from './helpers.js';

let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
beforeAll(async () => ({ ctx, customer, staff } = await signedInContext()));
afterAll(() => ctx.close());

const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(ctx.app)(...args);
const upload = (cookies: Record<string, string>, filename: string, content: Buffer | string, lang = 'en') => {
  const body = multipart({ filename, content });
  return ctx.app.inject({ method: 'POST', url: '/frontend/v1/file', cookies, payload: body.payload, headers: { ...body.headers, langId: lang } });
};
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
const tri = (zh: string, en: string, ar: string, field: string) => ({ [`${field}_zh`]: zh, [`${field}_en`]: en, [`${field}_ar`]: ar });

describe('general conditions of service', () => {
  it('are public and state the figures of spec section 9 in the three languages', async () => {
    const en = (await call(undefined, 'GET', '/terms', undefined, 'en')).json().data;
    expect(en.title).toBe('General Conditions of Service');
    for (const phrase of [
      'retained for 3 months',
      'ordinary samples are retained for 30 days, liquid or powder samples for 7 days',
      'within 12 months',
      'within 30 days from the date of the invoice',
      '1.5% per month',
      '10 times the fee',
      'USD 20,000, whichever is less',
      'within 30 days of discovering',
      'within 1 year',
      'within 10 days',
      'at least 48 hours before',
    ]) {
      expect(en.body, phrase).toContain(phrase);
    }
    const zh = (await call(undefined, 'GET', '/terms', undefined, 'zh_CN')).json().data;
    for (const phrase of [
      '保留 3 个月',
      '普通样品保留 30 天；液体或粉末样品保留 7 天',
      '12 个月内未取回',
      '30 天内付清',
      '每月 1.5%',
      '10 倍或 20,000 美元两者中较低者',
      '48 小时',
    ])
      expect(zh.body, phrase).toContain(phrase);
    const ar = (await call(undefined, 'GET', '/terms', undefined, 'ar')).json().data;
    expect(ar.title).toBe('الشروط العامة للخدمة');
    for (const phrase of ['1.5% شهريًا', '20,000 دولار أمريكي، أيهما أقل', '48 ساعة']) expect(ar.body, phrase).toContain(phrase);
  });

  it('staff publish a new version; customers read the current one; a stale edit is 409; history keeps both', async () => {
    const before = (await call(staff, 'GET', '/terms')).json().data;
    const edit = (await call(staff, 'GET', `/content/${before.id}/edit`)).json().data;
    expect(edit).toMatchObject({ kind: 'terms', version: before.version, title_zh: '通用服务条款' });
    const body = {
      ...tri(edit.title_zh, edit.title_en, edit.title_ar, 'title'),
      ...tri(edit.body_zh, `${edit.body_en}\n\n## 11. Notices\nNotices are given in writing.`, edit.body_ar, 'body'),
      change_note: 'Clause 11 added',
      version: before.version,
    };
    expect((await call(customer, 'PUT', '/terms', body)).statusCode).toBe(403);
    const res = await call(staff, 'PUT', '/terms', body);
    expect(res.json().data).toEqual({ id: before.id, version: before.version + 1 });
    expect((await call(customer, 'GET', '/terms')).json().data.body).toContain('## 11. Notices');
    const again = await call(staff, 'PUT', '/terms', body);
    expect(again.statusCode).toBe(409);
    const versions = (await call(staff, 'GET', `/content/${before.id}/versions`)).json().data;
    expect(versions[0]).toMatchObject({ version: before.version + 1, change_note: 'Clause 11 added', edited_by: 'Portal Administrator' });
    expect(versions[1].version).toBe(before.version);
    expect((await call(customer, 'GET', `/content/${before.id}/versions`)).statusCode).toBe(403);
  });
});

describe('policies and regulations', () => {
  it('list the seeded guidance (Kenya, Saudi Arabia, Iraq, Nigeria) for signed-in users, searchable in any language', async () => {
    expect((await call(undefined, 'GET', '/policy')).statusCode).toBe(401);
    const all = (await call(customer, 'GET', '/policy?per_page=50')).json().data;
    const seeded = all.data.filter((p: { country_code: string }) => ['KE', 'SA', 'IQ', 'NG'].includes(p.country_code));
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    const soncap = (await call(customer, 'GET', '/policy?keyword=SONCAP', undefined, 'zh_CN')).json().data;
    expect(soncap.data.map((p: { title: string }) => p.title)).toContain('尼日利亚 SONCAP：产品证书（PC）与 SONCAP 证书（SC）');
    expect(soncap.data[0]).toMatchObject({ country_code: 'NG', country_name: '尼日利亚', category: 'guidance' });
    const byArabic = (await call(customer, 'GET', `/policy?keyword=${encodeURIComponent('سابر')}`, undefined, 'ar')).json().data;
    expect(byArabic.data.some((p: { country_code: string }) => p.country_code === 'SA')).toBe(true);
    const saudi = (await call(customer, 'GET', '/policy?country=sa')).json().data;
    expect(saudi.data.every((p: { country_code: string }) => p.country_code === 'SA')).toBe(true);
    const paged = (await call(customer, 'GET', '/policy?per_page=2&current_page=2')).json().data;
    expect(paged).toMatchObject({ per_page: 2, current_page: 2 });
    expect((await call(customer, 'GET', '/policy?country=Kenya')).json().data).toEqual(['Country: a two-letter ISO code']);
  });

  it('show one document with its text in the request language', async () => {
    const id = (await call(customer, 'GET', '/policy?keyword=PVoC')).json().data.data[0].id;
    const ar = (await call(customer, 'GET', `/policy/${id}`, undefined, 'ar')).json().data;
    expect(ar.title).toBe('كينيا PVoC: دليل المصدّرين للتحقق من المطابقة قبل التصدير');
    expect(ar.body).toContain('نموذج إقرار الاستيراد (IDF)');
    expect((await call(customer, 'GET', '/policy/999999')).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/documents/${id}`)).statusCode).toBe(404);
  });

  it('staff upload an attachment, publish, edit (409 when stale), withdraw; customers follow the published state', async () => {
    const token = `ECAS${Date.now()}`;
    const file = await upload(staff, '伊拉克清单.pdf', PDF);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().data).toMatchObject({ name: '伊拉克清单.pdf', ext: 'pdf', size: PDF.length, path: `/file/${file.json().data.id}` });
    const fileId = file.json().data.id;
    // Not attached to anything published yet: customers cannot fetch it, staff can.
    expect((await call(customer, 'GET', `/file/${fileId}`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/file/${fileId}`)).statusCode).toBe(200);
    // A row whose bytes have gone from storage (a restored database, a lost volume) answers 404, never a 500.
    const lost = (await upload(staff, 'lost.pdf', PDF)).json().data.id as number;
    const [row] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.id, lost));
    rmSync(path.join(ctx.config.dataDir, 'files', row!.storageKey));
    const missing = await call(staff, 'GET', `/file/${lost}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBeTruthy();

    const body = {
      ...tri(`伊拉克 ${token} 通知`, `Iraq ${token} notice`, `إشعار العراق ${token}`, 'title'),
      ...tri('正文', 'Body text', 'النص', 'body'),
      country_code: 'IQ',
      category: 'notice',
      attachment_ids: [fileId],
    };
    expect((await call(customer, 'POST', '/policy', body)).statusCode).toBe(403);
    const created = (await call(staff, 'POST', '/policy', body)).json().data;
    expect(created.version).toBe(1);

    const listed = (await call(customer, 'GET', `/policy?keyword=${token}`)).json().data.data;
    expect(listed).toHaveLength(1);
    expect(listed[0].attachments).toEqual([{ id: fileId, name: '伊拉克清单.pdf', ext: 'pdf', size: PDF.length, path: `/file/${fileId}` }]);
    const download = await call(customer, 'GET', `/file/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('伊拉克清单.pdf')}`);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const v2 = await call(staff, 'PUT', `/policy/${created.id}`, { ...body, body_en: 'Body text, revised', version: 1 });
    expect(v2.json().data.version).toBe(2);
    expect((await call(staff, 'PUT', `/policy/${created.id}`, { ...body, version: 1 })).statusCode).toBe(409);
    expect((await call(customer, 'GET', `/policy/${created.id}`)).json().data).toMatchObject({ body: 'Body text, revised', version: 2 });

    await call(staff, 'PUT', `/policy/${created.id}`, { ...body, status: -1, version: 2 });
    expect((await call(customer, 'GET', `/policy/${created.id}`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/policy?keyword=${token}`)).json().data.total).toBe(0);
    expect((await call(customer, 'GET', `/file/${fileId}`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/policy/${created.id}`)).json().data.status).toBe(-1);
  });

  it('refuses incomplete documents and unknown attachments in the request language', async () => {
    const res = await call(staff, 'POST', '/policy', { title_zh: '标题', category: 'rumour' }, 'zh_CN');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(['请填写英文标题', '请填写阿拉伯文标题', '请填写中文正文', '请填写英文正文', '请填写阿拉伯文正文', '请选择分类']);
    const unknown = await call(staff, 'POST', '/policy', {
      ...tri('a', 'a', 'a', 'title'),
      ...tri('a', 'a', 'a', 'body'),
      category: 'notice',
      attachment_ids: [999999],
    });
    expect(unknown.json().data).toEqual(['An attachment was not found; upload it again']);
  });
});

describe('uploads (POST /file)', () => {
  it('checks the real type against the allowed list, and the 20 MB cap', async () => {
    const exe = await upload(staff, 'manual.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 1)]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().data).toEqual(['Wrong format of image or file']);
    expect((await upload(staff, 'script.sh', '#!/bin/sh\necho hi\n')).json().data).toEqual(['Wrong format of image or file']);
    expect((await upload(staff, 'notes.txt', 'Shipment notes\n装运说明\n')).json().data).toMatchObject({ ext: 'txt' });
    const big = await upload(staff, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024), Buffer.from('\n%%EOF\n')]), 'zh_CN');
    expect(big.statusCode).toBe(400);
    expect(big.json().data).toEqual(['超出大小限制：最大 20 MB']);
    expect((await upload(customer, 'a.pdf', PDF)).statusCode).toBe(403);
  });
});

describe('public files (GET /documents)', () => {
  it('need an attachment; customers list and download them', async () => {
    const token = `FORM${Date.now()}`;
    const noFile = await call(staff, 'POST', '/documents', { ...tri(`申请表 ${token}`, `Form ${token}`, `نموذج ${token}`, 'title'), category: 'form' });
    expect(noFile.json().data).toEqual(['Attach the file to publish']);
    const fileId = (await upload(staff, 'application-form.pdf', PDF)).json().data.id;
    const created = await call(staff, 'POST', '/documents', {
      ...tri(`申请表 ${token}`, `Form ${token}`, `نموذج ${token}`, 'title'),
      ...tri('填写说明', 'How to fill it in', 'طريقة التعبئة', 'summary'),
      category: 'form',
      attachment_ids: [fileId],
    });
    expect(created.statusCode).toBe(200);
    const list = (await call(customer, 'GET', `/documents?keyword=${token}`, undefined, 'ar')).json().data;
    expect(list.data[0]).toMatchObject({
      title: `نموذج ${token}`,
      summary: 'طريقة التعبئة',
      category: 'form',
      attachments: [{ id: fileId, name: 'application-form.pdf' }],
    });
    expect((await call(customer, 'GET', `/file/${fileId}`)).statusCode).toBe(200);
    expect((await call(customer, 'GET', `/policy/${created.json().data.id}`)).statusCode).toBe(404);
  });
});
