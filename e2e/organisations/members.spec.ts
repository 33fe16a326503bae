import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatMoney, HOME_PATH, translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { codeFromOutbox, newCustomer, type NewCustomer } from '../support/outbox.js';
import { artifact, signIn } from '../support/session.js';

// The invitee's real name: Chinese or English letters only (the registration's rule).
const LANGS = [
  { lang: 'zh_CN', locale: 'zh-CN', invitee: '李娜' },
  { lang: 'en', locale: 'en-GB', invitee: 'Lina Finance' },
  { lang: 'ar', locale: 'ar-SA', invitee: 'Samir Finance' },
] as const;
const PHONE = { width: 390, height: 844 };
// A step that cannot happen fails within half a minute, not at the end of the journey's budget.
test.use({ actionTimeout: 30_000 });
const ORG_KEY = 'tic.organisation';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Envelope<T> {
  code: number;
  data: T;
}
const api = async <T>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(`/frontend/v1${path}`);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
};

/** The invitation link the demo outbox holds for `email` (the newest message to it). */
async function invitationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const messages = await api<{ recipient: string; text: string }[]>(page, '/dev/outbox');
    const text = messages.find((m) => m.recipient === email)?.text ?? '';
    link = /\/invitation\/[A-Za-z0-9_\-.~%]+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link!;
}

/**
 * Staff (the API) quote one of the demo organisation's accepted applications that no accepted quotation covers (as
 * payments.spec.ts's twoUnquoted finds them); one another journey quoted meanwhile answers 409 and the next is tried.
 */
