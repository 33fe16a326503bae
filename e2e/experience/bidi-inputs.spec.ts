/**
 * Arabic forms keep Latin data in order (issue 27): every text field, the Select searches and the dialogs' inputs
 * take their direction from what is typed (one mechanism, lib/autoDirection.ts), so "88 Keji Road, Nanshan,
 * Shenzhen" keeps its number at its start while typing and once filled; an Arabic text stays right to left.
 */
import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { artifact, signIn } from '../support/session.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const ADDRESS = '88 Keji Road, Nanshan, Shenzhen';
const BOOKING = '/entrustedInspection/myApplication/fillInApplication/entrustedForm?type=insp_pre_shipment';

const direction = (field: Locator) => field.evaluate((el) => (el.matches(':dir(ltr)') ? 'ltr' : 'rtl'));

test('Latin addresses, names and searches typed into Arabic forms keep their order', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-SA', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(BOOKING);
  await expect(page.getByTestId('application-form')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Typed key by key (not filled): the direction follows from the first letter on.
  const fields = ['parties-client-address', 'parties-client-company_name', 'booking-contact_name', 'po_lines-0-description'];
  for (const id of fields) {
    const field = page.locator(`#${id}`);
    // A new form starts from the customer's last-used parties (GET /default): another journey's booking may have set them.
    await field.clear();
    await field.pressSequentially(ADDRESS);
    expect(await field.getAttribute('dir'), id).toBe('auto');
    expect(await direction(field), id).toBe('ltr');
    await expect(field).toHaveValue(ADDRESS);
  }
  // The start of a long Latin value is what shows (it was clipped: "enzhen Bright Star...").
  const company = page.locator('#parties-client-company_name');
  await company.fill('Shenzhen Bright Star Electronic Technology Company Limited, Nanshan District Branch');
  await company.blur();
  // Laid out left to right (antd's RTL class no longer outweighs the content's direction) and scrolled to its start.
  await expect.poll(() => company.evaluate((el) => [getComputedStyle(el).direction, el.scrollLeft])).toEqual(['ltr', 0]);

  // A Select's search box too.
  const unit = page.locator('#po_lines-0-unit');
  await unit.click();
  await unit.pressSequentially('pcs');
  expect(await direction(unit)).toBe('ltr');
  await page.keyboard.press('Escape');

  // Arabic stays right to left.
  const arabic = page.locator('#parties-client-contact_name');
  await arabic.clear();
  await arabic.pressSequentially('أحمد علي');
  expect(await direction(arabic)).toBe('rtl');
  // An empty field follows the page: laid out right to left, so its Arabic placeholder reads right to left. (Its
  // `:dir()` is ltr, as for any empty `dir="auto"` field; what draws it is the computed direction.) Emptied first:
  // the new form may start from the last booking's parties.
  const empty = page.locator('#parties-supplier-address');
  await empty.clear();
  await expect.poll(() => empty.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await page.locator('#parties-client-address').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('bidi-inputs-ar') });
  await context.close();
});
