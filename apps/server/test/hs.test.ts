import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, multipart, SHARED_DATA, type TestContext } from './helpers.js';

let ctx: TestContext;
let customer: Record<string, string>;
let staff: Record<string, string>;
const CSV = readFileSync(path.join(SHARED_DATA, 'hs/harmonized-system.csv'));

beforeAll(async () => {
  ctx = await createTestContext();
  customer = (await login(ctx.app)).cookies;
  staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

const upload = (cookies: Record<string, string>, filename: string, content: Buffer | string, lang = 'en') => {
  const body = multipart({ filename, content });
  return ctx.app.inject({ method: 'POST', url: '/frontend/v1/hs/import', cookies, payload: body.payload, headers: { ...body.headers, langId: lang } });
};
const search = (keyword: string, extra = '') =>
  ctx.app.inject({ method: 'GET', url: `/frontend/v1/hs/search?keyword=${encodeURIComponent(keyword)}${extra}`, cookies: customer, headers: { langId: 'en' } });

describe('HS codes', () => {
  it('staff import the shared HS 2022 CSV: every chapter, heading and subheading', async () => {
    const res = await upload(staff, 'harmonized-system.csv', CSV);
    expect(res.statusCode, res.body).toBe(200);
    const { total, created, updated } = res.json().data;
    // Every line but the header and the closing root row ("TOTAL", the nomenclature itself).
    expect(total).toBe(CSV.toString('utf8').trim().split('\n').length - 2);
    expect(created + updated).toBe(total);
  });

  it('searches by code prefix, with the headings above each result', async () => {
    const page = (await search('8517.13')).json().data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ code: '851713', level: 6, parent: '8517', section: 'XVI' });
    expect(page.data[0].path.map((p: { code: string }) => p.code)).toEqual(['85', '8517']);
    expect(page.data[0].description).toMatch(/smartphones/i);
    const chapter = (await search('85', '&per_page=5')).json().data;
    expect(chapter.data[0]).toMatchObject({ code: '85', level: 2, path: [] });
    expect(chapter.data).toHaveLength(5);
    expect(chapter.total).toBeGreaterThan(100);
  });

  it('searches by words of the description, all words must occur', async () => {
    const page = (await search('live horses', '&per_page=50')).json().data;
    expect(page.data.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['0101', '010121']));
    for (const r of page.data) expect(r.description.toLowerCase()).toMatch(/horses/);
    expect((await search('zzzz-no-such-goods')).json().data.total).toBe(0);
    expect((await search('')).statusCode).toBe(400);
    expect((await search('85', '&per_page=101')).statusCode).toBe(400);
  });

  it('an import with a bad row writes nothing and reports the row in the request language', async () => {
    const before = (await search('010121')).json().data.data[0].description;
    const bad = [
      'section,hscode,description,parent,level',
      'I,01,Animals; live CHANGED,TOTAL,2',
      'I,0101,Horses CHANGED,01,4',
      'I,01012,Broken code,0101,6',
      'I,019999,Orphan,0199,6',
      'I,0101,Twice,01,4',
    ].join('\n');
    const res = await upload(staff, 'bad.csv', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      '3 rows are wrong; nothing was imported',
      'Row 4 · HS code: HS code must be 2, 4 or 6 digits',
      'Row 6 · HS code: 0101 appears more than once in the file',
      'Row 5 · Parent code: Parent code 0199 is neither in the file nor in the table',
    ]);
    expect((await search('010121')).json().data.data[0].description).toBe(before);
    expect((await search('01', '&per_page=1')).json().data.data[0].description).toBe('Animals; live');
    const zh = await upload(staff, 'bad.csv', bad, 'zh_CN');
    expect(zh.json().data[0]).toBe('3 行有误，未导入任何数据');
  });

  it('reads the same layout from an Excel workbook', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('HS');
    ws.addRow(['section', 'hscode', 'description', 'parent', 'level']);
    ws.addRow(['XVI', '85', 'Electrical machinery and equipment and parts thereof', 'TOTAL', 2]);
    ws.addRow(['XVI', 8517, 'Telephone sets, including smartphones', 85, 4]);
    const res = await upload(staff, 'hs.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ total: 2, created: 0, updated: 2 });
    expect((await search('8517', '&per_page=1')).json().data.data[0].description).toBe('Telephone sets, including smartphones');
  });

  it('refuses a wrong file, a missing column, and customers', async () => {
    const pdfNamedCsv = await upload(staff, 'codes.csv', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'.padEnd(200, ' ') + '\u0000'));
    expect(pdfNamedCsv.statusCode).toBe(400);
    expect(pdfNamedCsv.json().data).toEqual(['Wrong format of image or file']);
    const textNamedXlsx = await upload(staff, 'codes.xlsx', 'section,hscode\n');
    expect(textNamedXlsx.json().data).toEqual(['Wrong format of image or file']);
    const cols = await upload(staff, 'codes.csv', 'number,text\n01,x\n');
    expect(cols.json().data).toEqual(['The file lacks the column(s): section, hscode, description, parent, level']);
    expect((await upload(customer, 'harmonized-system.csv', CSV)).statusCode).toBe(403);
    const none = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/hs/import', cookies: staff, payload: {}, headers: { langId: 'en' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().data).toEqual(['Choose a file to upload']);
  });
});
