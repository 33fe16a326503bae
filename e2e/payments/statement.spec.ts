/**
 * Issue 28, the customer's statement: My remittance records > Statement shows the opening balance, the movements
 * with their running balance and the closing balance of the chosen currency and period, and downloads the same as
 * PDF and Excel; in zh_CN, en and ar, at 1440 and 390 px (the table scrolls inside its card, nothing is wider than
 * the screen), with no serious axe finding.
 */
import { translate, type Locale } from '@tic/shared';
import { expect as baseExpect, test } from '@playwright/test';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { expectFitsScreen } from '../support/layout.js';
import { artifact, signIn, switchLanguage } from '../support/session.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const PAGE = '/communication/paymentRecord/myRemittanceRecord?tab=statement';

test('the statement on screen, as PDF and Excel, in three languages at 1440 and 390 px', async ({ page }) => {
  await signIn(page);
  const api = await page.request.get('/frontend/v1/payment/statement?currency=USD');
  expect(api.ok()).toBe(true);
  const s = (await api.json()).data as { rows: { reference: string }[]; closing: string; currency: string };
  expect(s.rows.length).toBeGreaterThan(0);
  // The screen asks for one page of rows (the spec's current_page and per_page; 50 a page).
  const paged = page.waitForRequest((r) => r.url().includes('/payment/statement?') && r.url().includes('current_page=1') && r.url().includes('per_page=50'));
  await page.goto(PAGE);
  await paged;
  const findings: AxeFinding[] = [];
  for (const lang of ['zh_CN', 'en', 'ar'] as Locale[]) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    const t = (k: string) => translate(lang, k);
    const statement = page.getByTestId('statement');
    await expect(statement).toBeVisible();
    await expect(statement.getByRole('columnheader', { name: t('statement.balance') })).toBeVisible();
    await expect(statement.getByText(s.rows[0]!.reference).first()).toBeVisible();
    await expect(page.getByTestId('statement-balances')).toContainText(t('statement.closing'));
    const pdf = await page.getByTestId('statement-pdf').getAttribute('href');
    const excel = await page.getByTestId('statement-excel').getAttribute('href');
    expect(pdf).toContain(`lang=${lang}`);
    const file = await page.request.get(excel!);
    expect(file.headers()['content-type']).toContain('spreadsheetml');
    expect((await page.request.get(pdf!)).headers()['content-type']).toBe('application/pdf');
    findings.push(...(await seriousViolations(page, `statement ${lang} 1440`)));
    await page.screenshot({ path: artifact(`statement-${lang}-1440`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsScreen(page, `statement ${lang} 390`);
    await expect(statement.getByText(s.rows[0]!.reference).first()).toBeAttached();
    findings.push(...(await seriousViolations(page, `statement ${lang} 390`)));
    await page.screenshot({ path: artifact(`statement-${lang}-390`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  expect(findings, describeFindings(findings)).toEqual([]);
});
