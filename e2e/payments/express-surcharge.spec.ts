/**
 * The express surcharge (issue 28) as people meet it:
 * - the demo data holds an express booking quoted with its surcharge (a fresh `npm start` shows one);
 * - the booking form of an inspection dated today, and a laboratory test with the express turnaround, warn with what
 *   the surcharge costs per the fee rules (the shared money formatter), and the warning goes when the turnaround is
 *   standard again;
 * - customer service opens the quotation dialog of an express booking: it proposes the surcharge line (50 % of the
 *   fees) before sending, and the issued quotation carries it;
 * - the customer's quotation drawer names the surcharge line and the total with it, before accepting.
 * In zh_CN, en and ar at 1440 and 390 px, with no serious axe finding.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney, todayIso, translate, type Locale, type Quotation } from '@tic/shared';
import { inspectionBooking } from '../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { sample, testingApplication } from '../../packages/shared/src/forms/fixtures/labApplications.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { expectFitsScreen } from '../support/layout.js';
import { artifact, signIn, staffPage, switchLanguage } from '../support/session.js';
import { staffAs } from '../support/fees.js';
import { api, stamp } from '../customs/support.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const AREA = 'entrustedInspection';
const FORM = '/entrustedInspection/myApplication/fillInApplication/entrustedForm';
const LANGS: Locale[] = ['zh_CN', 'en', 'ar'];

/** Screenshots at 1440 and 390 px (nothing wider than a phone's screen) and axe at both. */
async function look(page: Page, name: string, findings: AxeFinding[], focus?: Locator) {
  findings.push(...(await seriousViolations(page, `${name} 1440`)));
  await page.screenshot({ path: artifact(`${name}-1440`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsScreen(page, `${name} 390`);
  await focus?.scrollIntoViewIfNeeded();
  findings.push(...(await seriousViolations(page, `${name} 390`)));
  await page.screenshot({ path: artifact(`${name}-390`) });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the express surcharge: seeded, warned on the forms with its amount, proposed to staff, shown to the customer', async ({ page, browser, request }) => {
  test.setTimeout(420_000);
  const run = stamp();
  await signIn(page);
  const findings: AxeFinding[] = [];

  // The demo data: an express booking quoted with its surcharge, awaiting the customer.
  const mine = await api<{ data: Quotation[] }>(page.request, 'GET', '/quotation/list?status=issued');
  const seeded = mine.data.find((q) => q.lines.some((l) => l.service === 'Pre-shipment inspection (man-day)'));
  expect(seeded, 'the seeded express booking').toBeDefined();
  // 50 % of 358.00 = 179.00, within USD 50.00 to 500.00.
  expect(seeded!.lines.filter((l) => l.kind === 'express_surcharge').map((l) => l.amount)).toEqual(['179.00']);

  // Two drafts: an inspection dated today, a textile test with the express turnaround.
  const body = inspectionBooking(`加急预约 ${run}`);
  const dated = { ...body, booking: { ...body.booking, inspection_date: todayIso() } };
  const booking = await api<{ id: number; version: number }>(page.request, 'POST', `/kenya/create?area=${AREA}`, dated);
  const lab = testingApplication('textile_test', `加急检测 ${run}`);
  const labDraft = await api<{ id: number }>(page.request, 'POST', `/kenya/create?area=${AREA}`, { ...lab, sample: sample({ turnaround: 'express' }) });

  await page.goto(`${FORM}/${booking.id}`);
  for (const lang of LANGS) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    const money = (v: string, c: string) => formatMoney(v, c, lang);
    // The booking form: too close to the date, with the surcharge per currency (percent, minimum, maximum).
    await page.goto(`${FORM}/${booking.id}`);
    const warning = page.getByTestId('express-warning');
    await expect(warning).toContainText(translate(lang, 'inspection.express', { days: 2 }));
    const fee = warning.getByTestId('express-fee');
    for (const text of [money('50.00', 'USD'), money('500.00', 'USD'), money('350.00', 'CNY'), money('3500.00', 'CNY'), money('450.00', 'EUR')])
      await expect(fee).toContainText(text);
    await warning.scrollIntoViewIfNeeded();
    await look(page, `express-booking-warning-${lang}`, findings, warning);

    // The laboratory test: the express turnaround warns the same way, with the testing line's rules.
    await page.goto(`${FORM}/${labDraft.id}`);
    const labWarning = page.getByTestId('express-warning');
    await expect(labWarning).toContainText(translate(lang, 'money.expressTurnaround'));
    await expect(labWarning.getByTestId('express-fee')).toContainText(money('50.00', 'USD'));
    await labWarning.scrollIntoViewIfNeeded();
    await look(page, `express-turnaround-warning-${lang}`, findings, labWarning);
  }
  // Standard again: no warning (the select of the turnaround, in the last language shown).
  await page.getByRole('combobox', { name: translate('ar', 'field.turnaround') }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(translate('ar', 'appUi.option.turnaround.standard'), { exact: true }).click();
  await expect(page.getByTestId('express-warning')).toHaveCount(0);

  // Submitted and accepted: the booking is express.
  await api(page.request, 'POST', `/kenya/rfc/${booking.id}/submit?area=${AREA}`, { ...dated, version: booking.version }, { 'idempotency-key': `ex-${run}` });
  const admin = await staffAs(request, 'admin', 'Admin@2026');
  await admin(`/staff/rfc/${booking.id}/accept`);
  expect((await api<{ express: boolean }>(page.request, 'GET', `/rfc/detail/${booking.id}`)).express).toBe(true);

  // Customer service quotes it: the dialog proposes the surcharge line (50 % of 298.00 = 149.00) before sending.
  const service = await staffPage(browser, 'service');
  for (const lang of LANGS) {
    if (lang !== 'zh_CN') await switchLanguage(service, lang);
    await service.goto(`/staff/rfc/${booking.id}`);
    await service.getByTestId('action-quote').click();
    const modal = service.locator('.ant-modal:visible');
    await modal.getByTestId('action-service').fill('Pre-shipment inspection');
    await modal.getByTestId('action-unit_price').fill('298.00');
    const proposal = modal.getByTestId('express-proposal');
    await expect(proposal).toContainText(formatMoney('149.00', 'USD', lang));
    await expect(proposal).toContainText(formatMoney('50.00', 'USD', lang));
    await look(service, `express-staff-dialog-${lang}`, findings, proposal);
    if (lang === 'ar') {
      await modal.getByTestId('action-ok').click();
      await expect(modal).toBeHidden();
    } else {
      await service.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  }
  const quoted = await api<{ work: { quotation: { id: number; total: string; lines: { kind: string; unit_price: string }[] } } }>(
    service.request,
    'GET',
    `/staff/rfc/${booking.id}`,
  );
  expect(quoted.work.quotation.lines.filter((l) => l.kind === 'express_surcharge').map((l) => l.unit_price)).toEqual(['149.00']);
  expect(quoted.work.quotation.total).toBe('447.00');
  await expect(service.getByTestId('staff-money')).toContainText(formatMoney('447.00', 'USD', 'ar'));

  // The customer's drawer, before deciding: the note, the surcharge line named in the reader's language, the total.
  for (const lang of LANGS) {
    await switchLanguage(page, lang);
    await page.goto('/communication/paymentRecord/feeNotification');
    await page.getByTestId(`quotation-open-${quoted.work.quotation.id}`).click();
    const drawer = page.getByTestId('quotation-drawer');
    await expect(drawer.getByTestId('quotation-express')).toContainText(translate(lang, 'money.expressNote'));
    await expect(drawer.getByTestId('quotation-express-line')).toHaveText(translate(lang, 'money.expressSurcharge'));
    await expect(drawer.getByTestId('quotation-total')).toContainText(formatMoney('447.00', 'USD', lang));
    await look(page, `express-customer-drawer-${lang}`, findings, drawer.getByTestId('quotation-express-line'));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  expect(findings, describeFindings(findings)).toEqual([]);
});
