import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH, LANG_STORAGE_KEY, RELOADED_ONCE_KEY, translate, type Locale } from '@tic/shared';
import { signIn } from '../support/session.js';

/**
 * Issue 27: index.html draws /login's first view and a workbench's page header before any JavaScript has arrived
 * (apps/web/build/bootShell.ts, shown by the head script in the language the app will start in); the app removes
 * it as it draws the page, which lies where the shell lay.
 */
const SCRIPTS = /\/assets\/.*\.js$/;

/** The page as the HTML and the stylesheet alone draw it: the app's scripts never arrive. */
async function withoutScripts(page: Page, path: string) {
  await page.route(SCRIPTS, (r) => r.abort());
  await page.goto(path);
  await page.unroute(SCRIPTS);
}

const box = (page: Page, selector: string) => page.locator(selector).boundingBox();

for (const [lang, dir, htmlLang] of [
  ['ar', 'rtl', 'ar'],
  ['zh_CN', 'ltr', 'zh-CN'],
] as const satisfies readonly (readonly [Locale, string, string])[]) {
  test(`the boot shells of /login and the workbench in ${lang} (${dir}): painted from the HTML, replaced in place`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(
      ({ key, value, reloaded }) => {
        localStorage.setItem(key, value);
        // The spec's once-per-tab reload is reload-once.spec.ts's; here each load is the page itself.
        sessionStorage.setItem(reloaded, '1');
      },
      { key: LANG_STORAGE_KEY, value: lang, reloaded: RELOADED_ONCE_KEY },
    );

    await withoutScripts(page, '/login');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const loginShell = page.locator(`#tic-boot [data-boot="login-${lang}"]`);
    await expect(loginShell.locator('.login-heading-subtitle')).toHaveText(translate(lang, 'login.subtitle'));
    // A picture of the page: nothing in it is read, focused or found by its test id.
    await expect(page.locator('#tic-boot')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByTestId('login-submit')).toHaveCount(0);

    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.locator('#tic-boot')).toHaveCount(0);

    await signIn(page);
    await withoutScripts(page, HOME_PATH);
    const subtitle = `#tic-boot [data-boot="workbench-${lang}"] .page-header-subtitle`;
    await expect(page.locator(subtitle)).toHaveText(translate(lang, 'workbench.intro'));
    // The area's own tag, the others' hidden.
    await expect(page.locator('#tic-boot .wb-area-tag:visible')).toHaveText(translate(lang, 'area.customsClearance'));
    const shellBox = await box(page, subtitle);

    await page.goto(HOME_PATH);
    await expect(page.getByTestId('workbench')).toBeVisible();
    await expect(page.locator('#tic-boot')).toHaveCount(0);
    expect(await box(page, '[data-testid="workbench"] .page-header-subtitle')).toEqual(shellBox);
  });
}
