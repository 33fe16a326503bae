import { expect, test, type Browser, type Page } from '@playwright/test';
import { translate } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { newCustomer, registerCustomer } from '../support/outbox.js';
import { artifact, signIn } from '../support/session.js';

/**
 * Issue 30: the organisation's company profile is kept by its owners and administrators. An administrator acting in
 * the demo customer's organisation edits its company on /myProfile; a viewer reads it (read-only, with a note) and
 * keeps only their own details. English and Arabic, 1440 and 390 px.
 */
const PHONE = { width: 390, height: 844 };
const ORG_KEY = 'tic.organisation';
test.use({ actionTimeout: 30_000 });

interface Envelope<T> {
  data: T;
}
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await page.request.get(`/frontend/v1${path}`) : await page.request.post(`/frontend/v1${path}`, { data: data as object });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

/** A new customer, registered, who joins the owner's organisation as `role`; answers their session to reuse. */
async function member(browser: Browser, owner: Page, role: 'administrator' | 'viewer', name: string) {
  const person = newCustomer(name);
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await page.addLocatorHandler(page.getByTestId('profile-control-later'), (later) => later.click());
  await registerCustomer(page, person);
  await api(owner, 'POST', '/organisations/current/invitations', { email: person.email, role });
  let token = '';
  await expect(async () => {
    const out = await api<{ recipient: string; text: string }[]>(owner, 'GET', '/dev/outbox');
    token = /\/invitation\/([A-Za-z0-9_-]{20,})/.exec(out.find((m) => m.recipient === person.email)?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await api(page, 'POST', '/organisations/invitations/accept', { token });
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/** /myProfile in a tab acting in the organisation, in a language and a size. */
async function profilePage(
  browser: Browser,
  state: Awaited<ReturnType<typeof member>>,
  orgId: number,
  locale: string,
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({ locale, viewport, storageState: state });
  await context.addInitScript(([k, v]) => sessionStorage.setItem(k, v), [ORG_KEY, String(orgId)] as const);
  const page = await context.newPage();
  await page.goto('/myProfile');
  await expect(page.getByTestId('my-profile')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pf-company')).toBeVisible();
  return page;
}

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

test('the company profile: an administrator keeps it, a viewer reads it and keeps only their own details (en, ar; 1440, 390)', async ({ browser }) => {
  test.setTimeout(420_000);
  const findings: AxeFinding[] = [];
  const owner = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(owner);
  const org = await api<{ id: number; name: string }>(owner, 'GET', '/organisations/current');
  const admin = await member(browser, owner, 'administrator', 'Ada Admin');
  const viewer = await member(browser, owner, 'viewer', 'Victor Viewer');

  for (const [lang, locale] of [
    ['en', 'en-GB'],
    ['ar', 'ar-SA'],
  ] as const) {
    const t = (key: string) => translate(lang, key);
    // The administrator: the company's fields are editable; the note says whose company it is.
    const a = await profilePage(browser, admin, org.id, locale);
    await expect(a.getByTestId('pf-company')).toBeEnabled();
    await expect(a.getByTestId('pf-company-of')).toBeVisible();
    await expect(a.getByTestId('pf-company-readonly')).toHaveCount(0);
    await look(a, `organisation-profile-admin-${lang}`, findings);
    if (lang === 'en') {
      // Saves the company's intro; the owner reads it, and the audit log names the administrator.
      await a.locator('textarea#intro').fill('Kept by the administrator');
      await a.getByTestId('pf-submit').click();
      await expect(a.locator('.ant-message')).toContainText(t('accountsWeb.modificationSuccess'));
      const mine = await api<{ intro?: string; name: string }>(owner, 'GET', `/customer/${org.id}`);
      expect(mine.intro).toBe('Kept by the administrator');
    }
    await a.context().close();
    const aPhone = await profilePage(browser, admin, org.id, locale, PHONE);
    await look(aPhone, `organisation-profile-admin-${lang}-390`, findings);
    await aPhone.context().close();

    // The viewer: the company's fields read-only with a note; their own name editable, the save button there.
    const v = await profilePage(browser, viewer, org.id, locale);
    await expect(v.getByTestId('pf-company')).toBeDisabled();
    await expect(v.getByTestId('pf-company-readonly')).toBeVisible();
    await expect(v.getByTestId('pf-name')).toBeEnabled();
    await expect(v.getByTestId('pf-submit')).toBeVisible();
    await look(v, `organisation-profile-viewer-${lang}`, findings);
    if (lang === 'en') {
      await v.getByTestId('pf-name').fill('Victor Viewer');
      await v.getByTestId('pf-submit').click();
      await expect(v.locator('.ant-message')).toContainText(t('accountsWeb.modificationSuccess'));
    }
    await v.context().close();
    const vPhone = await profilePage(browser, viewer, org.id, locale, PHONE);
    await expect(vPhone.getByTestId('pf-company-readonly')).toBeVisible();
    await look(vPhone, `organisation-profile-viewer-${lang}-390`, findings);
    await vPhone.context().close();
  }
  expect(findings, describeFindings(findings)).toEqual([]);
  await owner.context().close();
});
