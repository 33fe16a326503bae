import { expect, test } from '@playwright/test';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { choose, date, DRAFTS, fill, FORM, future, LIST } from './support.js';

const stamp = Date.now().toString(36);
const TITLE = `Nairobi solar lamps ${stamp}`;
const IMPORTER = `Kilimanjaro Imports ${stamp}`;

test('the demo customer fills a customs-clearance application, finds the auto-saved draft, submits and finds it in the list', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page);
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible();

  await fill(page, 'title', TITLE);
  await fill(page, 'general-certification_project', 'PVoC export certificate');
  await fill(page, 'general-contact_name', '欧阳明');
  await fill(page, 'general-contact_phone', '+86-755-26000000');
  await fill(page, 'general-contact_email', 'ouyang@example.com');
  await date(page, 'general-inspection_date', future(10));
  await choose(page, 'shipment-shipment_mode', '海运');

  for (const [role, name, address] of [
    ['importer', IMPORTER, 'Mombasa Road 12, Nairobi'],
    ['exporter', '深圳明星电子有限公司', '深圳市南山区科技园南区 18 号'],
    ['applicant', '深圳明星电子有限公司', '深圳市南山区科技园南区 18 号'],
  ] as const) {
    await fill(page, `parties-${role}-company_name`, name);
    await fill(page, `parties-${role}-address`, address);
  }

  // Two invoices.
  await page.getByTestId('invoice-add').click();
  for (const [i, no, amount, incoterm] of [
    [0, 'INV-2026-001', '12500', 'FOB'],
    [1, 'INV-2026-002', '6250', 'CIF'],
  ] as const) {
    await fill(page, `invoices-${i}-number`, no);
    await date(page, `invoices-${i}-date`, future(1));
    await choose(page, `invoices-${i}-currency`, 'USD');
    await fill(page, `invoices-${i}-amount`, amount);
    await choose(page, `invoices-${i}-incoterm`, incoterm);
  }

  // Three product lines: the first filled in, copied twice, the models changed.
  await fill(page, 'products-0-hs_code', '940541');
  await fill(page, 'products-0-brand', 'SunBright');
  await fill(page, 'products-0-model', 'SB-100');
  await fill(page, 'products-0-quantity', '500');
  await fill(page, 'products-0-unit_price', '12.5');
  await fill(page, 'products-0-unit', 'PCE');
  await fill(page, 'products-0-description', 'Solar LED lamp with battery');
  await fill(page, 'products-0-manufacturer', '深圳明星电子有限公司');
  await choose(page, 'products-0-origin', '中国 (CN)');
  await page.getByTestId('product-copy-0').click();
  await page.getByTestId('product-copy-1').click();
  await fill(page, 'products-1-model', 'SB-200');
  await fill(page, 'products-2-model', 'SB-300');
  await expect(page.getByTestId('product-2')).toBeVisible();

  // Containers: typed, Enter after each.
  const containers = page.locator('#containers');
  for (const c of ['MSCU1234567', 'TGHU7654321']) {
    await containers.fill(c);
    await containers.press('Enter');
  }
  await expect(page.getByTestId('containers-input')).toContainText('MSCU1234567');

  // Attachments: the file type first, then the file; the progress ends in a stored row.
  await choose(page, 'attachments-type-input', '发票');
  await page
    .getByTestId('attachments')
    .locator('input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(page.getByTestId('attachments-table')).toContainText('invoice.pdf');
  await expect(page.getByTestId('attachments-table').locator('.ant-tag')).toHaveText('新上传');

  // Auto-saved while typing: the line says when.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });
  await expect(page.getByTestId('save-status')).toContainText('已于');
  await expect(page).toHaveURL(new RegExp(`${FORM}/\\d+$`));
  await page.screenshot({ path: artifact('customs-form-filled-zh_CN'), fullPage: true });

  // Leave, come back through the drafts: everything is there.
  await page.goto(DRAFTS);
  const row = page.getByTestId('drafts-table').getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '继续填写' }).click();
  await expect(page.locator('#title')).toHaveValue(TITLE);
  await expect(page.locator('#invoices-1-number')).toHaveValue('INV-2026-002');
  await expect(page.locator('#products-2-model')).toHaveValue('SB-300');
  await expect(page.getByTestId('attachments-table')).toContainText('invoice.pdf');

  // Submit (a double click makes one application), then the success page.
  await page.getByTestId('submit-application').dblclick();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: artifact('customs-success-zh_CN') });

  // The list finds it by importer; its record opens as a read-only detail (issue 16), not a disabled form.
  await page.goto(LIST);
  await fill(page, 'filter-importer', IMPORTER);
  await page.getByTestId('list-search').click();
  const listed = page.getByTestId('application-table').getByRole('row', { name: new RegExp(TITLE) });
  await expect(listed).toBeVisible();
  await expect(page.getByTestId('application-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.screenshot({ path: artifact('customs-list-zh_CN'), fullPage: true });
  await listed.getByRole('link', { name: TITLE }).click();
  await expect(page.getByTestId('application-detail')).toBeVisible();
  await expect(page.getByTestId('application-detail')).toContainText(TITLE);
  await expect(page.getByTestId('detail-waiting')).toBeVisible();
  await expect(page.locator('#title')).toHaveCount(0);
  await expect(page.getByTestId('submit-application')).toHaveCount(0);

  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await page.goto(LIST);
    await expect(page.getByTestId('application-table').locator('tbody tr').filter({ hasText: TITLE })).toBeVisible();
    await page.screenshot({ path: artifact(`customs-list-${lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');
});
