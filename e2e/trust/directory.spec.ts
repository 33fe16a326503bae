import { expect, test, type Page } from '@playwright/test';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { codeFromOutbox } from '../support/outbox.js';
import { artifact, signIn } from '../support/session.js';

/**
 * Issue 32: the holder lists a certificate in the public directory; somebody without an account finds it there by its
 * number, follows it by e-mail (the code read from the demo outbox), and the holder sees one more follower. Three
 * languages, at 1440 px and 390 px, axe clean.
 */
const LANGS = [
  { lang: 'zh_CN', locale: 'zh-CN', done: '已订阅' },
  { lang: 'en', locale: 'en-GB', done: 'Subscribed' },
  { lang: 'ar', locale: 'ar-SA', done: 'تم الاشتراك' },
] as const;
const PHONE = { width: 390, height: 844 };
test.use({ actionTimeout: 30_000 });

interface Cert {
  id: number;
  cert_no: string;
  status: string;
}
const api = async <T>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(`/frontend/v1${path}`);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

for (const [i, { lang, locale, done }] of LANGS.entries())
  test(`directory: list, find and follow a certificate (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const findings: AxeFinding[] = [];
    // The holder: a valid certificate of demo (one per language, so parallel runs do not share one), listed.
    const holder = await (await browser.newContext({ locale })).newPage();
    await signIn(holder);
    const certs = (await api<{ data: Cert[] }>(holder, '/certs?status=valid&per_page=50')).data;
    expect(certs.length).toBeGreaterThan(i);
    const cert = certs[i]!;
    await holder.goto(`/customsClearance/myCertificate/${cert.id}`);
    const toggle = holder.getByTestId('cert-directory-listed');
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const code = (await holder.getByTestId('cert-verify-code').innerText()).trim();
    const before = (await api<{ subscribers: number }>(holder, `/cert/${cert.id}/directory`)).subscribers;
    await holder.getByTestId('cert-directory').screenshot({ path: artifact(`directory-holder-${lang}`) });
    findings.push(...(await seriousViolations(holder, `holder certificate ${lang}`)));

    // Anyone, no account: the directory finds it by its number.
    const pub = await (await browser.newContext({ locale })).newPage();
    await pub.goto('/directory');
    // Too short a query: the server's message, nothing listed.
    await pub.getByTestId('directory-q').fill('ab');
    await pub.getByTestId('directory-search').click();
    await expect(pub.getByTestId('directory-error')).toBeVisible();
    await pub.getByTestId('directory-q').fill(cert.cert_no);
    await pub.getByTestId('directory-search').click();
    const card = pub.locator(`[data-testid="directory-result"][data-cert-no="${cert.cert_no}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('directory-status')).toHaveAttribute('data-status', 'valid');
    await expect(card).not.toContainText('@');
    await pub.screenshot({ path: artifact(`directory-search-${lang}`), fullPage: true });
    findings.push(...(await seriousViolations(pub, `directory ${lang}`)));

    // Follow it: number (filled in by "Follow"), the verification code, an address; the code from the e-mail.
    const email = `follow-${lang.toLowerCase()}-${Date.now()}@example.com`;
    await card.getByTestId('directory-follow').click();
    await expect(pub.getByTestId('sub-cert-no')).toHaveValue(cert.cert_no);
    await pub.getByTestId('sub-code').fill(code);
    await pub.getByTestId('sub-email').fill(email);
    await pub.getByTestId('sub-send').click();
    await expect(pub.getByTestId('sub-email-code')).toBeVisible();
    await pub.getByTestId('sub-email-code').fill(await codeFromOutbox(pub, email));
    await pub.getByTestId('sub-confirm').click();
    await expect(pub.getByTestId('sub-done')).toContainText(done);
    await pub.screenshot({ path: artifact(`directory-subscribed-${lang}`), fullPage: true });
    findings.push(...(await seriousViolations(pub, `subscribed ${lang}`)));

    // On a phone.
    await pub.setViewportSize(PHONE);
    await pub.goto(`/directory?q=${encodeURIComponent(cert.cert_no)}`);
    await expect(card).toBeVisible();
    await pub.screenshot({ path: artifact(`directory-search-${lang}-390`), fullPage: true });
    findings.push(...(await seriousViolations(pub, `directory ${lang} 390`)));
    expect(await pub.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The holder sees one more follower (how many, never who).
    expect((await api<{ subscribers: number }>(holder, `/cert/${cert.id}/directory`)).subscribers).toBe(before + 1);
    await holder.reload();
    await expect(holder.getByTestId('cert-directory-subscribers')).toBeVisible({ timeout: 30_000 });
    await holder.context().close();
    await pub.context().close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
