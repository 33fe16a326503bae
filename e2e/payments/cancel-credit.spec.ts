/**
 * Money after a cancellation (issue 28): a customer cancels a paid inspection booking before the cutoff, reads in the
 * dialog what it does with the money (the whole fee becomes credit), sees the credit on the payment records, and
 * pays the next quotation with it on that application's page. Amounts are read against the credit held before:
 * other journeys of the same worker may hold credit for the demo customer too.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { Decimal } from '@tic/shared';
import { inspectionBooking } from '../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { describeFindings, seriousViolations } from '../support/axe.js';
import { artifact, signIn } from '../support/session.js';
import { payFee, staffAs } from '../support/fees.js';
import { api, completeForm, createDraft, future, stamp } from '../customs/support.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const AREA = 'entrustedInspection';
const DETAIL = '/entrustedInspection/myApplication/fillInApplication/entrustedForm';
const heldUsd = async (request: Parameters<typeof api>[0]) =>
  new Decimal((await api<{ currency: string; amount: string }[]>(request, 'GET', '/payment/credit')).find((c) => c.currency === 'USD')?.amount ?? '0');

test('a paid booking cancelled before the cutoff becomes credit, and the credit pays the next quotation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const run = stamp();
  await signIn(page);
  const admin = await staffAs(request, 'admin', 'Admin@2026');

  // A booking, accepted, quoted 400.00 and paid in full.
  const body = inspectionBooking(`取消退为余额 ${run}`);
  const booking = await api<{ id: number; version: number }>(page.request, 'POST', `/kenya/create?area=${AREA}`, body);
  await api(page.request, 'POST', `/kenya/rfc/${booking.id}/submit?area=${AREA}`, { ...body, version: booking.version }, { 'idempotency-key': `cc-${run}` });
  await admin(`/staff/rfc/${booking.id}/accept`);
  await payFee(page.request, admin, {
    applicationId: booking.id,
    service: '装运前检验',
    amount: '400.00',
    remitter: '深圳明星电子有限公司',
    phone: '+86-755-26000001',
    label: `cc-${run}`,
  });
  const before = await heldUsd(page.request);

  // The customer cancels it: the dialog says the 400.00 paid comes back as credit (the inspection is ten days away).
  await page.goto(`${DETAIL}/${booking.id}`);
  await page.getByTestId('cancel-booking').click();
  const dialog = page.locator('.ant-modal:visible');
  const preview = dialog.getByTestId('cancel-preview');
  await expect(preview).toContainText('您将获得');
  await expect(preview).toContainText('400.00');
  await dialog.locator('textarea').fill('买家取消了订单');
  const findings = await seriousViolations(page, 'cancel booking dialog zh_CN 1440');
  await page.screenshot({ path: artifact('cancel-booking-preview-zh_CN-1440') });
  await dialog.locator('.ant-btn-dangerous').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await api<{ status: string }>(page.request, 'GET', `/rfc/detail/${booking.id}`)).status).toBe('cancelled');
  const after = await heldUsd(page.request);
  expect(after.minus(before).toFixed(2)).toBe('400.00');

  // The payment records show the credit held.
  await page.goto('/communication/paymentRecord/myRemittanceRecord');
  await expect(page.getByTestId('credit')).toContainText(after.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));

  // The next application's quotation of 300.00, accepted, is paid with the credit on the application's page.
  const next = completeForm(`余额支付 ${run}`);
  const draft = await createDraft(page.request, next);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...next, version: draft.version }, { 'idempotency-key': `cc-next-${run}` });
  await admin(`/staff/rfc/${draft.id}/accept`);
  const quotation = await admin('/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ application_id: draft.id, service: 'PVoC 证书', quantity: '1', unit_price: '300.00' }],
  });
  const profile = await api<{ id: number }>(page.request, 'GET', '/invoice-info/default');
  await api(page.request, 'POST', `/quotation/${quotation.id}/accept`, { invoice_profile_id: profile.id });
  await page.goto(`/customsClearance/applicationForm/myApplicationForm/${draft.id}`);
  const money = page.getByTestId('application-money');
  const use = money.getByTestId('credit-use');
  await expect(use).toBeVisible();
  await expect(use.getByTestId('credit-use-amount')).toHaveValue(/300(\.00)?/);
  findings.push(...(await seriousViolations(page, 'credit use on the application zh_CN 1440')));
  await page.screenshot({ path: artifact('credit-use-application-zh_CN-1440') });
  await use.getByTestId('credit-use-apply').click();
  await expect.poll(async () => (await api<{ payment_status: string }>(page.request, 'GET', `/rfc/detail/${draft.id}`)).payment_status).toBe('paid_in_full');
  expect((await heldUsd(page.request)).toFixed(2)).toBe(after.minus(300).toFixed(2));
  expect(findings, describeFindings(findings)).toEqual([]);
});
