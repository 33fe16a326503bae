import { expect, test } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';
import { FORM, LIST } from './support.js';

test('the customs-clearance form and the application list in Chinese, English and Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page);
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    await page.goto(FORM);
    await expect(page.getByTestId('application-form')).toBeVisible();
    await expect(page.getByTestId('section-invoices')).toBeVisible();
    await page.screenshot({ path: artifact(`customs-form-${lang}`), fullPage: true });
    // The top of the form and the product and attachment sections at reading size.
    await page.screenshot({ path: artifact(`customs-form-top-${lang}`) });
    await page.getByTestId('section-products').screenshot({ path: artifact(`customs-form-products-${lang}`) });
    await page.getByTestId('section-attachments').screenshot({ path: artifact(`customs-form-attachments-${lang}`) });
    await page.goto(LIST);
    await expect(page.getByTestId('application-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: artifact(`customs-list-look-${lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');
});
