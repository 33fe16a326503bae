import { expect, test, type Locator } from '@playwright/test';
import { artifact, loginAs } from '../support/session.js';
import { fill, FORM } from '../customs/support.js';
import { expectFitsScreen } from '../support/layout.js';

/**
 * Issue 16, on a 390 px phone in Arabic: the codes inside notice titles and texts (RFC, certificate, quotation numbers)
 * stay whole and left to right in the drawer, the message center and a message; numbers typed into the form's number
 * fields read left to right at the start of the line. Screenshots to look at.
 */
const PHONE = { width: 390, height: 844 };
const CODE = /^[A-Z0-9][A-Z0-9.,/:_-]*[A-Z0-9]$/i;

/** Each code: one line, laid out left to right (its first character left of its last), whole. */
async function expectWholeCodes(codes: Locator, where: string) {
  // At least one, once the page has drawn it (count() alone does not wait: a message's text came a moment later in CI).
  await expect(codes.first(), `${where}: codes inside the texts`).toBeVisible();
  for (const code of await codes.all()) {
    const seen = await code.evaluate((el) => {
      const text = el.firstChild!;
      const rectOf = (i: number) => {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        return r.getBoundingClientRect();
      };
      const last = (text.textContent ?? '').length - 1;
      return {
        text: el.textContent ?? '',
        lines: el.getClientRects().length,
        ltr: el.matches(':dir(ltr)'),
        leftToRight: rectOf(0).left < rectOf(last).left,
      };
    });
    expect(seen.text, where).toMatch(CODE);
    expect(seen, `${where}: ${seen.text}`).toEqual({ text: seen.text, lines: 1, ltr: true, leftToRight: true });
  }
}

test('Arabic notices on a phone: RFC numbers stay whole and left to right in the drawer, the message center and a message', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'ar-SA', viewport: PHONE });
  const page = await context.newPage();
  await loginAs(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByTestId('bell').click();
  const drawer = page.getByTestId('notice-drawer');
  await expect(drawer.getByTestId('notice-item').first()).toBeVisible();
  // The demo notices' Arabic titles carry their application's number ("أُعيد الطلب KE-RFC-2026-0001 لإجراء تعديلات").
  await expectWholeCodes(drawer.locator('.notice-item-title .latin-code'), 'drawer');
  await drawer.evaluate((el) => Promise.all((el.closest('.ant-drawer') ?? el).getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: artifact('notice-drawer-ar-390') });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/messageList');
  const rows = page.getByTestId('message-row-link');
  await expect(rows.first()).toBeVisible();
  await expectWholeCodes(rows.locator('.latin-code'), 'message center');
  // The date column breaks between the date and the time, never inside the date.
  await expectWholeCodes(page.getByTestId('message-table').locator('tbody td:last-child .latin-code'), 'message dates');
  await expectFitsScreen(page, 'message center');
  await page.screenshot({ path: artifact('message-list-ar-390'), fullPage: true });

  // A message about an application: its number is in the title and the text.
  await rows
    .filter({ has: page.locator('.latin-code') })
    .first()
    .click();
  await expect(page.getByTestId('message-details')).toBeVisible();
  await expectWholeCodes(page.locator('.page-header .latin-code, [data-testid="notice-content"] .latin-code'), 'message');
  await expectFitsScreen(page, 'message');
  await page.screenshot({ path: artifact('message-details-ar-390'), fullPage: true });
  await context.close();
});

test('Arabic form on a phone: amounts and quantities read left to right, at the start of the line', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'ar-SA', viewport: PHONE });
  const page = await context.newPage();
  await loginAs(page);
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
  await fill(page, 'invoices-0-amount', '12500.75');
  await fill(page, 'products-0-quantity', '500');
  await fill(page, 'products-0-unit_price', '12.5');
  // Every number field of the form (antd's spinbutton) is left to right on its <input>, its text at the right (the RTL start).
  const numbers = page.locator('input[role="spinbutton"]');
  expect(await numbers.count()).toBeGreaterThanOrEqual(3);
  for (const input of await numbers.all()) {
    const seen = await input.evaluate((el) => ({
      id: el.id,
      dir: el.getAttribute('dir'),
      ltr: el.matches(':dir(ltr)'),
      align: getComputedStyle(el).textAlign,
    }));
    expect(seen, seen.id).toEqual({ id: seen.id, dir: 'ltr', ltr: true, align: 'right' });
  }
  await expect(page.locator('#invoices-0-amount')).toHaveValue('12500.75');
  await expectFitsScreen(page, 'form');
  await page.locator('#invoices-0-amount').blur();
  await page.locator('#invoices-0-amount').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('form-invoice-amount-ar-390') });
  await page.locator('#products-0-quantity').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('form-product-quantity-ar-390') });
  await context.close();
});
