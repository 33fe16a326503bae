import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';
import { artifact, loginAs, signIn } from '../support/session.js';
import { expectFitsScreen } from '../support/layout.js';
import { LANGS } from '../support/languages.js';

const LIST = '/customsClearance/applicationForm/applicationList';

async function openApplication(page: Page, title: string) {
  await page.goto(`${LIST}?keywords=${encodeURIComponent(title)}`);
  await page.getByTestId('application-table').getByRole('link', { name: title }).first().click();
}

test('/ lands on the login page, and the first visit speaks the browser’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  await context.close();
});

test('a signed-in visitor of / lands on the workbench', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
});

test('a returned application shows why it was returned, above its form', async ({ page }) => {
  await loginAs(page);
  await openApplication(page, 'Power banks to Basra');
  await expect(page.getByTestId('return-reason')).toContainText('The invoice amount differs from the packing list');
  await expect(page.getByTestId('application-form')).toBeVisible();
});

for (const { lang, locale } of LANGS) {
  test(`the detail view of an issued application (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await loginAs(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh-CN' ? 'zh-CN' : lang);
    await openApplication(page, 'Floodlights to Nairobi');
    const detail = page.getByTestId('application-detail');
    await expect(detail).toBeVisible();
    // Read as text, not as a greyed-out form.
    await expect(page.getByTestId('application-form')).toHaveCount(0);
    await expect(page.locator('input[disabled]')).toHaveCount(0);
    await expect(page.getByTestId('detail-certificate')).toBeVisible();
    await expect(page.getByTestId('detail-waiting')).toBeVisible();
    await expect(page.getByTestId('history-entry').first()).toBeVisible();
    await expect(page.getByTestId('text-section-general')).toBeVisible();
    await expect(page.getByTestId('form-as-text')).toContainText('Nairobi Lighting Ltd');
    // The spec's "accepter and e-mail" and "testing institution", labelled in the page's language.
    const ACCEPTER = { zh_CN: '受理人', en: 'Accepted by', ar: 'قَبِله' }[lang];
    const INSTITUTION = { zh_CN: '检测机构', en: 'Testing institution', ar: 'جهة الفحص' }[lang];
    await expect(page.getByTestId('detail-summary')).toContainText(ACCEPTER);
    await expect(page.getByTestId('detail-accepter')).not.toBeEmpty();
    await expect(page.getByTestId('detail-institution')).toContainText(INSTITUTION);
    // No "to be quoted" beside an issued certificate: the payment line shows only once a quotation exists
    // (the demo money may have quoted this one), and then it is the application's own payment status.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const own = (await (await page.request.get(`/frontend/v1/rfc/detail/${id}`)).json()).data as { payment_status: string | null };
    await expect(page.getByTestId('detail-payment')).toHaveCount(own.payment_status && own.payment_status !== 'to_be_quoted' ? 1 : 0);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.screenshot({ path: artifact(`detail-issued-1440-${lang}`), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(detail).toBeVisible();
    await expectFitsScreen(page, `detail ${lang}`);
    await page.screenshot({ path: artifact(`detail-issued-390-${lang}`), fullPage: true });
    await context.close();
  });
}

for (const { lang, locale } of LANGS) {
  test(`workbench, list and form fit a 390 px phone (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await loginAs(page);
    await expectFitsScreen(page, `workbench ${lang}`);
    await page.screenshot({ path: artifact(`phone-workbench-390-${lang}`) });
    await page.goto(LIST);
    await expect(page.getByTestId('application-table')).toBeVisible();
    await expectFitsScreen(page, `list ${lang}`);
    await page.screenshot({ path: artifact(`phone-list-390-${lang}`) });
    await page.goto('/customsClearance/applicationForm/myApplicationForm');
    await expect(page.getByTestId('application-form')).toBeVisible();
    await expectFitsScreen(page, `form ${lang}`);
    await page.screenshot({ path: artifact(`phone-form-390-${lang}`) });
    await context.close();
  });
}
