import { expect, test } from '@playwright/test';
import { artifact, switchLanguage } from '../support/session.js';

const LANGS = [
  { lang: 'zh_CN', dir: 'ltr' },
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;

for (const l of LANGS) {
  test(`login methods, register and forgot password in ${l.lang} (screenshots saved)`, async ({ page }) => {
    await page.goto('/login');
    if (l.lang !== 'zh_CN') await switchLanguage(page, l.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.screenshot({ path: artifact(`accounts-login-${l.lang}`), fullPage: true });

    await page.getByTestId('tab-sms').click();
    await expect(page.getByTestId('sms-submit')).toBeVisible();
    // No mobile yet: the code button cannot be used.
    await expect(page.getByTestId('sms-send-code')).toBeDisabled();
    await page.screenshot({ path: artifact(`accounts-login-sms-${l.lang}`), fullPage: true });

    await page.getByTestId('login-register').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await expect(page.getByTestId('reg-mobile-zone')).toContainText('+86');
    // The agreement is required, and the code must be obtained first.
    await page.getByTestId('reg-submit').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await page.screenshot({ path: artifact(`accounts-register-${l.lang}`), fullPage: true });

    await page.getByTestId('back-to-login-view').click();
    await page.getByTestId('login-forgot').click();
    await expect(page.getByTestId('forgot')).toBeVisible();
    await page.screenshot({ path: artifact(`accounts-forgot-${l.lang}`), fullPage: true });
  });
}
