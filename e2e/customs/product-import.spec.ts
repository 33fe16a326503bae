import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { artifact, signIn } from '../support/session.js';
import { FORM } from './support.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Row = (string | number)[];
const good = (model: string): Row => [
  '940541',
  'SunBright',
  model,
  500,
  12.5,
  'PCE',
  'Solar LED lamp',
  '深圳明星电子有限公司',
  '深圳市南山区科技园南区 18 号',
  'CN',
  'new',
  'assembled',
  'IEC 60598',
  '',
];

/** A workbook with the template's header row and the given data rows. */
async function workbook(header: Row, rows: Row[]) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Products');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importFile = (page: Page, buffer: Buffer) =>
  page.locator('.ant-modal:visible input[type=file]').setInputFiles({ name: 'products.xlsx', mimeType: XLSX, buffer });

test('product lines from Excel: the template, a bad row reported by row, column and message with nothing imported, then a good file imported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible();
  await page.getByTestId('product-import').click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toContainText('20 MB');

  // The template: labels in the user's language and one example row.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('product-template').click()]);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = template.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header.slice(0, 3)).toEqual(['HS 编码', '品牌', '型号']);
  expect(header).toContain('原产国');
  expect(sheet.rowCount).toBe(2);

  // Only a workbook is taken: anything else is refused before it is sent.
  await page
    .locator('.ant-modal:visible input[type=file]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from('hs_code,brand\n940541,SunBright\n') });
  await expect(page.getByTestId('product-import-errors')).toHaveText('请上传 Excel 工作簿（.xlsx）');

  // One good row and one bad one (quantity not a number, a country that does not exist): nothing is imported.
  const bad = good('SB-200');
  bad[3] = 'many';
  bad[9] = 'XX';
  await importFile(page, await workbook(header, [good('SB-100'), bad]));
  const errors = page.getByTestId('product-import-errors');
  await expect(errors).toContainText('1 行有误，未导入任何数据');
  await expect(errors).toContainText('第 3 行 · 数量');
  await expect(errors).toContainText('第 3 行 · 原产国：请选择国家');
  await expect(errors).not.toContainText('第 2 行');
  await dialog.screenshot({ path: artifact('customs-product-import-errors-zh_CN') });
  await page.keyboard.press('Escape');
  await expect(page.locator('#products-0-brand')).toHaveValue('');
  await expect(page.getByTestId('product-1')).toHaveCount(0);

  // A good file: its lines replace the empty one.
  await page.getByTestId('product-import').click();
  await importFile(page, await workbook(header, [good('SB-100'), good('SB-200')]));
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await expect(page.locator('#products-0-model')).toHaveValue('SB-100');
  await expect(page.locator('#products-1-model')).toHaveValue('SB-200');
  await expect(page.getByTestId('product-1')).toContainText('中国 (CN)');
  await expect(page.getByTestId('product-2')).toHaveCount(0);
});
