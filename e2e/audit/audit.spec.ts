/**
 * The factory audit line end to end (issue 26): the customer books a social audit; staff accept it, quote it by
 * man-days from the headcount at the day rate, finance confirms the payment, the date is confirmed and the factory
 * audited; the inspector records the report in the staff page's dialog (rating C, corrective action plan due);
 * the issuer issues it. The customer sees the rating, the CA due date and the report's PDF and books the linked
 * follow-up audit, prefilled from the first. The detail in zh_CN, en and ar at 1440 and 390 px, axe clean.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { auditManDays, formatDate } from '@tic/shared';
import { artifact, signIn, staffPage, switchLanguage } from '../support/session.js';
import { api, future, pick, stamp } from '../customs/support.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const AREA = 'entrustedInspection';
const DETAIL = '/entrustedInspection/myApplication/fillInApplication/auditForm';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const booking = (title: string) => ({
  application_type: 'audit_social',
  title,
  audit: { social_standard: 'amfori_bsci', announcement: 'semi_announced', window_days: 14, preferred_date: future(20), audit_report_language: 'zh_en' },
  factory: {
    factory_name: '东莞制衣厂',
    factory_name_en: 'Dongguan Garments',
    factory_address: '东莞市长安镇振安路 8 号',
    factory_address_en: '8 Zhen an Road, Chang an, Dongguan',
    contact_name: '陈静',
    contact_phone: '+86-769-8888-1234',
    contact_email: 'chen@example.com',
    headcount: 650,
    production_processes: '裁剪、缝制、整烫、包装',
  },
  attachments: [],
});

test('book, quote by man-days, pay, date, audit, rated report with CA date, PDF and the follow-up audit, in three languages', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const run = stamp();
  const title = `验厂审核 ${run}`;
  await signIn(page);
  const body = booking(title);
  const draft = await api<{ id: number; version: number }>(page.request, 'POST', `/kenya/create?area=${AREA}`, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit?area=${AREA}`, { ...body, version: draft.version }, { 'idempotency-key': `audit-${run}` });
  const id = draft.id;

  // Staff: accepted, quoted at 3 man-days (650 workers) x 450.00, accepted and paid by the customer, confirmed by finance.
  const admin = await staffPage(browser, 'admin');
  await api(admin.request, 'POST', `/staff/rfc/${id}/accept`);
  const manDays = (await api<{ factory_audit: { man_days: number } }>(admin.request, 'GET', `/staff/rfc/${id}`)).factory_audit.man_days;
  expect(manDays).toBe(auditManDays(650));
  const quotation = await api<{ id: number; total: string }>(admin.request, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ application_id: id, service: 'Social compliance audit', quantity: String(manDays), unit_price: '450.00' }],
  });
  expect(quotation.total).toBe('1350.00');
  const profile = await api<{ id: number }>(page.request, 'POST', '/invoice-info', {
    title: `Audit buyer ${run}`,
    type: 'pro_forma',
    address: '88 Keji Road, Shenzhen',
  });
  await api(page.request, 'POST', `/quotation/${quotation.id}/accept`, { invoice_profile_id: profile.id });
  const slip = await page.request.post('/frontend/v1/upload', {
    multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: PNG } },
    headers: { langId: 'en' },
  });
  expect(slip.status()).toBe(200);
  const remittance = await api<{ id: number }>(
    page.request,
    'POST',
    '/remittance',
    {
      remitter: 'Dongguan Garments Buyer Ltd',
      remitted_on: future(0),
      currency: 'USD',
      amount: '1350.00',
      contact: 'Li Ming',
      phone: '+86-755-1234',
      bank: 'Bank of China',
      bank_reference: `BOC-AUD-${run}`,
      file_ids: [((await slip.json()) as { data: { id: number } }).data.id],
      allocations: [{ application_id: id, amount: '1350.00' }],
    },
    { 'idempotency-key': `audit-remit-${run}` },
  );
  const finance = await staffPage(browser, 'finance');
  await api(finance.request, 'POST', `/staff/remittance/${remittance.id}/confirm`, {});
  await api(admin.request, 'POST', `/staff/audit/${id}/confirm-date`, { date: future(25) });
  await api(admin.request, 'POST', `/staff/rfc/${id}/advance`, { step: 'inspection' });

  // The inspector records the report in the staff page's dialog: a social audit is rated A-E.
  const engineer = await staffPage(browser, 'engineer');
  await engineer.goto(`/staff/rfc/${id}`);
  await expect(engineer.getByTestId('audit-panel')).toContainText('3');
  await engineer.getByTestId('action-record_report').click();
  const dialog = engineer.locator('.ant-modal:visible');
  await pick(engineer, dialog.getByTestId('action-rating'), 'C（可接受）');
  await dialog.getByTestId('action-auditor').fill('王芳');
  await dialog.getByTestId('action-summary').fill('每周工时超过 60 小时；消防通道堵塞');
  await dialog.getByTestId('action-ca_due_date').fill(future(60));
  await engineer.screenshot({ path: artifact('audit-staff-report-zh_CN') });
  await dialog.getByTestId('action-ok').click();
  await expect(engineer.getByTestId('audit-rating')).toHaveText('C（可接受）');
  // Someone else issues it (separation of duties).
  const issuer = await staffPage(browser, 'issuer');
  await api(issuer.request, 'POST', `/staff/audit/${id}/issue-report`);

  // The customer: the rating, the CA due date, the PDF; axe clean.
  const findings: AxeFinding[] = [];
  await page.goto(`${DETAIL}/${id}`);
  await expect(page.getByTestId('audit-panel')).toBeVisible();
  await expect(page.getByTestId('audit-rating')).toHaveText('C（可接受）');
  await expect(page.getByTestId('audit-ca-due')).toHaveText(formatDate('zh_CN', future(60)));
  await expect(page.getByTestId('audit-follow-up-needed')).toBeVisible();
  const pdf = await page.request.get((await page.getByTestId('audit-report-pdf').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  findings.push(...(await seriousViolations(page, 'audit detail zh_CN 1440')));
  await page.screenshot({ path: artifact('audit-detail-zh_CN-1440'), fullPage: true });

  // The follow-up: a draft linked to the first, prefilled from it.
  await page.getByTestId('audit-book-follow-up').click();
  await expect(page).toHaveURL(new RegExp(`auditForm/(?!${id}$)\\d+$`));
  await expect(page.locator('#audit-follow_up_of')).toHaveValue(/^AUD-/);
  await expect(page.locator('#factory-factory_name_en')).toHaveValue('Dongguan Garments');
  await page.screenshot({ path: artifact('audit-follow-up-zh_CN'), fullPage: true });

  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      if (lang === 'zh_CN' && w === 1440) continue;
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${DETAIL}/${id}`);
      await expect(page.getByTestId('audit-panel')).toBeVisible();
      await expect(page.getByTestId('audit-open-follow-up')).toBeVisible();
      await expect(page.getByTestId('audit-rating')).toHaveText({ zh_CN: 'C（可接受）', en: 'C (acceptable)', ar: 'C (مقبول)' }[lang]);
      findings.push(...(await seriousViolations(page, `audit detail ${lang} ${w}`)));
      await page.screenshot({ path: artifact(`audit-detail-${lang}-${w}`), fullPage: true });
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);
  for (const p of [admin, finance, engineer, issuer] as Page[]) await p.context().close();
});
