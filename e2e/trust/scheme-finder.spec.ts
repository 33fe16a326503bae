import { expect, test } from '@playwright/test';
import { translate, type Locale } from '@tic/shared';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, DEMO } from '../support/session.js';
import { LANGS } from '../support/languages.js';

/**
 * Issue 32: somebody without a session asks which scheme applies to LED lamps (HS 8539.52) going to Kenya, reads the
 * documents, the fee and when one submitted today is expected (the shared prediction, from the demo history), and
 * starts an application: the sign-in comes first, then a new draft of Kenya PVoC opens with the HS code filled in,
 * and saving it makes the draft. Three languages, 1440 px and 390 px, axe clean.
 */
const PHONE = { width: 390, height: 844 };
type Prediction = { p50: string; p90: string; sample: number } | { insufficient: true; sample: number };
test.use({ actionTimeout: 30_000 });

/** The sentence the page should show, its dates ({{p50Date}}, {{p90Date}}) written in the page's language by the shared formatDate. */
function expectedLine(lang: Locale, p: Prediction) {
  if ('insufficient' in p) return translate(lang, 'prediction.insufficient');
  return translate(lang, 'prediction.ifSubmittedToday', { p50: p.p50, p90: p.p90 });
}

for (const { lang, locale } of LANGS)
  test(`scheme finder: an HS code and a destination, then a draft (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const findings: AxeFinding[] = [];
    const page = await (await browser.newContext({ locale })).newPage();
    await page.goto('/schemeFinder');
    // Coffee to Nigeria: no scheme of ours covers the chapter (SONCAP leaves food to NAFDAC), said plainly.
    await page.getByTestId('finder-hs').fill('0901');
    await page.getByTestId('finder-destination').click();
    await page.keyboard.type('NG');
    await page.keyboard.press('Enter');
    await page.getByTestId('finder-submit').click();
    await expect(page.getByTestId('finder-error')).toBeVisible();
    await expect(page.getByTestId('finder-match')).toHaveCount(0);

    await page.getByTestId('finder-hs').fill('8539.52');
    await page.getByTestId('finder-destination').click();
    await page.keyboard.type('KE');
    await page.keyboard.press('Enter');
    await page.getByTestId('finder-submit').click();
    const match = page.locator('[data-testid="finder-match"][data-type="kenya_pvoc"]');
    await expect(match).toBeVisible();
    await expect(match.getByTestId('finder-quote')).toContainText('0.5');
    // The predicted time of one submitted today, from the demo history of Kenya PVoC (28 issued): dates, not "not enough".
    const answer = await page.request.get('/frontend/v1/public/scheme-finder?hs=8539.52&destination=KE');
    const predicted = ((await answer.json()).data.matches as { type: string; prediction: Prediction }[]).find((m) => m.type === 'kenya_pvoc')!.prediction;
    expect(predicted).toMatchObject({ p50: expect.any(String), p90: expect.any(String) });
    await expect(match.getByTestId('prediction-line')).toContainText(expectedLine(lang, predicted));
    await page.screenshot({ path: artifact(`finder-${lang}`), fullPage: true });
    findings.push(...(await seriousViolations(page, `finder ${lang}`)));
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: artifact(`finder-${lang}-390`), fullPage: true });
    findings.push(...(await seriousViolations(page, `finder ${lang} 390`)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Start application: signed out, so the sign-in first, then the new draft of that type with the HS code.
    await match.getByTestId('finder-start').click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.locator('#username').fill(DEMO.username);
    await page.locator('#password').fill(DEMO.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/applicationForm\/myApplicationForm\?.*type=kenya_pvoc/, { timeout: 30_000 });
    await expect(page.locator('#products-0-hs_code')).toHaveValue('853952', { timeout: 30_000 });
    await page.getByTestId('save-draft').click();
    await expect(page).toHaveURL(/\/applicationForm\/myApplicationForm\/\d+/, { timeout: 30_000 });
    const id = Number(/myApplicationForm\/(\d+)/.exec(page.url())![1]);
    const detail = (await (await page.request.get(`/frontend/v1/rfc/detail/${id}`)).json()).data as {
      application_type: string;
      status: string;
      data: { products?: { hs_code?: string }[] };
    };
    expect(detail).toMatchObject({ application_type: 'kenya_pvoc', status: 'draft' });
    expect(detail.data.products?.[0]?.hs_code).toBe('853952');
    await page.context().close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
