import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session.js';
import { FORM } from '../customs/support.js';

test('in the Arabic layout a Latin title, company name and address keep their order; an Arabic one reads right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  await loginAs(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
  const latin = {
    title: 'Solar lamps, batch 2.',
    'parties-importer-company_name': 'Acme Co., Ltd.',
    'parties-importer-address': '88 Keji Road, Nanshan.',
  };
  for (const [id, value] of Object.entries(latin)) {
    const field = page.locator(`#${id}`);
    await field.fill(value);
    // Laid out left to right (as dir="auto" decides from the text): the full stop stays at the end, the number at the start.
    expect(await field.evaluate((el) => el.matches(':dir(ltr)')), id).toBe(true);
  }
  await page.keyboard.press('Escape');
  await page.locator('#title').fill('مصابيح شمسية');
  expect(await page.locator('#title').evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
  await context.close();
});
