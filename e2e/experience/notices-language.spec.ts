import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session.js';
import { staffRaisesEvent } from '../support/notices.js';

const CJK = /[\u4e00-\u9fff]/;

test('an English reader sees the (Chinese-written) demo notices in English: message center and drawer', async ({ browser, baseURL }) => {
  // An unread notice of its own for the drawer, whatever other journeys on this server have read before.
  await staffRaisesEvent(baseURL!, 'certificate_issued');
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await loginAs(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/messageList');
  const rows = page.getByTestId('message-row-link');
  await expect(rows.first()).toBeVisible();
  // Every column in English except the application's, which shows the customer's own title as they wrote it.
  const table = page.getByTestId('message-table');
  const appColumn = (await table.locator('thead th').allInnerTexts()).findIndex((h) => h.trim() === 'Application');
  expect(appColumn).toBeGreaterThanOrEqual(0);
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.locator('td').allInnerTexts();
    for (const [i, text] of cells.entries()) if (i !== appColumn) expect(text, text).not.toMatch(CJK);
  }
  await page.goto('/customsClearance/workBench');
  await page.getByTestId('bell').click();
  const items = page.getByTestId('notice-item');
  await expect(items.first()).toBeVisible();
  for (const text of await items.locator('.notice-item-title').allInnerTexts()) expect(text, text).not.toMatch(CJK);
  await context.close();
});
