import { expect, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';

export const DEMO = { username: 'demo', password: 'Demo@2026' };

/** Signs in through the login form, as a person does, and waits for the workbench. */
export async function loginAs(page: Page, user = DEMO) {
  await page.goto('/login');
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  // The signed-in shell loads after sign-in (not with /login, issue 16): on the shared machine at load 45 it took over
  // 10 s, and the look-up journey failed here three runs in a row before reaching a look-up (as lists.spec.ts waits).
  await expect(page.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
}

/** Picks a language in the header dropdown; the app stores LANG and reloads. */
export async function switchLanguage(page: Page, lang: 'zh_CN' | 'en' | 'ar') {
  await page.getByTestId('lang-switch').click();
  const item = page.getByTestId(`lang-${lang}`);
  await expect(item).toBeVisible();
  // Wait for the dropdown's opening animation: on a busy machine a frame can stall mid-animation, the
  // item looks "stable" and the click lands where it no longer is, and nothing is chosen.
  await item.evaluate((el) => Promise.all((el.closest('.ant-dropdown') ?? el).getAnimations({ subtree: true }).map((a) => a.finished)));
  await Promise.all([page.waitForEvent('load'), item.click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh_CN' ? 'zh-CN' : lang);
}

export const artifact = (name: string) => `e2e/artifacts/${name}.png`;
