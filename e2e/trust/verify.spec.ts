import { expect, request, test, type Page } from '@playwright/test';
import { formatDate, translate } from '@tic/shared';
import { artifact, signIn, switchLanguage } from '../support/session.js';

/**
 * Issue 15: a border officer opens /verify from a certificate's QR URL (no session), staff suspend the
 * certificate, the page then says "suspended"; the customer creates an API token and lists applications with it.
 */
const CERT_APP = 'Floodlights to Nairobi';
const status = (page: Page) => page.getByTestId('verify-status');

test('verify a demo certificate from its QR URL, see it suspended, and use an API token', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await signIn(page);

  // The holder's certificate page shows the verification code, linked to the same URL the PDF's QR code carries.
  const certs = (await (await page.request.get('/frontend/v1/certs?per_page=50')).json()).data.data as { id: number; title: string; cert_no: string }[];
  const cert = certs.find((c) => c.title === CERT_APP)!;
  await page.goto(`/customsClearance/myCertificate/${cert.id}`);
  const codeLink = page.getByTestId('cert-verify-code');
  await expect(codeLink).toBeVisible();
  const qrUrl = (await codeLink.getAttribute('href'))!;
  expect(qrUrl).toMatch(/^\/verify\?no=.+&code=[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await page.screenshot({ path: artifact('trust-cert-detail-zh_CN'), fullPage: true });

  // Nobody signed in: the QR URL opens the check filled in, and it answers valid.
  const officer = await browser.newContext({ locale: 'zh-CN' });
  const pub = await officer.newPage();
  await pub.goto(qrUrl);
  await expect(status(pub)).toHaveAttribute('data-status', 'valid');
  await expect(pub.getByTestId('verify-details')).toContainText(cert.cert_no);
  await expect(pub.getByTestId('verify-details')).not.toContainText('@');
  await pub.screenshot({ path: artifact('trust-verify-valid-zh_CN'), fullPage: true });

  // A wrong code: the same "not found" as an unknown number.
  await pub.getByTestId('verify-code').fill('AAAA-BBBB-CCCC');
  await pub.getByTestId('verify-submit').click();
  await expect(pub.getByTestId('verify-not-found')).toBeVisible();

  // Staff suspend it through the API.
  const staff = await request.newContext({ baseURL });
  expect((await staff.post('/frontend/v1/login', { data: { username: 'admin', password: 'Admin@2026' } })).ok()).toBe(true);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const suspended = await staff.post(`/frontend/v1/staff/cert/${cert.id}/suspend`, { data: { until, reason: 'Factory audit pending' } });
  expect(suspended.ok(), await suspended.text()).toBe(true);

  // The page (reloaded from the QR URL) now says suspended, until the date; in the three languages and on a phone.
  await pub.goto(qrUrl);
  await expect(status(pub)).toHaveAttribute('data-status', 'suspended');
  // Until the date as the reader's language writes it (never the ISO date, which Arabic draws reversed).
  await expect(status(pub)).toContainText(translate('zh_CN', 'trust.verify.until', { date: until }));
  await expect(status(pub)).not.toContainText(until);
  await expect(status(pub)).toContainText('已暂停');
  await pub.screenshot({ path: artifact('trust-verify-suspended-zh_CN'), fullPage: true });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(pub, lang);
    await expect(status(pub)).toHaveAttribute('data-status', 'suspended');
    await expect(status(pub)).toContainText(lang === 'en' ? 'Suspended' : 'معلّقة');
    await expect(status(pub)).toContainText(formatDate(lang, until));
    await pub.screenshot({ path: artifact(`trust-verify-suspended-${lang}`), fullPage: true });
    await pub.setViewportSize({ width: 390, height: 844 });
    await pub.screenshot({ path: artifact(`trust-verify-suspended-${lang}-390`), fullPage: true });
    await pub.setViewportSize({ width: 1440, height: 900 });
  }
  await officer.close();

  // The holder sees it too, since when, in the list and the detail.
  await page.goto(`/customsClearance/myCertificate/${cert.id}`);
  // A busy machine may take a while to load the lazy page.
  await expect(page.getByTestId('cert-status')).toHaveAttribute('data-status', 'suspended', { timeout: 30_000 });
  await expect(page.getByTestId('cert-status')).toContainText(translate('zh_CN', 'trust.verify.until', { date: until }));
  await expect(page.getByTestId('cert-status')).not.toContainText(until);

  // The login page links the check.
  const anon = await browser.newContext();
  const login = await anon.newPage();
  await login.goto('/login');
  await login.getByTestId('login-verify').click();
  await expect(login).toHaveURL(/\/verify$/);
  await anon.close();

  // An API token from the profile page lists the customer's applications on /backend/v1.
  await page.goto('/myProfile');
  await page.getByTestId('token-name').fill('ERP integration');
  await page.getByTestId('token-create').click();
  const tokenText = (await page.getByTestId('token-value').innerText()).trim();
  expect(tokenText).toMatch(/^tic_pat_/);
  await page.getByTestId('access-tokens').screenshot({ path: artifact('trust-tokens-zh_CN') });
  const erp = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${tokenText}` } });
  const apps = await erp.get('/backend/v1/kenya/rfc/list');
  expect(apps.status()).toBe(200);
  expect((await apps.json()).data.total).toBeGreaterThan(0);
  expect((await erp.post('/backend/v1/kenya/create', { data: { application_type: 'kenya_pvoc', title: 'ERP draft' } })).status()).toBe(403);

  // Leave the demo certificate as it was.
  expect((await staff.post(`/frontend/v1/staff/cert/${cert.id}/reinstate`, { data: {} })).ok()).toBe(true);
  await staff.dispose();
  await erp.dispose();
});