async function staffQuotation(owner: Page, staff: APIRequestContext, unitPrice: string): Promise<{ id: number; applicationId: number; total: string }> {
  const list = await api<{ data: { id: number; status: string; quoted_amount: string | null; pending_quote_amount: string | null }[] }>(
    owner,
    '/kenya/rfc/list?per_page=100',
  );
  const accepted = (a: (typeof list.data)[number]) => Number(a.quoted_amount ?? 0) - Number(a.pending_quote_amount ?? 0);
  const ids = list.data.filter((a) => ['processing', 'issued'].includes(a.status) && accepted(a) === 0).map((a) => a.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const applicationId of ids) {
    const res = await staff.post('/frontend/v1/staff/quotation', {
      data: {
        currency: 'USD',
        valid_until: future(30),
        terms_version: 'GT-2026-01',
        lines: [{ application_id: applicationId, service: 'PVoC certificate', quantity: '1', unit_price: unitPrice }],
      },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(200);
    // The total is the server's (an express application gets its surcharge lines).
    const { id, total } = ((await res.json()) as Envelope<{ id: number; total: string }>).data;
    return { id, applicationId, total };
  }
  throw new Error('no application of the demo organisation is left to quote');
}

/** Chooses an option of an antd Select by its text. */
async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
}

/** Registers the invitee in the register view /login opened for the invitation; ends back on the invitation, signed in. */
async function registerFromInvitation(page: Page, user: NewCustomer, link: string) {
  const password = 'Tic2026pass';
  await page.getByTestId('reg-username').fill(user.username);
  await page.getByTestId('reg-password').fill(password);
  await page.getByTestId('reg-password2').fill(password);
  await page.getByTestId('reg-name').fill(user.name);
  await page.getByTestId('reg-mobile').fill(user.mobile);
  await page.getByTestId('reg-email').fill(user.email);
  await page.getByTestId('reg-agree').check();
  await page.getByTestId('reg-send-code').click();
  await expect(page.getByTestId('reg-send-code')).toBeDisabled();
  await page.getByTestId('reg-code').fill(await codeFromOutbox(page, user.mobile));
  await page.getByTestId('reg-submit').click();
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

async function phoneLook(browser: Browser, locale: string, from: Page, url: string, testId: string, name: string, findings: AxeFinding[], prompt = false) {
  const context = await browser.newContext({ locale, viewport: PHONE, storageState: await from.context().storageState() });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  if (prompt) await page.addLocatorHandler(page.getByTestId('profile-control-later'), (later) => later.click());
  await look(page, name, findings);
  return { page, context };
}

for (const { lang, locale, invitee: inviteeName } of LANGS)
  test(`the owner invites a finance member by e-mail, who registers through the link, accepts, pays a quotation, and switches between two organisations (${lang})`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const t = (key: string) => translate(lang as Locale, key);
    const findings: AxeFinding[] = [];

    // The owner (the demo customer) opens the members page from the user menu and invites by e-mail as finance.
    const owner = await (await browser.newContext({ locale })).newPage();
    await signIn(owner);
    await owner.goto(HOME_PATH);
    await owner.getByTestId('user-menu').click();
    await owner.getByTestId('menu-members').click();
    await expect(owner.getByTestId('members-page')).toBeVisible({ timeout: 30_000 });
    const org = await api<{ id: number; name: string; actions: string[] }>(owner, '/organisations/current');
    expect(org.actions).toEqual(expect.arrayContaining(['members', 'audit', 'ownership']));
    await expect(owner.getByTestId('members-organisation')).toContainText(org.name);
    const invitee = newCustomer(inviteeName);
    await owner.getByTestId('invite-email').fill(invitee.email);
    await pick(owner, 'invite-role', t('organisation.role.finance'));
    await owner.getByTestId('invite-submit').click();
    const pending = owner.getByTestId('invitations-table').locator('tr', { hasText: invitee.email });
    await expect(pending).toBeVisible();
    await expect(pending).toContainText(t('organisation.role.finance'));
    await look(owner, `organisations-members-${lang}`, findings);

    // The invitee, without an account, opens the link: the organisation, the role and who invited.
    const link = await invitationLink(owner, invitee.email);
    const guest = await (await browser.newContext({ locale })).newPage();
    // The invitee's own organisation has no company profile yet: the profile prompt opens once in a tab acting in it.
    await guest.addLocatorHandler(guest.getByTestId('profile-control-later'), (later) => later.click());
    await guest.goto(link);
    await expect(guest.getByTestId('invitation-organisation')).toHaveText(org.name);
    await expect(guest.getByTestId('invitation-role')).toHaveText(t('organisation.role.finance'));
    await look(guest, `organisations-invitation-${lang}`, findings);
    const phoneInvitation = await (await browser.newContext({ locale, viewport: PHONE })).newPage();
    await phoneInvitation.goto(link);
    await expect(phoneInvitation.getByTestId('invitation-sign-in')).toBeVisible();
    await look(phoneInvitation, `organisations-invitation-${lang}-390`, findings);
    await phoneInvitation.context().close();

    // Registers through the link, comes back to the invitation, accepts: the tab acts in the owner's organisation.
    await guest.getByTestId('invitation-register').click();
    await registerFromInvitation(guest, invitee, link);
    await guest.getByTestId('invitation-accept').click();
    await expect(guest).toHaveURL(new RegExp(`${HOME_PATH}$`));
    await expect(guest.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
    expect(await guest.evaluate((k) => sessionStorage.getItem(k), ORG_KEY)).toBe(String(org.id));
    await expect(guest.getByTestId('org-current-name')).toHaveText(org.name);
    await expect(guest.getByTestId('org-current-role')).toHaveText(t('organisation.role.finance'));

    // As finance the members page reads the members only: no role to change, no one to remove, no invitations, no log.
    await guest.goto('/myProfile/members');
    const mine = guest.getByTestId('members-table').locator('tr', { hasText: invitee.email });
    await expect(mine).toContainText(t('organisation.role.finance'));
    await expect(guest.getByTestId('member-you')).toBeVisible();
    await expect(guest.locator('[data-testid^="member-remove-"]')).toHaveCount(0);
    await expect(guest.locator('.member-role-select')).toHaveCount(0);
    await expect(guest.getByTestId('invite-card')).toHaveCount(0);
    await expect(guest.getByTestId('tab-audit')).toHaveCount(0);
    await look(guest, `organisations-members-finance-${lang}`, findings);

    // Staff quote one of the organisation's applications; the finance member accepts it with the organisation's
    // invoice profile, pays it from the unpaid records with a bank slip, and the records name them.
    const admin = await playwright.request.newContext({ baseURL });
    expect((await admin.post('/frontend/v1/login', { data: { username: 'admin', password: 'Admin@2026' } })).status()).toBe(200);
    const quote = await staffQuotation(owner, admin, '420.00');
    await admin.dispose();
    await guest.goto('/communication/paymentRecord/feeNotification');
    await guest.getByTestId(`quotation-open-${quote.id}`).click();
    const drawer = guest.getByTestId('quotation-drawer');
    await expect(drawer.getByTestId('quotation-total')).toContainText(formatMoney(quote.total, 'USD', lang));
    await expect(drawer.getByTestId('quotation-decided-by')).toHaveCount(0);
    await drawer.getByTestId('quotation-accept').click();
    await guest.getByTestId('quotation-accept-ok').click();
    await expect(drawer).toBeHidden();
    await expect(guest.getByTestId(`quotation-open-${quote.id}`).locator('xpath=ancestor::tr')).toContainText(t('money.quotationStatus.accepted'));
    await guest.goto('/communication/paymentRecord/unpaidRecordForm');
    await guest.getByTestId(`unpaid-select-${quote.applicationId}`).check();
    await guest.getByTestId('unpaid-pay').click();
    await expect(guest.getByTestId('remittance-form')).toBeVisible();
    await guest.locator('#rm-remitter').fill('Bright Star Electronics');
    await guest.locator('#rm-amount').fill(quote.total);
    await guest.locator('#rm-contact').fill(inviteeName);
    await guest.locator('#rm-phone').fill('+86-755-8888-1234');
    await guest.locator('input[type=file]').setInputFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: PNG });
    await expect(guest.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await guest.getByTestId('rm-submit').click();
    await expect(guest.getByTestId('remittance-detail')).toBeVisible();
    await expect(guest.getByTestId('remittance-status')).toContainText(t('money.remittanceStatus.submitted'));
    await expect(guest.getByTestId('remittance-created-by')).toHaveText(inviteeName);
    await expect(guest.getByTestId('remittance-detail')).toContainText(t('money.submittedBy'));
    await look(guest, `organisations-remittance-${lang}`, findings);
    // The tab acts in the organisation (sessionStorage): the phone view is this tab narrowed, not a new one.
    await guest.setViewportSize(PHONE);
    await look(guest, `organisations-remittance-${lang}-390`, findings);
    await guest.setViewportSize({ width: 1440, height: 900 });
    await guest.goto('/communication/paymentRecord/feeNotification');
    await guest.getByTestId(`quotation-open-${quote.id}`).click();
    await expect(drawer.getByTestId('quotation-decided-by')).toHaveText(inviteeName);
    await expect(drawer).toContainText(t('money.acceptedBy'));
    await look(guest, `organisations-quotation-decided-${lang}`, findings);
    await guest.goto(HOME_PATH);
    await expect(guest.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });

    // The switcher: to the invitee's own organisation and back, remembered for the tab.
    const mineList = await api<{ current: number; items: { id: number; name: string; own: boolean }[] }>(guest, '/organisations');
    expect(mineList.items).toHaveLength(2);
    const own = mineList.items.find((o) => o.own)!;
    await guest.getByTestId('org-switch').click();
    await Promise.all([guest.waitForEvent('load'), guest.getByTestId(`org-switch-${own.id}`).click()]);
    await expect(guest).toHaveURL(new RegExp(`${HOME_PATH}$`));
    await expect(guest.getByTestId('org-current-name')).toHaveText(own.name);
    await expect(guest.getByTestId('org-current-role')).toHaveText(t('organisation.role.owner'));
    expect(await guest.evaluate((k) => sessionStorage.getItem(k), ORG_KEY)).toBe(String(own.id));
    await guest.getByTestId('org-switch').click();
    await look(guest, `organisations-switcher-${lang}`, findings);
    await Promise.all([guest.waitForEvent('load'), guest.getByTestId(`org-switch-${org.id}`).click()]);
    await expect(guest.getByTestId('org-current-name')).toHaveText(org.name);
    // On a phone the switcher fits the header (its icon); its menu names the other organisation. A new tab has chosen
    // nothing: it acts in the person's own organisation (and asks once for its profile).
    const phone = await phoneLook(browser, locale, guest, HOME_PATH, 'workbench', `organisations-header-${lang}-390`, findings, true);
    const header = await phone.page.locator('.app-header').boundingBox();
    const switcher = await phone.page.getByTestId('org-switch').boundingBox();
    expect(switcher && header && switcher.x >= 0 && switcher.x + switcher.width <= PHONE.width).toBe(true);
    await phone.page.getByTestId('org-switch').click();
    await expect(phone.page.getByTestId(`org-switch-${org.id}`)).toBeVisible();
    await look(phone.page, `organisations-switcher-${lang}-390`, findings);
    await phone.context.close();

    // The owner sees the new member and the log, and exports it.
    await owner.reload();
    const row = owner.getByTestId('members-table').locator('tr', { hasText: invitee.email });
    await expect(row).toBeVisible();
    await expect(owner.getByTestId('invitations-table').locator('tr', { hasText: invitee.email })).toHaveCount(0);
    await owner.getByTestId('tab-audit').click();
    await expect(owner.getByTestId('audit-table').locator('tbody tr').first()).toBeVisible();
    await look(owner, `organisations-audit-${lang}`, findings);
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId('audit-export').click()]);
    expect(download.suggestedFilename()).toBe('organisation-audit.csv');
    const phoneOwner = await phoneLook(browser, locale, owner, '/myProfile/members', 'members-page', `organisations-members-${lang}-390`, findings);
    await phoneOwner.context.close();

    // The owner removes the member; the tab still naming the organisation is refused, forgets it and reloads once in
    // the member's own organisation, where the switcher no longer shows.
    await owner.getByTestId('tab-members').click();
    const memberId = (await api<{ members: { user_id: number; email: string | null }[] }>(owner, '/organisations/current/members')).members.find(
      (m) => m.email === invitee.email,
    )!.user_id;
    await owner.getByTestId(`member-remove-${memberId}`).click();
    await owner.getByTestId(`member-remove-confirm-${memberId}`).click();
    await expect(owner.getByTestId('members-table').locator('tr', { hasText: invitee.email })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => guest.evaluate((k) => sessionStorage.getItem(k) ?? '', ORG_KEY)).toBe('');
    await expect(guest.getByTestId('org-switch')).toHaveCount(0);

    expect(findings, describeFindings(findings)).toEqual([]);
    await owner.context().close();
    await guest.context().close();
  });
