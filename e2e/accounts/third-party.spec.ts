import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH, translate } from '@tic/shared';
import { artifact, loginThroughForm, switchLanguage } from '../support/session.js';

const LANGS = [
  { lang: 'zh_CN', dir: 'ltr' },
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;

for (const l of LANGS) {
  test(`the login page offers the configured provider, the callback page explains a failure, in ${l.lang} (screenshots saved)`, async ({ page }) => {
    await page.goto('/login');
    if (l.lang !== 'zh_CN') await switchLanguage(page, l.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    await expect(page.getByTestId('third-corp')).toHaveText(translate(l.lang, 'accountsWeb.thirdWith', { name: 'Corp ID' }));
    await page.screenshot({ path: artifact(`accounts-third-login-${l.lang}`), fullPage: true });

    // A callback this browser never started: refused by the server, said in the user's language.
    await page.goto('/login/third/callback?code=forged&state=forged-state-0123456789');
    await expect(page.getByTestId('third-callback-error')).toContainText(translate(l.lang, 'accounts.thirdExpired'));
    await page.screenshot({ path: artifact(`accounts-third-callback-error-${l.lang}`), fullPage: true });
    await page.getByTestId('third-callback-back').click();
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });
}

/** At the provider (oidc-provider's development pages): its sign-in form, then its consent form. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('button[type="submit"]')).toHaveText('Continue');
  await page.locator('button[type="submit"]').click();
}

test('a first third-party sign-in creates an account and opens the page asked for; the next signs the same account in', async ({ page }) => {
  await page.goto('/login?redirect=/myProfile');
  await page.getByTestId('third-corp').click();
  await signInAtProvider(page, 'e2e-alice');
  // Back on the portal's callback page, then where the sign-in started for.
  await expect(page).toHaveURL(/\/myProfile$/);
  await expect(page.getByTestId('my-profile')).toBeVisible();
  const me = (await (await page.request.get('/frontend/v1/me')).json()).data;
  expect(me).toMatchObject({ name: 'Alice Chen', email: 'alice@corp.example', is_control: 1 });
  expect(me.username).toMatch(/^alice\d{4}$/);
  await page.screenshot({ path: artifact('accounts-third-first-signin'), fullPage: true });

  // /login signs out; the provider remembers the person, so the second sign-in comes straight back.
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect((await page.request.get('/frontend/v1/me')).status()).toBe(401);
  await page.getByTestId('third-corp').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  expect((await (await page.request.get('/frontend/v1/me')).json()).data.id).toBe(me.id);
});

test('a signed-in customer links the provider on the profile, then signs in to the same account with it (screenshots saved)', async ({ page }) => {
  // Through the form: the journey ends at /login, which signs this session out.
  await loginThroughForm(page);
  await page.goto('/myProfile');
  const card = page.getByTestId('third-identities');
  await expect(card.getByTestId('third-link-corp')).toBeVisible();
  await card.getByTestId('third-link-corp').click();
  await signInAtProvider(page, 'e2e-demo-link');
  await expect(page).toHaveURL(/\/myProfile$/);
  await expect(card.getByTestId('third-identity-corp')).toContainText(translate('zh_CN', 'accountsWeb.thirdIsLinked'));
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('accounts-third-linked-zh_CN') });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(card.getByTestId('third-identity-corp')).toContainText(translate(lang, 'accountsWeb.thirdIsLinked'));
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`accounts-third-linked-${lang}`) });
  }

  await page.goto('/login');
  await expect(page.getByTestId('third-corp')).toBeVisible();
  await page.getByTestId('third-corp').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  expect((await (await page.request.get('/frontend/v1/me')).json()).data.username).toBe('demo');
});
