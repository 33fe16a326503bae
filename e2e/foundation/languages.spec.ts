import { expect, test } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';

const LANGS = [
  { lang: 'zh_CN', html: 'zh-CN', dir: 'ltr', login: '登录', workbench: '工作台' },
  { lang: 'en', html: 'en', dir: 'ltr', login: 'Log in', workbench: 'Workbench' },
  { lang: 'ar', html: 'ar', dir: 'rtl', login: 'تسجيل الدخول', workbench: 'لوحة العمل' },
] as const;

for (const l of LANGS) {
  test(`login page and workbench in ${l.lang} (screenshots saved)`, async ({ page }) => {
    await page.goto('/login');
    if (l.lang !== 'zh_CN') await switchLanguage(page, l.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    await expect(page.getByTestId('login-submit')).toContainText(l.login);
    await page.screenshot({ path: artifact(`login-${l.lang}`), fullPage: true });

    await page.locator('#username').fill('demo');
    await page.locator('#password').fill('Demo@2026');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('workbench')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    await expect(page.getByTestId('side-menu')).toContainText(l.workbench);
    await expect(page.getByTestId('glossary-payment_status')).toBeVisible();
    await page.screenshot({ path: artifact(`workbench-${l.lang}`), fullPage: true });
  });
}

test('switching language in the header changes the texts, stores LANG and tells the server', async ({ page }) => {
  await loginAs(page);
  await expect(page.getByTestId('side-menu')).toContainText('工作台');
  await switchLanguage(page, 'en');
  await expect(page.getByTestId('side-menu')).toContainText('Workbench');
  expect(await page.evaluate(() => localStorage.getItem('LANG'))).toBe('en');
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('side-menu')).toContainText('لوحة العمل');
  const me = await page.request.get('/frontend/v1/me');
  expect((await me.json()).data.lang).toBe('ar');
  await switchLanguage(page, 'zh_CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
