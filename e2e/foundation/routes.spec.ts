import { expect, test } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';
import { loginAs, loginThroughForm } from '../support/session.js';
import { routeJourneys } from '../support/routesJourney.js';

// Every route in each language on a desktop (the phone's runs: routes-phone.spec.ts).
routeJourneys('desktop');

test('an unknown route shows the not-found page with its three actions', async ({ page }) => {
  await loginAs(page);
  await page.goto('/customsClearance/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('back-home')).toBeVisible();
  await expect(page.getByTestId('relogin')).toBeVisible();
  await expect(page.getByTestId('go-back')).toBeVisible();
  await page.getByTestId('back-home').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
});

test('the side menu comes from the server and navigates without loading the menu again', async ({ page }) => {
  let menuCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/frontend/v1/menu') menuCalls += 1;
  });
  await loginAs(page);
  const callsAfterLogin = menuCalls;
  expect(callsAfterLogin).toBeGreaterThanOrEqual(1);
  await page.getByTestId('side-menu').getByText('申请列表').click();
  await expect(page).toHaveURL(/\/customsClearance\/applicationForm\/applicationList$/);
  await page.getByTestId('top-menu').getByText('委托检验').click();
  await expect(page).toHaveURL(/\/entrustedInspection\/workBench$/);
  await expect(page.getByTestId('workbench')).toBeVisible();
  expect(menuCalls).toBe(callsAfterLogin);
});

test('a logged-out visit keeps the query on the way to /login, and signing in returns there', async ({ page }) => {
  await page.goto('/customsClearance/applicationForm/applicationList?x=1');
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('logging out asks for confirmation and ends the session on the server', async ({ page }) => {
  // A session of its own, through the form: the one the other journeys share must outlive this.
  await loginThroughForm(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/\/login/);
  const me = await page.request.get('/frontend/v1/me');
  expect(me.status()).toBe(401);
  await page.goto(HOME_PATH);
  await expect(page).toHaveURL(/\/login/);
});
