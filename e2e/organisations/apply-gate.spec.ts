import { expect, test, type Browser, type Page } from '@playwright/test';
import { fieldLabel, translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, signIn } from '../support/session.js';

/**
 * Issue 30, "users must complete their profile before applying" for a member: a person who signed up through the
 * company's sign-in provider (no name, mobile or e-mail on file) joins the demo customer's organisation as an
 * applicant. The organisation's profile is complete, theirs is not: the new-application screen names their own
 * fields and leads to "My profile", which names the same. Chinese, English and Arabic; 1440 and 390 px; axe.
 */
const FORM = '/customsClearance/applicationForm/myApplicationForm';
const PHONE = { width: 390, height: 844 };
const ORG_KEY = 'tic.organisation';
const SHOWN_KEY = 'tic.profileControlShown';
const LOCALES: [Locale, string][] = [
  ['zh_CN', 'zh-CN'],
  ['en', 'en-GB'],
  ['ar', 'ar-SA'],
];
test.use({ actionTimeout: 30_000 });

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await page.request.get(`/frontend/v1${path}`) : await page.request.post(`/frontend/v1${path}`, { data: data as object });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A first sign-in at the company's provider: a new account with nothing but a login name; answers its session. */
async function providerMember(browser: Browser, owner: Page) {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await page.addLocatorHandler(page.getByTestId('profile-control-later'), (later) => later.click());
  await page.goto('/login');
  await page.getByTestId('third-corp').click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(`e2e-gate-${Date.now()}`);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('button[type="submit"]')).toHaveText('Continue');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
  const me = await api<{ name: string | null; mobile: string | null; email: string | null }>(page, 'GET', '/me');
  expect(me).toMatchObject({ name: null, mobile: null, email: null });
  // The owner invites by e-mail; the person accepts the link signed in with the provider's account.
  const address = `gate${Date.now()}@example.com`;
  await api(owner, 'POST', '/organisations/current/invitations', { email: address, role: 'applicant' });
  let token = '';
  await expect(async () => {
    const out = await api<{ recipient: string; text: string }[]>(owner, 'GET', '/dev/outbox');
    token = /\/invitation\/([A-Za-z0-9_-]{20,})/.exec(out.find((m) => m.recipient === address)?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await api(page, 'POST', '/organisations/invitations/accept', { token });
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

test("a member's own missing fields are named before applying, in their language (zh_CN, en, ar; 1440, 390)", async ({ browser }) => {
  test.setTimeout(420_000);
  const findings: AxeFinding[] = [];
  const owner = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(owner);
  const org = await api<{ id: number }>(owner, 'GET', '/organisations/current');
  const state = await providerMember(browser, owner);

  for (const [lang, locale] of LOCALES) {
    const own = translate(lang, 'accounts.profileIncompleteOwn', { fields: ['name', 'mobile', 'email'].map((f) => fieldLabel(lang, [f])).join(', ') });
    for (const [size, viewport] of [
      ['1440', { width: 1440, height: 900 }],
      ['390', PHONE],
    ] as const) {
      const context = await browser.newContext({ locale, viewport, storageState: state });
      // The tab acts in the organisation; the after-sign-in profile dialog was already offered in this tab.
      await context.addInitScript(
        ([k, v, shown]) => {
          sessionStorage.setItem(k, v);
          sessionStorage.setItem(shown, '1');
        },
        [ORG_KEY, String(org.id), SHOWN_KEY] as const,
      );
      const page = await context.newPage();
      await page.addLocatorHandler(page.getByTestId('profile-control-later'), (later) => later.click());
      await page.goto(FORM);
      const gate = page.getByTestId('profile-gate');
      await expect(gate).toBeVisible({ timeout: 30_000 });
      // Only their own fields: the organisation's company profile is complete (nothing to ask an administrator for).
      await expect(gate.getByTestId('profile-gate-line')).toHaveText([own]);
      await expect(page.getByTestId('profile-gate-go')).toBeVisible();
      await animationsDone(page);
      await page.screenshot({ path: artifact(`organisation-apply-gate-${lang}-${size}`), fullPage: true });
      findings.push(...(await seriousViolations(page, `apply gate ${lang} ${size}`)));
      if (size === '1440') {
        // "My profile" names the same fields, where the member fills them in.
        await page.getByTestId('profile-gate-go').click();
        await expect(page).toHaveURL(/\/myProfile$/);
        await expect(page.getByTestId('profile-missing')).toHaveText(own);
        await animationsDone(page);
        await page.screenshot({ path: artifact(`organisation-apply-gate-profile-${lang}`), fullPage: true });
        findings.push(...(await seriousViolations(page, `apply gate, my profile ${lang}`)));
      }
      await context.close();
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);
  await owner.context().close();
});
