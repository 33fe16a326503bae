/**
 * Lists on a phone (issue 27): below 768 px each row of a list is a card showing every column (number, title,
 * status, money, actions) as "column: value" lines, with no sideways scroll; on a desktop the same list is a table
 * whose scroll box is a named, keyboard-focusable region.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.js';
import { expectFitsScreen } from '../support/layout.js';
import { describeFindings, seriousViolations } from '../support/axe.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const LIST = '/customsClearance/applicationForm/applicationList';

for (const { lang, locale } of [
  { lang: 'zh_CN', locale: 'zh-CN' },
  { lang: 'ar', locale: 'ar-SA' },
]) {
  test(`the application list is a stack of cards at 390 px (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(LIST);
    const row = page.locator('.cards-on-phone tr.ant-table-row').first();
    await expect(row).toBeVisible();
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    // Every cell of the card is on screen, with its column's name.
    const cells = row.locator('td.ant-table-cell');
    const n = await cells.count();
    expect(n).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < n; i++) {
      const b = await cells.nth(i).boundingBox();
      expect(b && b.x >= 0 && b.x + b.width <= 390 + 1, `cell ${i} on screen`).toBe(true);
    }
    await expect(row.locator('td[data-label]').first()).toHaveAttribute('data-label', /.+/);
    await expectFitsScreen(page, LIST);
    expect(describeFindings(await seriousViolations(page, `${LIST} at 390 px`))).toBe('');
    await page.screenshot({ path: artifact(`phone-cards-${lang}`) });
    await context.close();
  });
}

test('a table that stays a table is a named, focusable region', async ({ page }) => {
  await signIn(page);
  await page.goto('/publicFile');
  const box = page.locator('.ant-table-content, .ant-table-body').first();
  await expect(box).toHaveAttribute('tabindex', '0');
  await expect(box).toHaveAttribute('role', 'region');
  await expect(box).toHaveAttribute('aria-label', /.+/);
});
