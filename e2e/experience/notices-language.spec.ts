import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session.js';

const CJK = /[\u4e00-\u9fff]/;

test('an English reader sees the (Chinese-written) demo notices in English: message center and drawer', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await loginAs(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/messageList');
  const rows = page.getByTestId('message-row-link');
  await expect(rows.first()).toBeVisible();
  for (const text of await page.getByTestId('message-table').locator('tbody tr').allInnerTexts()) expect(text, text).not.toMatch(CJK);
  await page.goto('/customsClearance/workBench');
  await page.getByTestId('bell').click();
  const items = page.getByTestId('notice-item');
  await expect(items.first()).toBeVisible();
  for (const text of await items.allInnerTexts()) expect(text, text).not.toMatch(CJK);
  await context.close();
});
