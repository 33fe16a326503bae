import { expect, test } from '@playwright/test';
import { translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, signIn } from '../support/session.js';
import { completeForm, createDraft, fill, FORM, stamp } from './support.js';

// Issue 31: the consistency check as the customer types. Each language at one width (Arabic on a phone, English on
// a desktop, Chinese on a desktop); the journey is the same.
const LANGS = [
  { lang: 'zh_CN', locale: 'zh-CN', viewport: { width: 1440, height: 900 } },
  { lang: 'en', locale: 'en-GB', viewport: { width: 1440, height: 900 } },
  { lang: 'ar', locale: 'ar-SA', viewport: { width: 390, height: 844 } },
] as const;
test.use({ actionTimeout: 30_000 });

for (const { lang, locale, viewport } of LANGS)
  test(`an invoice total that is not the product lines is flagged as typed, its link goes to the field, fixed it submits (${lang}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string) => translate(lang as Locale, key);
    const findings: AxeFinding[] = [];
    const page = await (await browser.newContext({ locale, viewport })).newPage();
    await signIn(page);
    // A complete draft whose one invoice says 13,000 while its product line is 1000 × 12.5 = 12,500.
    const body = completeForm(`Consistency ${lang} ${stamp()}`);
    body.invoices[0]!.amount = 13000;
    const draft = await createDraft(page.request, body);
    await page.goto(`${FORM}/${draft.id}`);

    // The panel lists the mismatch as blocking, naming both fields; the HS code only warns (Kenya wants 8 digits).
    const panel = page.getByTestId('consistency-panel');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    const total = panel.locator('[data-testid="consistency-finding"][data-rule="invoice.total"]');
    await expect(total).toHaveAttribute('data-severity', 'block');
    await expect(total).toContainText(t('consistency.panel.block'));
    await expect(total).toContainText('13000.00');
    await expect(total).toContainText('12500.00');
    await expect(panel.locator('[data-testid="consistency-finding"][data-rule="hs.length"]')).toHaveAttribute('data-severity', 'warn');
    await animationsDone(page);
    await page.screenshot({ path: artifact(`customs-consistency-${lang}-${viewport.width}`), fullPage: true });
    await panel.screenshot({ path: artifact(`customs-consistency-panel-${lang}-${viewport.width}`) });
    findings.push(...(await seriousViolations(page, `consistency-${lang}-${viewport.width}`)));

    // Submitting now is stopped in the browser: the blocking finding is named, nothing is sent.
    await page.getByTestId('submit-application').click();
    await expect(page.locator('.ant-message')).toContainText(t('consistency.panel.submitBlocked'));
    await expect(page.getByTestId('submit-success')).toHaveCount(0);

    // The link goes to the invoice amount (scrolled to and focused); the other link to the product line's price.
    await total.locator('[data-testid="consistency-link"][data-path="products.0.unit_price"]').click();
    await expect(page.locator('#products-0-unit_price')).toBeFocused();
    await total.locator('[data-testid="consistency-link"][data-path="invoices.0.amount"]').click();
    const amount = page.locator('#invoices-0-amount');
    await expect(amount).toBeFocused();
    await expect(amount).toBeInViewport();

    // Corrected, the blocking finding goes; the warning stays and does not stop the submission.
    await fill(page, 'invoices-0-amount', '12500');
    await expect(total).toHaveCount(0);
    await expect(panel).toHaveAttribute('data-blocks', '0');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });
    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });
    // The warning it went through with is listed on the success page, worded in the customer's language, and on the
    // application's page the success page leads to.
    const warned = page.getByTestId('submitted-warnings');
    await expect(warned).toContainText(t('consistency.submitted.title'));
    await expect(warned.locator('[data-testid="submitted-warning"][data-rule="hs.length"]')).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: artifact(`customs-consistency-submitted-${lang}-${viewport.width}`), fullPage: true });
    findings.push(...(await seriousViolations(page, `consistency-submitted-${lang}-${viewport.width}`)));
    await page.getByTestId('success-view').click();
    await expect(page.getByTestId('submitted-warnings').locator('[data-rule="hs.length"]')).toBeVisible();
    await page.context().close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
