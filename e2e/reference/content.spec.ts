import { expect, test } from '@playwright/test';
import { ADMIN, artifact, loginAs, signIn, switchLanguage } from '../support/session.js';
import { animationsDone } from '../support/animations.js';

const TERMS = [
  {
    lang: 'zh_CN',
    title: '通用服务条款',
    phrases: [
      '保留 3 个月',
      '液体或粉末样品保留 7 天',
      '12 个月内未取回',
      '30 天内付清',
      '每月 1.5%',
      '20,000 美元',
      '30 天内以书面形式',
      '1 年内',
      '10 天内',
      '48 小时',
    ],
  },
  {
    lang: 'en',
    title: 'General Conditions of Service',
    phrases: [
      'retained for 3 months',
      'liquid or powder samples for 7 days',
      'within 12 months',
      'within 30 days from the date of the invoice',
      '1.5% per month',
      'USD 20,000, whichever is less',
      'within 30 days of discovering',
      'within 1 year',
      'within 10 days',
      '48 hours',
    ],
  },
  {
    lang: 'ar',
    title: 'الشروط العامة للخدمة',
    phrases: ['3 أشهر', '7 أيام', '12 شهرًا', '30 يومًا من تاريخ الفاتورة', '1.5% شهريًا', '20,000 دولار أمريكي', 'خلال 1 سنة', 'خلال 10 أيام', '48 ساعة'],
  },
] as const;

