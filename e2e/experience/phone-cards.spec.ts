/**
 * Lists on a phone (issue 27): below 768 px each row of a list is a card showing every column (number, title,
 * status, money, actions) as "column: value" lines, with no sideways scroll; on a desktop the same list is a table
 * whose scroll box is a named, keyboard-focusable region.
 */
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { api, completeForm, future, stamp } from '../customs/support.js';
import { payFee, staffAs, type StaffSteps } from '../support/fees.js';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { expectFitsScreen } from '../support/layout.js';
import { describeFindings, seriousViolations } from '../support/axe.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const LIST = '/customsClearance/applicationForm/applicationList';

for (const { lang, locale } of [
  { lang: 'zh_CN', locale: 'zh-CN' },
  { lang: 'ar', locale: 'ar-SA' },
]) {
  test(`the application list is a stack of cards at 390 px (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(LIST);
    const row = page.locator('.cards-on-phone tr.ant-table-row').first();
    await expect(row).toBeVisible();
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    // Every cell of the card is on screen, with its column's name.
    const cells = row.locator('td.ant-table-cell');
    const n = await cells.count();
    expect(n).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < n; i++) {
      const b = await cells.nth(i).boundingBox();
      expect(b && b.x >= 0 && b.x + b.width <= 390 + 1, `cell ${i} on screen`).toBe(true);
    }
    await expect(row.locator('td[data-label]').first()).toHaveAttribute('data-label', /.+/);
    await expectFitsScreen(page, LIST);
    expect(describeFindings(await seriousViolations(page, `${LIST} at 390 px`))).toBe('');
    await page.screenshot({ path: artifact(`phone-cards-${lang}`) });
    await context.close();
  });
}

test('a table that stays a table is a named, focusable region', async ({ page }) => {
  await signIn(page);
  await page.goto('/publicFile');
  const box = page.locator('.ant-table-content, .ant-table-body').first();
  await expect(box).toHaveAttribute('tabindex', '0');
  await expect(box).toHaveAttribute('role', 'region');
  await expect(box).toHaveAttribute('aria-label', /.+/);
});

/** The demo customer's customs application, submitted and accepted by the acceptance officer. */
async function acceptedApplication(customer: APIRequestContext, officer: StaffSteps, title: string) {
  const body = completeForm(title);
  const d = await api<{ id: number; version: number }>(customer, 'POST', '/kenya/create?area=customsClearance', {
    application_type: body.application_type,
    title,
  });
  await api(
    customer,
    'POST',
    `/kenya/rfc/${d.id}/submit?area=customsClearance`,
    { ...body, version: d.version },
    { 'idempotency-key': `phone-cards-${title}` },
  );
  await officer(`/staff/rfc/${d.id}/accept`);
  return d.id;
}

test('the payment records and the messages are cards at 390 px too, in zh_CN, en and ar', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const staffContext = await playwright.request.newContext({ baseURL });
  const officer = await staffAs(staffContext, 'officer');
  const adminContext = await playwright.request.newContext({ baseURL });
  const admin = await staffAs(adminContext, 'admin', 'Admin@2026');
  // A paid fee (a quotation and a remittance) and an accepted, unpaid one.
  const paid = await acceptedApplication(page.request, officer, `Phone cards paid ${stamp()}`);
  await payFee(page.request, admin, {
    applicationId: paid,
    service: 'Inspection',
    amount: '800.00',
    remitter: '深圳市明星电子有限公司',
    phone: '+86-755-8888',
    label: `cards-${stamp()}`,
  });
  const unpaid = await acceptedApplication(page.request, officer, `Phone cards unpaid ${stamp()}`);
  const q = (await admin('/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ application_id: unpaid, service: 'Inspection', quantity: '1', unit_price: '900.00' }],
  })) as { id: number };
  const profile = await api<{ id: number }>(page.request, 'GET', '/invoice-info/default');
  await api(page.request, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profile.id });

  const pages = [
    ['messages', '/messageList'],
    ['remittances', '/customsClearance/paymentRecord/myRemittanceRecord'],
    ['quotations', '/customsClearance/paymentRecord/feeNotification'],
    ['unpaid', '/customsClearance/paymentRecord/unpaidRecordForm'],
  ] as const;
  await page.goto('/messageList');
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    // The demo customer reads Chinese: switching to it again would wait for a reload that never comes.
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const [name, path] of pages) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const row = page.locator('.cards-on-phone tr.ant-table-row').first();
      await expect(row).toBeVisible();
      await page.screenshot({ path: artifact(`phone-cards-${name}-${lang}-1440`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
      const cells = row.locator('td.ant-table-cell');
      const n = await cells.count();
      expect(n, `${path}: cells`).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < n; i++) {
        const b = await cells.nth(i).boundingBox();
        expect(b && b.x >= 0 && b.x + b.width <= 390 + 1, `${path}: cell ${i} on screen`).toBe(true);
      }
      await expect(row.locator('td[data-label]').first()).toHaveAttribute('data-label', /.+/);
      await expectFitsScreen(page, path);
      expect(describeFindings(await seriousViolations(page, `${path} at 390 px (${lang})`))).toBe('');
      await page.screenshot({ path: artifact(`phone-cards-${name}-${lang}-390`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchLanguage(page, 'zh_CN');
  await staffContext.dispose();
  await adminContext.dispose();
});
