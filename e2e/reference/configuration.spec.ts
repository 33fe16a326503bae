import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, artifact, loginAs, switchLanguage } from '../support/session.js';
import { animationsDone } from '../support/animations.js';

/** A standards workbook written by exceljs's streaming writer, as large exports are. */
async function workbook(rows: number, opts: { bad?: number; prefix: string }) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tic-e2e-xlsx-')), `${opts.prefix}.xlsx`);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Standards');
  ws.addRow(['编号', '名称', '类型', '备注']).commit();
  for (let i = 1; i <= rows; i++) {
    ws.addRow([
      `${opts.prefix} IEC ${String(i).padStart(6, '0')}:2024`,
      i === opts.bad ? '' : `Household appliances - Safety - Part ${i}`,
      'IEC',
      i % 5 === 0 ? 'Online report template v2' : null,
    ]).commit();
  }
  await ws.commit();
  await wb.commit();
  return file;
}

async function importWorkbook(page: Page, file: string) {
  await page.getByTestId('config-import').click();
  await page.getByTestId('import-dialog').locator('input[type=file]').setInputFiles(file);
}

test('a customer has no configuration menu and gets the denied page; the API answers 403', async ({ page }) => {
  await loginAs(page);
  await expect(page.getByTestId('top-menu')).not.toContainText('配置管理');
  await page.goto('/configuration/standard');
  await expect(page.getByTestId('denied')).toBeVisible();
  expect((await page.request.get('/frontend/v1/config/standard')).status()).toBe(403);
});

test('staff import a standards workbook and watch the progress bar; a bad row imports nothing and is listed', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, ADMIN);
  await page.getByTestId('top-menu').getByText('配置管理').click();
  await expect(page).toHaveURL(/\/configuration\/laboratory$/);
  await page.getByTestId('config-add').click();
  await page.getByTestId('config-number').fill('LAB-SZ-01');
  await page.getByTestId('config-name').fill('深圳电气实验室');
  await page.getByTestId('config-type').fill('电气安全');
  await page.getByTestId('config-save').click();
  await expect(page.getByTestId('config-table')).toContainText('LAB-SZ-01');

  await page.getByTestId('side-menu').getByText('在线报告标准协议配置').click();
  await expect(page).toHaveURL(/\/configuration\/standard$/);

  // One wrong row among 2,000: nothing is imported, and the row is listed.
  await importWorkbook(page, await workbook(2_000, { bad: 1_500, prefix: 'BAD' }));
  await expect(page.getByTestId('import-failed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('import-errors')).toContainText('1501');
  await expect(page.getByTestId('import-errors')).toContainText('请填写名称');
  await page.screenshot({ path: artifact('standards-import-failed-zh_CN') });
  await page.getByTestId('import-again').click();

  // 60,000 rows: the bar moves while the server reads the workbook, then the rows are there.
  await page
    .getByTestId('import-dialog')
    .locator('input[type=file]')
    .setInputFiles(await workbook(60_000, { prefix: 'OK' }));
  const bar = page.getByTestId('import-job-progress');
  await expect(bar).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: artifact('standards-import-progress-zh_CN') });
  await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('import-done')).toContainText('新增 60,000 条');
  // A full bar turns into antd's success state (a check mark instead of 100%).
  await expect(bar).toHaveClass(/ant-progress-status-success/);
  await page.screenshot({ path: artifact('standards-import-done-zh_CN') });
  await page.getByTestId('import-close').click();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('60,000');
  expect((await (await page.request.get('/frontend/v1/config/standard?keyword=BAD')).json()).data.total).toBe(0);
  await page.screenshot({ path: artifact('standards-zh_CN'), fullPage: true });

  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(page.getByTestId('config-table')).toContainText('OK IEC');
    await page.screenshot({ path: artifact(`standards-${lang}`), fullPage: true });
    await page.getByTestId('config-import').click();
    await expect(page.getByTestId('import-template')).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: artifact(`standards-import-dialog-${lang}`) });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('import-template')).toBeHidden();
  }
  await switchLanguage(page, 'zh_CN');
});