test('the terms page in the three languages, reached from the header', async ({ page }) => {
  await loginAs(page);
  for (const l of TERMS) {
    if (l.lang !== 'zh_CN') await switchLanguage(page, l.lang);
    await page.getByTestId('resources-menu').click();
    await page.getByTestId('menu-terms').click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByTestId('terms-page')).toContainText(l.title);
    for (const phrase of l.phrases) await expect(page.getByTestId('terms-body'), `${l.lang}: ${phrase}`).toContainText(phrase);
    await expect(page.locator('html')).toHaveAttribute('dir', l.lang === 'ar' ? 'rtl' : 'ltr');
    await page.screenshot({ path: artifact(`terms-${l.lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');
});

test('before signing in, the terms link of the register form shows the same terms in a dialog', async ({ page }) => {
  await page.goto('/login');
  await switchLanguage(page, 'ar');
  await page.getByTestId('login-register').click();
  await page.getByTestId('reg-terms').click();
  await expect(page.getByTestId('terms-dialog-body')).toContainText('1.5% شهريًا');
  await page.screenshot({ path: artifact('terms-dialog-ar') });
  await page.getByRole('button', { name: 'حسنًا' }).click();
  await expect(page.getByTestId('terms-dialog-body')).toBeHidden();
  await switchLanguage(page, 'en');
  await page.getByTestId('login-register').click();
  await page.getByTestId('reg-terms').click();
  await expect(page.getByTestId('terms-dialog-body')).toContainText('USD 20,000, whichever is less');
  await page.screenshot({ path: artifact('terms-dialog-en') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('terms-dialog-body')).toBeHidden();
  await switchLanguage(page, 'zh_CN');
});

test('policy search: by words, by country, and reading a document', async ({ page }) => {
  await loginAs(page);
  await page.getByTestId('resources-menu').click();
  const policy = page.getByTestId('menu-policy');
  await expect(policy).toBeVisible();
  // As in switchLanguage: let the dropdown finish opening so that the click lands on the item.
  await policy.evaluate((el) => Promise.all((el.closest('.ant-dropdown') ?? el).getAnimations({ subtree: true }).map((a) => a.finished)));
  await policy.click();
  await expect(page).toHaveURL(/\/policyInfo$/);
  const list = page.getByTestId('policy-list');
  await expect(list.locator('.content-item')).toHaveCount(4);
  await page.getByTestId('content-search').locator('input').fill('SONCAP');
  await page.getByTestId('content-search').locator('input').press('Enter');
  await expect(list.locator('.content-item')).toHaveCount(1);
  await expect(list).toContainText('尼日利亚 SONCAP');
  await expect(list).toContainText('尼日利亚');
  await page.screenshot({ path: artifact('policy-search-zh_CN'), fullPage: true });

  await page.getByTestId('content-search').locator('input').fill('');
  await page.getByTestId('content-search').locator('input').press('Enter');
  await page.getByTestId('content-country-filter').click();
  await page.keyboard.type('沙特');
  // The country list loads in the background: pick the option once it is there.
  await page.locator('.ant-select-dropdown:visible').getByTitle('沙特阿拉伯').click();
  await expect(list.locator('.content-item')).toHaveCount(1);
  await list.locator('.content-item').first().click();
  await expect(page.getByTestId('content-body')).toContainText('SABER');
  await animationsDone(page);
  await page.screenshot({ path: artifact('policy-detail-zh_CN'), fullPage: true });
  await page.keyboard.press('Escape');

  await switchLanguage(page, 'ar');
  await page.getByTestId('content-search').locator('input').fill('كينيا');
  await page.getByTestId('content-search').locator('input').press('Enter');
  await expect(list.locator('.content-item')).toHaveCount(1);
  await list.locator('.content-item').first().click();
  await expect(page.getByTestId('content-body')).toContainText('نموذج إقرار الاستيراد');
  await animationsDone(page);
  await page.screenshot({ path: artifact('policy-detail-ar'), fullPage: true });
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'en');
  await expect(list.locator('.content-item')).toHaveCount(4);
  await expect(list).toContainText('Kenya PVoC');
  await page.screenshot({ path: artifact('policy-list-en'), fullPage: true });
  await switchLanguage(page, 'zh_CN');
});

test('staff publish a public file and a new version of the terms; customers see them', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto('/publicFile');
  await page.getByTestId('file-new').click();
  await page.getByTestId('content-title-zh').fill('肯尼亚 PVoC 申请表');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByTestId('content-title-en').fill('Kenya PVoC application form');
  await page.getByRole('tab', { name: 'العربية' }).click();
  await page.getByTestId('content-title-ar').fill('نموذج طلب كينيا PVoC');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  await page.getByTestId('content-form').locator('input[type=file]').setInputFiles({ name: 'kenya-pvoc-form.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('content-form')).toContainText('kenya-pvoc-form.pdf');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('file-table')).toContainText('肯尼亚 PVoC 申请表');

  await page.goto('/terms');
  await page.getByTestId('terms-edit').click();
  // The editor shows the current terms once they have loaded.
  await expect(page.getByTestId('content-body-zh')).toHaveValue(/\S/);
  await page.getByTestId('content-body-zh').fill(`${await page.getByTestId('content-body-zh').inputValue()}\n\n## 11. 通知\n通知以书面形式发出。`);
  await page.getByTestId('content-change-note').fill('新增第 11 条');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('terms-body')).toContainText('11. 通知');
  await page.getByTestId('terms-history').click();
  await expect(page.getByTestId('version-history')).toContainText('新增第 11 条');
  await page.getByTestId('version-1').click();
  await expect(page.getByTestId('version-view')).not.toContainText('11. 通知');
  await animationsDone(page);
  await page.screenshot({ path: artifact('terms-history-zh_CN'), fullPage: true });

  const customer = await browser.newPage();
  await signIn(customer);
  await customer.goto('/publicFile');
  const row = customer.getByTestId('file-table').getByRole('row', { name: /肯尼亚 PVoC 申请表/ });
  const [download] = await Promise.all([customer.waitForEvent('download'), row.getByRole('link').click()]);
  expect(download.suggestedFilename()).toBe('kenya-pvoc-form.pdf');
  await customer.screenshot({ path: artifact('public-files-zh_CN'), fullPage: true });
  await customer.goto('/terms');
  await expect(customer.getByTestId('terms-body')).toContainText('11. 通知');
  await expect(customer.getByTestId('terms-edit')).toHaveCount(0);
  await customer.close();
});
