/**
 * The staff workstation at the widths officers use (issue 27): at 1280 and 1440 px the queue table fits its card
 * (every column, the "Take" and "Open" buttons included, inside the card with no sideways scroll), the current
 * header area is shown whole, staff land on their queues, and the user chip names the role in the UI's language.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { artifact, staffPage, switchLanguage } from '../support/session.js';

const expect = baseExpect.configure({ timeout: 30_000 });

for (const width of [1280, 1440]) {
  test(`the queue shows every column at ${width} px, and the current area whole`, async ({ browser }) => {
    const page = await staffPage(browser, 'officer', { width, height: 900 });
    await page.goto('/staff/queues?queue=all');
    const table = page.getByTestId('staff-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    // Nothing to scroll sideways inside the table's box.
    const box = table.locator('.ant-table-content').first();
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    const card = await table.boundingBox();
    const headers = table.locator('thead th');
    const count = await headers.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let i = 0; i < count; i++) {
      const b = await headers.nth(i).boundingBox();
      expect(b && card && b.x >= card.x - 1 && b.x + b.width <= card.x + card.width + 1, `column ${i} inside the card`).toBe(true);
      expect(b!.x + b!.width).toBeLessThanOrEqual(width);
    }
    // The last column's links (Open) are on screen.
    const open = table.locator('tbody tr.ant-table-row').first().getByRole('link').last();
    const ob = await open.boundingBox();
    expect(ob && ob.x + ob.width <= width).toBe(true);
    // The current area in the header is whole (not cut by the bar's edge).
    const current = page.locator('.top-menu-item[aria-current="page"]');
    await expect(current).toBeVisible();
    const bar = await page.getByTestId('top-menu').boundingBox();
    const cb = await current.boundingBox();
    expect(cb && bar && cb.x >= bar.x - 1 && cb.x + cb.width <= bar.x + bar.width + 1).toBe(true);
    await page.screenshot({ path: artifact(`staff-queues-${width}`) });
    await page.context().close();
  });
}

test('an officer lands on the queues and the chip names the role in English', async ({ browser }) => {
  const page = await staffPage(browser, 'engineer', { width: 1280, height: 900 });
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('user-menu')).toContainText('Inspector / test engineer');
  const current = page.locator('.top-menu-item[aria-current="page"]');
  const bar = await page.getByTestId('top-menu').boundingBox();
  const cb = await current.boundingBox();
  expect(cb && bar && cb.x + cb.width <= bar.x + bar.width + 1).toBe(true);
  await page.context().close();
});
