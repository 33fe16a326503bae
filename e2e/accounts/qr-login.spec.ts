import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';
import { artifact, DEMO, switchLanguage } from '../support/session.js';

const LANGS = [
  { lang: 'zh_CN', dir: 'ltr' },
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;

/** The computer: the login page's QR tab; answers the URL its QR code holds. */
async function showQr(page: Page) {
  await page.goto('/login');
  await page.getByTestId('tab-qr').click();
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await expect(page.getByTestId('qr-countdown')).toBeVisible();
  const url = await page.getByTestId('qr-login').getAttribute('data-url');
  expect(url).toMatch(/\/qrLogin\?ticket=[A-Za-z0-9_-]{43}$/);
  return url!;
}

/** The phone: a mobile browser of its own (no cookies shared with the computer). */
async function openPhone(browser: Browser, baseURL: string | undefined) {
  const { defaultBrowserType: _type, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, baseURL, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

/** Signing in on the phone from the page it was sent to; the login page brings it back. */
async function signInOnPhone(page: Page) {
  await expect(page).toHaveURL(/\/login\?redirect=%2FqrLogin/);
  await page.locator('#username').fill(DEMO.username);
  await page.locator('#password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/qrLogin\?ticket=/);
}

test('a computer signs in by scanning its QR code with the signed-in phone', async ({ page, browser, baseURL }) => {
  const url = await showQr(page);

  const phone = await openPhone(browser, baseURL);
  // Not signed in on the phone yet: the QR link goes to the login page and comes back.
  await phone.page.goto(url);
  await signInOnPhone(phone.page);
  await expect(phone.page.getByTestId('qr-computer')).toContainText('Chrome');
  await phone.page.getByTestId('qr-confirm').click();
  await expect(phone.page.getByTestId('qr-confirmed')).toBeVisible();

  // The computer's next poll signs it in and it goes where the other sign-in methods go.
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  await expect(page.getByTestId('workbench')).toBeVisible();

  // The same QR link again: used, the phone says so.
  await phone.page.goto(url);
  await expect(phone.page.getByTestId('qr-confirm-invalid')).toBeVisible();
  await phone.context.close();
});

test('the phone can refuse: the computer offers a new QR code', async ({ page, browser, baseURL }) => {
  const url = await showQr(page);
  const phone = await openPhone(browser, baseURL);
  await phone.page.goto(url);
  await signInOnPhone(phone.page);
  await phone.page.getByTestId('qr-cancel').click();
  await expect(phone.page.getByTestId('qr-denied')).toBeVisible();

  await expect(page.getByTestId('qr-expired')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('qr-refresh').click();
  await expect(page.getByTestId('qr-countdown')).toBeVisible();
  await expect(page.getByTestId('qr-login')).not.toHaveAttribute('data-url', url);
  await phone.context.close();
});

for (const l of LANGS) {
  test(`QR tab and the phone's confirmation page in ${l.lang} (screenshots saved)`, async ({ page, browser, baseURL }) => {
    await page.goto('/login');
    if (l.lang !== 'zh_CN') await switchLanguage(page, l.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    const url = await showQr(page);
    await page.screenshot({ path: artifact(`accounts-login-qr-${l.lang}`), fullPage: true });

    const phone = await openPhone(browser, baseURL);
    await phone.page.goto(url);
    await signInOnPhone(phone.page);
    if (l.lang !== 'zh_CN') await switchLanguage(phone.page, l.lang);
    await expect(phone.page.locator('html')).toHaveAttribute('dir', l.dir);
    await expect(phone.page.getByTestId('qr-confirm')).toBeVisible();
    await phone.page.screenshot({ path: artifact(`accounts-qr-confirm-${l.lang}`), fullPage: true });
    await phone.page.getByTestId('qr-confirm').click();
    await expect(phone.page.getByTestId('qr-confirmed')).toBeVisible();
    await phone.page.screenshot({ path: artifact(`accounts-qr-confirmed-${l.lang}`), fullPage: true });
    await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
    await phone.context.close();
  });
}
