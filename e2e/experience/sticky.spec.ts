import { expect, test, type Locator } from '@playwright/test';
import { animationsDone } from '../support/animations.js';
import { artifact, loginAs } from '../support/session.js';
import { FORM } from '../customs/support.js';

/** The element's top and bottom on the screen. */
const edges = (l: Locator) => l.evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom }));

test('a field reached with Shift+Tab on a phone stops below the sticky header and Save bar, never under them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page);
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
  const bar = page.locator('.application-toolbar');
  for (const [from, to] of [
    ['products-0-unit', 'products-0-unit_price'],
    ['parties-importer-address', 'parties-importer-province'],
  ]) {
    // The field just under the bar, its predecessor (one column on a phone) above the screen's edge.
    await page.locator(`#${from}`).evaluate((el) => {
      el.focus({ preventScroll: true });
      const bar = document.querySelector('.application-toolbar')!.getBoundingClientRect().bottom;
      window.scrollBy(0, el.getBoundingClientRect().top - bar - 4);
    });
    await page.keyboard.press('Shift+Tab');
    const field = page.locator(`#${to}`);
    await expect(field).toBeFocused();
    expect((await edges(field)).top, to).toBeGreaterThanOrEqual((await edges(bar)).bottom);
  }
});

test('an option scrolled to the screen’s top or bottom edge is still chosen (the list stays by its field)', async ({ page }) => {
  await loginAs(page);
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
  for (const block of ['start', 'end'] as const) {
    const input = page.locator('#products-0-unit');
    await input.fill('PC');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'PCE' }).first();
    await expect(option).toBeVisible();
    await animationsDone(page);
    // What the browser's find or a test runner's retry does: the option to the top (bottom) edge of the screen. Below
    // the sticky bars the list keeps its side of the field; at the very edge antd flipped it and the click chose nothing.
    await option.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
    await option.click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await expect(input, block).toHaveValue('PCE');
  }
});

test('the user menu stays under its button while the page scrolls, and its item is chosen', async ({ page }) => {
  await loginAs(page);
  await page.getByTestId('user-menu').click();
  const item = page.getByTestId('menu-account');
  await expect(item).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: artifact('user-menu-open-zh_CN-1440') });
  const moved = await item.evaluate((el) => {
    const before = el.getBoundingClientRect().top;
    window.scrollBy(0, 200);
    return { scrolled: window.scrollY, by: el.getBoundingClientRect().top - before };
  });
  expect(moved.scrolled).toBeGreaterThan(0);
  expect(moved.by).toBe(0);
  await item.click();
  await expect(page).toHaveURL(/\/myProfile$/);
});
