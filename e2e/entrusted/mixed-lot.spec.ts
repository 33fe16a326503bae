import { expect, test } from '@playwright/test';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { expectFitsScreen } from '../support/layout.js';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { choose, fill } from '../customs/support.js';

const CHOOSER = '/entrustedInspection/myApplication/fillInApplication';
const UNIT = {
  zh_CN: { pcs: '件', kg: '千克', cartons: '箱' },
  en: { pcs: 'Pieces', kg: 'Kilograms', cartons: 'Cartons' },
  ar: { pcs: 'قطع', kg: 'كيلوغرام', cartons: 'كراتين' },
} as const;

/**
 * Pieces and kilograms do not add up (issue 29): a booking whose PO lines mix units asks for the lot's unit and size,
 * and the sampling plan is drawn from that lot, not from the summed quantities. Three languages, desktop and phone.
 */
for (const lang of ['zh_CN', 'en', 'ar'] as const) {
  test(`a booking with PO lines in pieces and in kilograms asks for the lot (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await page.goto(CHOOSER);
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    await page.getByTestId('choose-type-insp_pre_shipment').click();
    await expect(page.getByTestId('application-form')).toBeVisible();
    const findings: AxeFinding[] = [];
    await fill(page, 'po_lines-0-quantity', '3000');
    await choose(page, 'po_lines-0-unit', UNIT[lang].pcs);
    await expect(page.getByTestId('aql-letter')).toHaveText('K');
    // Neither field is asked while every line is in pieces.
    await expect(page.locator('#requirements-lot_size')).toHaveCount(0);

    await page.getByTestId('po_lines-add').click();
    await fill(page, 'po_lines-1-quantity', '200');
    await choose(page, 'po_lines-1-unit', UNIT[lang].kg);
    // Mixed: no plan until the lot is named, and the lot's unit and size are asked.
    await expect(page.getByTestId('aql-plan-empty')).toBeVisible();
    await expect(page.locator('#requirements-lot_size')).toBeVisible();
    await expect(page.locator('label[for="requirements-lot_size"]')).toHaveClass(/ant-form-item-required/);
    await choose(page, 'requirements-lot_unit', UNIT[lang].cartons);
    await fill(page, 'requirements-lot_size', '400');
    await expect(page.getByTestId('aql-lot')).toHaveText('400');
    await expect(page.getByTestId('aql-letter')).toHaveText('H');
    await expect(page.getByTestId('aql-sample')).toHaveText('50');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.locator('#requirements-lot_size').scrollIntoViewIfNeeded();
      if (width === 390) await expectFitsScreen(page, `entrusted form with a mixed lot ${lang}`);
      findings.push(...(await seriousViolations(page, `entrusted form with a mixed lot ${lang} ${width}`)));
      await page.screenshot({ path: artifact(`entrusted-mixed-lot-${lang}-${width}`) });
    }
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}
