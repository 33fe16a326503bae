import { expect, test } from '@playwright/test';
import { HS_CSV } from '../support/sharedData.js';
import { ADMIN, artifact, signIn, switchLanguage } from '../support/session.js';

test('staff import the HS nomenclature and search it by code and by words', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/configuration/hsCode');
  await page.getByTestId('config-hsCode').locator('input[type=file]').setInputFiles(HS_CSV);
  await expect(page.getByText(/已导入 \d+ 个编码/)).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('hs-search').locator('input').fill('8517.13');
  await page.getByTestId('hs-search').locator('input').press('Enter');
  await expect(page.getByTestId('hs-table')).toContainText('851713');
  await expect(page.getByTestId('hs-table')).toContainText('85 › 8517');
  await page.getByTestId('hs-search').locator('input').fill('live horses');
  await page.getByTestId('hs-search').locator('input').press('Enter');
  await expect(page.getByTestId('hs-table')).toContainText('010121');
  await page.screenshot({ path: artifact('hs-codes-zh_CN'), fullPage: true });
});

test('staff rename a dictionary entry in its three languages; the new label is what everyone reads', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/configuration/dictionary');
  await page.getByTestId('dictionary-slug').click();
  await page.keyboard.type('cert_send');
  await page.locator('.ant-select-dropdown:visible').getByTitle('cert_send_method').click();
  await page.getByTestId('dictionary-edit-express').click();
  await page.getByTestId('dictionary-label-zh').fill('快递寄送');
  await page.getByTestId('dictionary-label-en').fill('Courier');
  await page.getByTestId('dictionary-label-ar').fill('');
  await page.getByTestId('dictionary-save').click();
  await expect(page.getByText('请填写阿拉伯文名称')).toBeVisible();
  await page.getByTestId('dictionary-label-ar').fill('البريد السريع');
  await page.getByTestId('dictionary-save').click();
  await expect(page.getByTestId('dictionary-table')).toContainText('Courier');
  const en = await (await page.request.get('/frontend/v1/dictionary?slugs=cert_send_method', { headers: { langId: 'en' } })).json();
  expect(en.result.cert_send_method.find((e: { dicKey: string }) => e.dicKey === 'express').dicValue).toBe('Courier');
  await switchLanguage(page, 'ar');
  await expect(page.getByTestId('dictionary-table')).toContainText('البريد السريع');
  await page.screenshot({ path: artifact('dictionary-ar'), fullPage: true });
  await switchLanguage(page, 'zh_CN');
});
