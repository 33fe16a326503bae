import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../src/db/schema/index.js';
import { apiCaller, signedInContext, multipart, type Method, type TestContext } from './helpers.js';
import { writeStandardsWorkbook } from './workbook.js';

let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
beforeAll(async () => ({ ctx, customer, staff } = await signedInContext()));
afterAll(() => ctx.close());

const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(ctx.app)(...args);
const importFile = (cookies: Record<string, string>, kind: string, filename: string, content: Buffer) => {
  const body = multipart({ filename, content });
  return ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/config/${kind}/import`,
    cookies,
    payload: body.payload,
    headers: { ...body.headers, langId: 'en' },
  });
};
async function waitForJob(id: number, lang = 'en') {
  for (let i = 0; i < 1200; i++) {
    const job = (await call(staff, 'GET', `/config/import-jobs/${id}`, undefined, lang)).json().data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}
const countOf = async (prefix: string) =>
  (await call(staff, 'GET', `/config/standard?keyword=${encodeURIComponent(prefix)}&per_page=1`)).json().data.total as number;

describe('permissions', () => {
  it('customers get 403 on every configuration call; staff have config:manage and the configuration menu', async () => {
    for (const [method, url] of [
      ['GET', '/config/standard'],
      ['POST', '/config/laboratory'],
      ['PUT', '/config/product/1'],
      ['PUT', '/config/product/1/status'],
      ['GET', '/config/standard/template'],
      ['POST', '/config/standard/import'],
      ['GET', '/config/standard/imports'],
      ['GET', '/config/import-jobs/1'],
    ] as Array<[Method, string]>) {
      const res = await call(customer, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(undefined, 'GET', '/config/standard')).statusCode).toBe(401);
    expect((await call(staff, 'GET', '/permission')).json().data.permissions).toContain('config:manage');
    const staffMenu = (await call(staff, 'GET', '/menu', undefined, 'zh_CN')).json().data.menu;
    const config = staffMenu.find((m: { name: string }) => m.name === 'configuration');
    expect(config).toMatchObject({ path: '/configuration', meta: { title: '配置管理', redirect_path: '/configuration/laboratory' } });
    expect(config.children.map((c: { path: string }) => c.path)).toEqual([
      '/configuration/laboratory',
      '/configuration/product',
      '/configuration/standard',
      '/configuration/dictionary',
      '/configuration/hsCode',
    ]);
    const customerMenu = (await call(customer, 'GET', '/menu')).json().data.menu;
    expect(customerMenu.map((m: { name: string }) => m.name)).not.toContain('configuration');
  });
});

describe('laboratories, products and standards', () => {
  it('create, search, edit at a version (409 when stale), disable and enable; numbers are unique per kind', async () => {
    const number = `LAB-${Date.now()}`;
    const created = await call(staff, 'POST', '/config/laboratory', {
      number,
      name: 'Shenzhen Electrical Laboratory',
      type: 'Electrical safety',
      remarks: 'ISO/IEC 17025',
    });
    expect(created.statusCode, created.body).toBe(200);
    const lab = created.json().data;
    expect(lab).toMatchObject({ kind: 'laboratory', number, status: 1, version: 1 });
    const dup = await call(staff, 'POST', '/config/laboratory', { number, name: 'x', type: 'y' }, 'zh_CN');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().data).toEqual([`编号 ${number} 已被使用`]);
    // The same number is free in another kind.
    expect((await call(staff, 'POST', '/config/product', { number, name: 'x', type: 'y' })).statusCode).toBe(200);

    const found = (await call(staff, 'GET', `/config/laboratory?keyword=${number}`)).json().data;
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([lab.id]);
    const edited = (await call(staff, 'PUT', `/config/laboratory/${lab.id}`, { number, name: 'Shenzhen EMC Laboratory', type: 'EMC', version: 1 })).json().data;
    expect(edited).toMatchObject({ name: 'Shenzhen EMC Laboratory', remarks: null, version: 2 });
    expect((await call(staff, 'PUT', `/config/laboratory/${lab.id}`, { number, name: 'Old tab', type: 'EMC', version: 1 })).statusCode).toBe(409);

    const disabled = (await call(staff, 'PUT', `/config/laboratory/${lab.id}/status`, { status: -1, version: 2 })).json().data;
    expect(disabled.status).toBe(-1);
    expect((await call(staff, 'GET', `/config/laboratory?keyword=${number}&status=1`)).json().data.total).toBe(0);
    expect((await call(staff, 'GET', `/config/laboratory?keyword=${number}&status=-1`)).json().data.total).toBe(1);
    expect((await call(staff, 'PUT', `/config/laboratory/${lab.id}/status`, { status: 1, version: 3 })).json().data.status).toBe(1);
    expect((await call(staff, 'PUT', `/config/product/${lab.id}`, { number, name: 'x', type: 'y', version: 1 })).statusCode).toBe(404);
  });

  it('checks number, name, type and remarks with the shared rules; unknown kinds are refused', async () => {
    const res = await call(staff, 'POST', '/config/standard', { number: '-bad', name: '', type: 'x'.repeat(101), remarks: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual([
      'Number: up to 50 letters, digits, spaces and . _ / : ( ) + -, starting with a letter or digit',
      'Name is required',
      'Type must be at most 100 characters',
      'Remarks must be at most 500 characters',
    ]);
    expect((await call(staff, 'GET', '/config/invoices')).json().data).toEqual(['Unknown kind of configuration record']);
  });
});

describe('Excel import of standards', () => {
  it('100,000 rows with one bad row: nothing is imported and the row is reported; fixed, all are imported', { timeout: 240_000 }, async () => {
    const prefix = `B${Date.now()}`;
    const file = path.join(ctx.config.dataDir, 'standards.xlsx');
    await writeStandardsWorkbook(file, 100_000, { bad: [61_234], prefix });
    const res = await importFile(staff, 'standard', 'standards.xlsx', readFileSync(file));
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data;
    expect(started).toMatchObject({ status: 'queued', file_name: 'standards.xlsx', total_bytes: statSync(file).size });

    const failed = await waitForJob(started.id);
    expect(failed).toMatchObject({
      status: 'failed',
      rows_read: 100_000,
      error_count: 1,
      created: 0,
      updated: 0,
      message: '1 row is wrong; nothing was imported',
    });
    // Row 61,235 of the sheet: the header is row 1.
    expect(failed.errors).toEqual([{ row: 61_235, field: 'Name', message: 'Name is required' }]);
    expect(await countOf(prefix)).toBe(0);
    const zh = (await call(staff, 'GET', `/config/import-jobs/${started.id}`, undefined, 'zh_CN')).json().data;
    expect(zh.errors[0]).toEqual({ row: 61_235, field: '名称', message: '请填写名称' });

    await writeStandardsWorkbook(file, 100_000, { prefix });
    const again = await importFile(staff, 'standard', 'standards.xlsx', readFileSync(file));
    const done = await waitForJob(again.json().data.id);
    expect(done).toMatchObject({ status: 'done', rows_read: 100_000, error_count: 0, created: 100_000, updated: 0, percent: 100 });
    expect(await countOf(prefix)).toBe(100_000);
    const one = (await call(staff, 'GET', `/config/standard?keyword=${encodeURIComponent(`${prefix} EN 0000007:2024`)}`)).json().data.data[0];
    expect(one).toMatchObject({ type: 'EN', status: 1, name: 'EN safety requirements for household and similar electrical appliances, part 7' });
  });

  it('a number repeated in the file, missing columns, and a file that is no workbook are refused', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['编号', '名称', '类型', '备注']);
    ws.addRow(['IEC 60335-1:2020', 'Household appliances - Safety - Part 1', 'IEC']);
    ws.addRow(['EN 55032:2015', 'EMC of multimedia equipment', 'EN']);
    ws.addRow(['IEC 60335-1:2020', 'Again', 'IEC']);
    const dup = await waitForJob((await importFile(staff, 'standard', 'dup.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))).json().data.id);
    expect(dup).toMatchObject({
      status: 'failed',
      message: '1 row is wrong; nothing was imported',
      error_count: 1,
      errors: [{ row: 4, field: 'Number', message: 'IEC 60335-1:2020 appears more than once in the file' }],
    });

    const cols = new ExcelJS.Workbook();
    cols.addWorksheet('S').addRow(['Code', 'Title']);
    const missing = await waitForJob((await importFile(staff, 'standard', 'cols.xlsx', Buffer.from(await cols.xlsx.writeBuffer()))).json().data.id);
    expect(missing).toMatchObject({ status: 'failed', message: 'The file lacks the column(s): number, name, type' });

    // A package that passes the upload's check (it names a workbook) but holds no sheet: the file's fault, said so.
    const { default: JSZip } = await import('jszip');
    const empty = new JSZip().file('[Content_Types].xml', '<Types/>').file('xl/workbook.xml', '<workbook/>');
    const noBook = await importFile(staff, 'standard', 'empty.xlsx', await empty.generateAsync({ type: 'nodebuffer' }));
    expect(noBook.statusCode, noBook.body).toBe(200);
    expect(await waitForJob(noBook.json().data.id)).toMatchObject({ status: 'failed', message: 'Upload an Excel workbook (.xlsx)' });

    const csv = await importFile(staff, 'standard', 'standards.xlsx', Buffer.from('number,name,type\n1,2,3\n'));
    expect(csv.statusCode).toBe(400);
    expect(csv.json().data).toEqual(['Upload an Excel workbook (.xlsx)']);
  });

  it('the template has the columns in the request language and imports as is', async () => {
    const res = await call(staff, 'GET', '/config/standard/template', undefined, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('standard-import-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, 'الرقم', 'الاسم', 'النوع', 'ملاحظات']);
    const job = await waitForJob((await importFile(staff, 'standard', 'template.xlsx', res.rawPayload)).json().data.id);
    expect(job.status).toBe('done');
    expect((await call(staff, 'GET', '/config/standard/imports')).json().data[0].id).toBe(job.id);
  });

  it('a job whose process stopped is reported as interrupted', async () => {
    const [job] = await ctx.database.db
      .insert(importJobs)
      .values({
        kind: 'standard',
        fileName: 'lost.xlsx',
        totalBytes: 1000,
        status: 'reading',
        updatedAt: sql`now() - interval '10 minutes'` as unknown as Date,
      })
      .returning();
    const res = (await call(staff, 'GET', `/config/import-jobs/${job!.id}`)).json().data;
    expect(res).toMatchObject({
      status: 'failed',
      message: 'The import stopped before it finished (the server restarted); nothing was imported. Please import the file again.',
    });
  });
});
