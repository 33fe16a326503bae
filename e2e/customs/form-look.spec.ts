import { expect, test } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';

const FORM = '/customsClearance/applicationForm/myApplicationForm';

test('the customs-clearance form in Chinese, English and Arabic', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page);
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    await page.goto(FORM);
    await expect(page.getByTestId('application-form')).toBeVisible();
    await expect(page.getByTestId('section-invoices')).toBeVisible();
    await page.screenshot({ path: artifact(`customs-form-${lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');
});
