import { expect, test, type Browser, type Page } from '@playwright/test';
import { HOME_PATH, translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, signIn } from '../support/session.js';
import { LANGS } from '../support/languages.js';

/**
 * Issue 31: the organisation's document vault. The owner adds a business licence with its file, sees it expiring,
 * replaces the file with a new version (the first stays in the history) and archives it; in three languages, at
 * 1440 px and 390 px, axe clean.
 */
const PHONE = { width: 390, height: 844 };
test.use({ actionTimeout: 30_000 });
const PDF = (n: number) => ({
  name: `licence-${n}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% version ${n}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});
const day = (offset: number) => new Date(Date.parse(new Date().toISOString().slice(0, 10)) + offset * 86_400_000).toISOString().slice(0, 10);

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).click();
}

async function phoneLook(browser: Browser, locale: string, from: Page, name: string, findings: AxeFinding[]) {
  const context = await browser.newContext({ locale, viewport: PHONE, storageState: await from.context().storageState() });
  const page = await context.newPage();
  await page.goto('/myProfile/documents');
  await expect(page.getByTestId('vault-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-testid^="vault-expiry-xs-"]').first()).toBeVisible();
  await look(page, name, findings);
  // The add drawer of a test report on the phone: its brands and factories under the models.
  await page.getByTestId('vault-add').click();
  await pick(page, 'vault-kind', translate(locale === 'ar-SA' ? 'ar' : locale === 'en-GB' ? 'en' : 'zh_CN', 'vault.kind.test_report'));
  await expect(page.getByTestId('vault-factories')).toBeVisible();
  await look(page, `${name}-report`, findings);
  await context.close();
}

for (const { lang, locale } of LANGS)
  test(`the owner keeps a business licence in the vault: expiring, replaced, archived (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const t = (key: string, params?: Record<string, string | number>) => translate(lang as Locale, key, params);
    const findings: AxeFinding[] = [];
    const number = `91440300VT${Date.now().toString(36).toUpperCase().slice(-6)}${lang.slice(0, 2).toUpperCase()}`;

    const page = await (await browser.newContext({ locale, viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page);
    await page.goto(HOME_PATH);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-documents').click();
    await expect(page.getByTestId('vault-table')).toBeVisible({ timeout: 30_000 });

    // A business licence valid for 20 more days, with its file.
    await page.getByTestId('vault-add').click();
    await page.getByTestId('vault-issuer').fill('Shenzhen Administration for Market Regulation');
    await page.getByTestId('vault-number').fill(number);
    await page.getByTestId('vault-valid-from').fill(day(-345));
    await page.getByTestId('vault-valid-until').fill(day(20));
    await page.getByTestId('vault-covers').fill('LED panel 60x60\nLED tube T8');
    await page.locator('[data-testid="vault-form"] input[type=file]').setInputFiles(PDF(1));
    await expect(page.getByTestId('vault-save')).toBeEnabled();
    await look(page, `vault-add-${lang}`, findings);
    // A test report names its brands and factories as well (what the consistency check compares); a licence does not.
    await expect(page.getByTestId('vault-brands')).toBeHidden();
    await pick(page, 'vault-kind', t('vault.kind.test_report'));
    await expect(page.getByTestId('vault-brands')).toBeVisible();
    await expect(page.getByTestId('vault-factories')).toBeVisible();
    await look(page, `vault-add-report-${lang}`, findings);
    await pick(page, 'vault-kind', t('vault.kind.business_licence'));
    await page.getByTestId('vault-save').click();
    const row = page.getByTestId('vault-table').locator('tr', { hasText: number });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t('vault.expiry.expiring', { days: 20 }));

    // The expiring filter finds it.
    await pick(page, 'vault-filter-view', t('vault.filter.expiring', { days: 90 }));
    await expect(row).toBeVisible();
    await look(page, `vault-list-${lang}`, findings);

    // A new file: version 2 is current, version 1 stays in the history.
    await row.locator('[data-testid^="vault-versions-"]').click();
    await page.locator('[data-testid="vault-replace"] input[type=file]').setInputFiles(PDF(2));
    await expect(page.getByTestId('vault-version-save')).toBeEnabled();
    await page.getByTestId('vault-version-save').click();
    await expect(page.getByTestId('vault-version-2')).toContainText('licence-2.pdf');
    await expect(page.getByTestId('vault-version-1')).toContainText('licence-1.pdf');
    await look(page, `vault-versions-${lang}`, findings);
    await page.keyboard.press('Escape');

    await phoneLook(browser, locale, page, `vault-list-${lang}-390`, findings);

    // Archived: gone from the current documents, listed among the archived.
    await row.locator('[data-testid^="vault-archive-"]').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(row).toHaveCount(0);
    await pick(page, 'vault-filter-view', t('vault.filter.archived'));
    await expect(page.getByTestId('vault-table').locator('tr', { hasText: number })).toBeVisible();

    expect(findings, describeFindings(findings)).toEqual([]);
    await page.context().close();
  });
