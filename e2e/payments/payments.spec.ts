import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { artifact, loginAs, signIn, switchLanguage } from '../support/session';

/**
 * Money, as a customer does it: accept a quotation (and open its PDF), pay two unpaid applications with one
 * remittance carrying a bank-slip image, see finance's confirmation and the applications paid. Finance's
 * side is the staff API (its screens are another issue's). Then the five payment routes in three languages.
 */
const API = '/frontend/v1';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function staff(request: APIRequestContext) {
  const res = await request.post(`${API}/login`, { data: { username: 'admin', password: 'Admin@2026' } });
  expect(res.status()).toBe(200);
  return request;
}
const data = async (res: { json: () => Promise<{ data: unknown }>; status: () => number }) => {
  expect(res.status()).toBe(200);
  return (await res.json()).data as never;
};

/** Two of the demo customer's accepted applications that no accepted quotation covers yet. */
async function twoUnquoted(page: Page): Promise<number[]> {
  const list: { data: { id: number; status: string; quoted_amount: string | null; pending_quote_amount: string | null }[] } = await data(
    await page.request.get(`${API}/kenya/rfc/list?per_page=100`),
  );
  // What accepted quotations owe: the quoted amount without the part awaiting the customer's decision.
  const accepted = (a: (typeof list.data)[number]) => Number(a.quoted_amount ?? 0) - Number(a.pending_quote_amount ?? 0);
  const ids = list.data.filter((a) => ['processing', 'issued'].includes(a.status) && accepted(a) === 0).map((a) => a.id);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  return ids.slice(-2);
}

test('a customer accepts a quotation, pays two applications with one remittance and a bank slip, and sees them paid', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  await loginAs(page);
  const [a, b] = await twoUnquoted(page);
  const admin = await staff(await playwright.request.newContext({ baseURL }));
  const q: { id: number; no: string } = await data(
    await admin.post(`${API}/staff/quotation`, {
      data: {
        currency: 'USD',
        valid_until: future(30),
        terms_version: 'GT-2026-01',
        lines: [
          { application_id: a, service: 'PVoC certificate', quantity: '1', unit_price: '640.00' },
          { application_id: b, service: 'Laboratory test', quantity: '2', unit_price: '180.00', tax_pct: '6' },
        ],
      },
    }),
  );

  // Fee notification: preview, PDF, accept with the invoice profile.
  await page.goto('/communication/paymentRecord/feeNotification');
  await page.getByTestId(`quotation-open-${q.id}`).click();
  const drawer = page.getByTestId('quotation-drawer');
  await expect(drawer.getByTestId('quotation-total')).toContainText('1,021.60');
  const pdfHref = await drawer.getByTestId('quotation-pdf').getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [popup] = await Promise.all([page.waitForEvent('popup'), drawer.getByTestId('quotation-pdf').click()]);
  await popup.close();
  await drawer.getByTestId('quotation-accept').click();
  // Asked once, saying what accepting binds the customer to.
  await expect(page.locator('.ant-modal-confirm')).toContainText('1,021.60');
  await page.getByTestId('quotation-accept-ok').click();
  await expect(page.getByTestId('quotation-drawer')).toBeHidden();
  await expect(page.getByTestId(`quotation-open-${q.id}`).locator('xpath=ancestor::tr')).toContainText(/已接受/);

  // Unpaid records: select both, add one remittance with a bank slip.
  await page.goto('/communication/paymentRecord/unpaidRecordForm');
  await page.getByTestId(`unpaid-select-${a}`).check();
  await page.getByTestId(`unpaid-select-${b}`).check();
  await page.getByTestId('unpaid-pay').click();
  await expect(page.getByTestId('remittance-form')).toBeVisible();
  await expect(page.getByTestId(`rm-split-${a}`)).toHaveValue('640');
  await page.locator('#rm-remitter').fill('深圳市明星电子有限公司');
  await page.locator('#rm-amount').fill('1021.60');
  await page.locator('#rm-contact').fill('李明');
  await page.locator('#rm-phone').fill('+86-755-8888-1234');
  await page.locator('input[type=file]').setInputFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('rm-submit').click();
  await expect(page.getByTestId('remittance-detail')).toBeVisible();
  await expect(page.getByTestId('remittance-status')).toContainText('已提交');
  const remittanceId = Number(page.url().split('/').pop());

  // Finance confirms it (staff API); the customer sees it confirmed and both applications paid in full.
  // Separation of duties (staff policy): the administrator quoted, so the finance officer confirms.
  expect((await admin.post(`${API}/login`, { data: { username: 'finance', password: 'Staff@2026' } })).status()).toBe(200);
  await data(await admin.post(`${API}/staff/remittance/${remittanceId}/confirm`, { data: {} }));
  await page.reload();
  await expect(page.getByTestId('remittance-status')).toContainText('已确认');
  await expect(page.getByTestId('remittance-confirmed')).toContainText('1,021.60');
  let rfcNo = '';
  for (const id of [a, b]) {
    const d: { payment_status: string; unpaid_amount: string; rfc_no: string } = await data(await page.request.get(`${API}/rfc/detail/${id}`));
    expect(d).toMatchObject({ payment_status: 'paid_in_full', unpaid_amount: '0.00' });
    if (id === a) rfcNo = d.rfc_no;
  }
  await page.goto('/communication/paymentRecord/unpaidRecordForm');
  await expect(page.getByTestId('unpaid-page')).toBeVisible();
  await expect(page.getByTestId(`unpaid-select-${a}`)).toHaveCount(0);
  await page.goto(`/customsClearance/applicationForm/applicationList?keywords=${encodeURIComponent(rfcNo)}`);
  await expect(page.getByTestId(`list-fee-${a}`)).toContainText('0.00');
  await admin.dispose();
});

const ROUTES: [string, string, string][] = [
  ['/communication/paymentRecord/myRemittanceRecord', 'remittance-list', 'remittances'],
  ['/communication/paymentRecord/myRemittanceRecord/add', 'remittance-add-page', 'remittance-add'],
  ['/communication/paymentRecord/unpaidRecordForm', 'unpaid-page', 'unpaid'],
  ['/communication/paymentRecord/feeNotification', 'fee-notification', 'fee-notification'],
];

test('the five payment routes show real screens with the demo data, in three languages at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(540_000);
  await signIn(page);
  const first: { data: { id: number }[] } = await data(await page.request.get(`${API}/remittance/list`));
  expect(first.data.length).toBeGreaterThan(0);
  const routes = [
    ...ROUTES,
    [`/communication/paymentRecord/myRemittanceRecord/${first.data.at(-1)!.id}`, 'remittance-detail', 'remittance-detail'] as [string, string, string],
  ];
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const [path, testId, name] of routes) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId(testId).locator('.ant-table-row, .ant-descriptions').first()).toBeVisible();
      await page.screenshot({ path: artifact(`payments-${name}-${lang}-1440`), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: artifact(`payments-${name}-${lang}-390`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/communication/paymentRecord/feeNotification');
    await page.locator('[data-testid^=quotation-open-]').first().click();
    await expect(page.getByTestId('quotation-drawer')).toBeVisible();
    await page.screenshot({ path: artifact(`payments-quotation-drawer-${lang}-1440`) });
    await page.goto('/communication/paymentRecord/myRemittanceRecord');
    await page
      .getByTestId('remittance-tabs')
      .getByText(/结算清单|Settlement list|قائمة التسوية/)
      .click();
    await expect(page.getByTestId('settlement').locator('.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: artifact(`payments-settlement-${lang}-1440`), fullPage: true });
  }
});
