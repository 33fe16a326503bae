import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';

/** Presses Tab until the focused element matches, as a keyboard user would (at most `max` presses). */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 25) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((fn) => new Function('el', `return (${fn})(el)`)(document.activeElement), matches.toString())) return;
  }
  throw new Error(`not reached with ${max} Tab presses`);
}

test('signing in, skipping to the content and the phone menu work with the keyboard alone', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await tabTo(page, (el) => el.id === 'username');
  await page.keyboard.type('demo');
  await tabTo(page, (el) => el.id === 'password', 3);
  await page.keyboard.type('Demo@2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  await expect(page.getByTestId('workbench')).toBeVisible();

  // The first Tab of a freshly loaded signed-in page reaches the skip link, which moves focus to the content.
  await page.reload();
  await expect(page.getByTestId('workbench')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The phone menu opens from the keyboard, holds the areas, and Escape closes it.
  await page.getByTestId('phone-menu').focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('phone-menu-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('top-menu-inline')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await context.close();
});
