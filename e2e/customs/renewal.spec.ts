import { expect, request, test, type Page } from '@playwright/test';
import { formatDate, HOME_PATH, translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { ADMIN, artifact, signIn } from '../support/session.js';
import { LANGS } from '../support/languages.js';

const PHONE = { width: 390, height: 844 };
// The demo seed's Kenya registration (Route B, 1 year) issued eleven months and a half ago: it expires within 30 days.
const EXPIRING_APP = 'Floodlights to Nairobi';
test.use({ actionTimeout: 30_000 });

interface Envelope<T> {
  data: T;
}
const api = async <T>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(`/frontend/v1${path}`);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
};

/** Staff run the morning's expiry reminders now (demo mode route; each reminder still sent once). */
async function runReminders(baseURL: string) {
  const staff = await request.newContext({ baseURL });
  try {
    expect((await staff.post('/frontend/v1/login', { data: ADMIN })).ok()).toBe(true);
    const res = await staff.post('/frontend/v1/demo/renewals/remind');
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await staff.dispose();
  }
}

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

for (const { lang, locale } of LANGS)
  test(`the demo customer renews an expiring certificate from its reminder notice (${lang})`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const t = (key: string, params?: Record<string, string>) => translate(lang as Locale, key, params);
    const findings: AxeFinding[] = [];
    await runReminders(baseURL!);

    const page = await (await browser.newContext({ locale })).newPage();
    await signIn(page);
    await page.goto(HOME_PATH);
    await expect(page.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
    // The browser's language is the portal's.
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh_CN' ? 'zh-CN' : lang);

    // The reminder of the expiring certificate, among the customer's notices; it links to the renewal.
    const certs = await api<{ data: { id: number; cert_no: string }[] }>(page, `/certs?keywords=${encodeURIComponent(EXPIRING_APP)}`);
    const cert = certs.data[0]!;
    const notices = (await api<{ data: { batch_code: string; target: { type: string; ref: string | null } | null }[] }>(page, '/corner/notify?per_page=100'))
      .data;
    const reminder = notices.find((n) => n.target?.type === 'renewal' && n.target.ref === cert.cert_no);
    expect(reminder, JSON.stringify(notices.slice(0, 5))).toBeTruthy();
    await page.goto(`/messageDetails?id=${reminder!.batch_code}`);
    const link = page.getByTestId('notice-target');
    await expect(link).toContainText(cert.cert_no);
    // The expiry date as the reader's language writes it ("14 ديسمبر 2026", "2026年12月14日"), never a bare ISO date
    // (which an Arabic sentence shows reversed, "14-12-2026").
    const expiry = (await api<{ expiry_date: string }>(page, `/cert/info/${cert.id}`)).expiry_date;
    await expect(page.getByTestId('message-details')).toContainText(formatDate(lang as Locale, expiry));
    await expect(page.getByTestId('notice-content')).not.toContainText(expiry);
    await look(page, `renewal-notice-${lang}`, findings);
    await link.click();

    // The certificate's page: it expires soon, and Renew is the follow-on stressed.
    await expect(page).toHaveURL(new RegExp(`myCertificate/${cert.id}\\?follow=renew$`));
    await expect(page.getByTestId('cert-expiring')).toHaveText(t('renewals.expiresOn', { date: expiry }));
    const renew = page.getByTestId('follow-on-renew');
    await expect(renew).toHaveText(new RegExp(t('renewals.action.renew').split('').join('\\s*')));
    await expect(renew).toHaveClass(/ant-btn-primary/);
    await look(page, `renewal-certificate-${lang}`, findings);

    // A double click makes one draft, and opens its form with the origin, what was copied and what must be new.
    const drafts = async () => (await api<{ total: number }>(page, '/kenya/rfc/draft?per_page=1')).total;
    const before = await drafts();
    await renew.dblclick();
    await expect(page).toHaveURL(/myApplicationForm\/\d+$/);
    const draftUrl = page.url();
    const draftId = Number(draftUrl.split('/').pop());
    const banner = page.getByTestId('origin-banner');
    await expect(banner).toContainText(cert.cert_no);
    await expect(banner).toHaveAttribute('data-kind', 'renew');
    await expect(page.getByTestId('origin-copied')).toContainText(t('applications.section.products'));
    await expect(page.getByTestId('origin-to-provide')).toContainText(t('renewals.title_field'));
    await expect(page.getByTestId('application-form')).toBeVisible();
    expect(await drafts()).toBe(before + 1);
    const detail = await api<{ origin: { certificate_id: number; kind: string }; data: { products: unknown[] } }>(page, `/rfc/detail/${draftId}`);
    expect(detail.origin).toMatchObject({ certificate_id: cert.id, kind: 'renew' });
    expect(detail.data.products.length).toBeGreaterThan(0);
    await look(page, `renewal-draft-${lang}`, findings);

    // On a phone: the banner and the certificate's follow-ons fit 390 px.
    const phone = await (await browser.newContext({ locale, viewport: PHONE, storageState: await page.context().storageState() })).newPage();
    await phone.goto(draftUrl);
    await expect(phone.getByTestId('origin-banner')).toBeVisible({ timeout: 30_000 });
    await look(phone, `renewal-draft-${lang}-390`, findings);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.goto(`/customsClearance/myCertificate/${cert.id}?follow=renew`);
    await expect(phone.getByTestId('cert-follow-ons')).toBeVisible({ timeout: 30_000 });
    await look(phone, `renewal-certificate-${lang}-390`, findings);
    await phone.context().close();

    // The draft goes, so that the next language (and the other journeys) start from the seed as it was.
    expect((await page.request.delete(`/frontend/v1/kenya/rfc/${draftId}`)).status()).toBe(200);
    await page.context().close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
