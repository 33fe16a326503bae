import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { artifact, signIn } from '../support/session.js';
import { API, choose, LIST } from './support.js';

interface Summary {
  rfc_no: string | null;
  title: string;
  country: string | null;
  status: string;
}

test('the list exports what it shows: filtered by country, sorted by title, opened with exceljs', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(LIST);
  const table = page.getByTestId('application-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Filter on Kenya, then sort by title (ascending).
  await choose(page, 'filter-country', '肯尼亚');
  await page.getByTestId('list-search').click();
  await expect(page).toHaveURL(/country=KE/);
  await table.locator('thead th', { hasText: /^标题$/ }).click();
  await expect(page).toHaveURL(/sort=title&order=asc/);
  const listed = async () =>
    (await (await page.request.get(`${API}/kenya/rfc/list?country=KE&sort=title&order=asc&per_page=100`)).json()).data as {
      total: number;
      data: Summary[];
    };
  let expected = await listed();
  // Other journeys run beside this one and submit Kenyan applications for the same customer: the page and the
  // server's answer are compared as of one moment (the page read again until both agree).
  await expect(async () => {
    expected = await listed();
    await page.reload();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(expected.total, 10), { timeout: 5_000 });
    await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(expected.data[0]!.title, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const everything = (await (await page.request.get(`${API}/kenya/rfc/list?per_page=1`)).json()).data as { total: number };
  expect(expected.total).toBeGreaterThan(1);
  expect(everything.total).toBeGreaterThan(expected.total);
  await page.screenshot({ path: artifact('customs-list-filtered-zh_CN'), fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  expect(download.suggestedFilename()).toBe('applications.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const col = (name: string) => header.indexOf(name) + 1;
  expect(header).toEqual([
    'RFC 编号',
    '标题',
    '申请类型',
    '国家',
    '进口商',
    '出口商',
    '状态',
    '付款状态',
    '计费币种',
    '报价金额',
    '已付金额',
    '未付金额',
    '创建时间',
  ]);
  const rows = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push({ rfc: String(row.getCell(1).value ?? ''), title: String(row.getCell(col('标题')).value), country: String(row.getCell(col('国家')).value) });
  }
  // Exactly the filtered rows, in the list's order, every one of Kenya (as listed when the export was made).
  expected = await listed();
  expect(rows.map((r) => r.title)).toEqual(expected.data.map((a) => a.title));
  expect(rows.map((r) => r.rfc)).toEqual(expected.data.map((a) => a.rfc_no ?? ''));
  expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['KE']));
});
