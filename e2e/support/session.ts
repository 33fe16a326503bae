import { expect, type Browser, type Cookie, type Page } from '@playwright/test';
import { HOME_PATH, SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@tic/shared';

export interface Account {
  username: string;
  password: string;
  /** A staff account: it lands on its queues, not on a customer's workbench. */
  staff?: boolean;
}

export const DEMO: Account = { username: 'demo', password: 'Demo@2026' };
export const ADMIN: Account = { username: 'admin', password: 'Admin@2026', staff: true };
/** A staff account of the demo data (officer, engineer, reviewer, issuer, finance, service…). */
export const STAFF = (username: string): Account => (username === 'admin' ? ADMIN : { username, password: 'Staff@2026', staff: true });

/** Signs in through the login form, as a person does, and waits for the workbench: the journeys about signing in. */
export async function loginThroughForm(page: Page, user: Account = DEMO) {
  await page.goto('/login');
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  // The signed-in shell loads after sign-in (not with /login, issue 16): on the shared machine at load 45 it took over
  // 10 s, and the look-up journey failed here three runs in a row before reaching a look-up (as lists.spec.ts waits).
  await expect(page.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
}

/**
 * Each account's session cookies, signed in once per worker: a worker talks to one server all its life
 * (playwright.config.ts), and a session lasts two idle hours, longer than the whole run.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Puts `user`'s session into the page's browser context without visiting a page, for the journeys that test
 * something else than signing in: the first one signs in through the API the login form calls (the form's own
 * journeys use loginThroughForm), later ones reuse the cookies. The journey then opens the page it tests.
 */
export async function signIn(page: Page, user: Account = DEMO) {
  const context = page.context();
  const known = sessions.get(user.username);
  if (known) {
    await context.addCookies(known);
    // Still valid (no journey ends a session it did not open itself, but a failure here must not be a mystery).
    if ((await context.request.get('/frontend/v1/me')).ok()) return;
    sessions.delete(user.username);
    await context.clearCookies();
  }
  const res = await context.request.post('/frontend/v1/login', { data: user });
  expect(res.status(), `sign-in of ${user.username}: ${await res.text()}`).toBe(200);
  sessions.set(
    user.username,
    (await context.cookies()).filter((c) => c.name === TOKEN_COOKIE || c.name === SESSION_FLAG_COOKIE),
  );
}

/**
 * Signs `user` in (signIn: the session of the account, reused) and opens the home page, where a sign-in lands: a
 * customer's workbench, or a staff member's queues (staff have no customer workbench; the administrator is staff).
 */
export async function loginAs(page: Page, user: Account = DEMO) {
  await signIn(page, user);
  await page.goto(HOME_PATH);
  const staff = user.staff === true;
  await expect(page).toHaveURL(staff ? /\/staff\/queues$/ : new RegExp(`${HOME_PATH}$`));
  // A shared machine may be slow to show a lazily loaded page.
  await expect(page.getByTestId(staff ? 'staff-queues' : 'workbench')).toBeVisible({ timeout: 30_000 });
}

/** A staff member's back office in a browser of their own (Chinese, desktop), signed in and on their queues (where staff land). */
export async function staffPage(browser: Browser, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN', viewport })).newPage();
  await signIn(page, STAFF(username));
  await page.goto(HOME_PATH);
  await expect(page).toHaveURL(/\/staff\/queues$/);
  await expect(page.getByTestId('staff-queues')).toBeVisible({ timeout: 30_000 });
  return page;
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
