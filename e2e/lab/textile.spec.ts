import { expect, test } from '@playwright/test';
import { describeFindings, seriousViolations } from '../support/axe.js';
import { payFee, staffAs } from '../support/fees.js';
import { artifact, signIn, staffPage, switchLanguage } from '../support/session.js';
import { API, api, choose, fill, future, pick } from '../customs/support.js';

const CHOOSER = '/entrustedInspection/myApplication/fillInApplication';

test('a textile test request: composition adds up to 100%; the sample loop; staff record and issue the test report in the back office', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(600_000);
  const title = `Knitted T-shirts ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(CHOOSER);
  await expect(page.getByTestId('choose-type-textile_test')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: artifact('lab-chooser-zh_CN-1440') });
  await page.getByTestId('choose-type-textile_test').click();
  await expect(page).toHaveURL(/entrustedForm\?type=textile_test$/, { timeout: 30_000 });
  await expect(page.getByTestId('section-textile')).toBeVisible({ timeout: 30_000 });
  // The other types' sections are not shown.
  await expect(page.getByTestId('section-chemistry')).toHaveCount(0);
  await expect(page.getByTestId('section-electrical')).toHaveCount(0);

  await fill(page, 'title', title);
  await fill(page, 'sample-sample_description', '全棉针织 T 恤，海军蓝，尺码 M');
  await fill(page, 'sample-sample_quantity', '3');
  await fill(page, 'sample-test_items', '色牢度、pH 值、甲醛、偶氮染料、尺寸稳定性');
  await fill(page, 'sample-test_standards', 'GB 18401-2010');
  await fill(page, 'sample-report_to', '欧阳明');
  await fill(page, 'sample-report_to_email', 'ouyang@example.com');
  await fill(page, 'sample-invoice_to', '深圳明星服饰有限公司');
  await fill(page, 'sample-contact_phone', '+86-755-26000000');
  await fill(page, 'parties-applicant-company_name', '深圳明星服饰有限公司');
  await fill(page, 'parties-applicant-address', '深圳市南山区科技园南区 18 号');
  await choose(page, 'parties-applicant-country', 'CN');
  await fill(page, 'parties-applicant-contact_name', '王芳');
  await fill(page, 'textile-buyer', 'Nordic Retail AB');
  await fill(page, 'textile-style_no', 'ST-2026-118');
  await fill(page, 'textile-colourways', 'navy, grey');
  await choose(page, 'textile-end_use', '直接接触皮肤');
  await choose(page, 'textile-test_package', '基础套餐');
  await choose(page, 'fibre_composition-0-fibre', '棉');
  await fill(page, 'fibre_composition-0-percent', '60');
  await page.getByTestId('fibre_composition-add').click();
  await choose(page, 'fibre_composition-1-fibre', '聚酯纤维');
  await fill(page, 'fibre_composition-1-percent', '30');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });

  // 60 + 30: the shared rule refuses in the form, in the user's language.
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('lines-fibre_composition')).toContainText('纤维成分合计为 90%，必须为 100%');
  await page.screenshot({ path: artifact('lab-textile-form-zh_CN-1440'), fullPage: true });
  await fill(page, 'fibre_composition-1-percent', '40');
  await expect(page.getByTestId('lines-fibre_composition')).not.toContainText('纤维成分合计');
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('success-view').click();
  await expect(page).toHaveURL(/entrustedForm\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const detail = await (await page.request.get(`${API}/rfc/detail/${id}`)).json();
  expect(detail.data).toMatchObject({ status: 'pending_acceptance', form: 'testing', application_type: 'textile_test' });
  expect(detail.data.data.fibre_composition).toEqual([
    { fibre: 'cotton', percent: 60 },
    { fibre: 'polyester', percent: 40 },
  ]);

  // The sample loop, staff through the API (the customer's tracking and data review too: the communication journey
  // drives those screens): samples asked for, sent, received, the fees paid, formal acceptance, test data confirmed.
  const admin = await staffAs(request, 'admin', 'Admin@2026');
  await admin(`/staff/rfc/${id}/accept`);
  await admin(`/staff/rfc/${id}/samples/request`, { lab_address: '深圳市南山区科技路 3 号 TIC 纺织实验室', quantity: 3, due_date: future(10) });
  await api(page.request, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: '顺丰速运', tracking_no: 'SF3000000001' });
  await admin(`/staff/rfc/${id}/samples/receive`);
  // The administrator quotes, so finance confirms the payment (separation of duties).
  await payFee(page.request, admin, {
    applicationId: id,
    service: '纺织品检测（基础套餐）',
    amount: '300.00',
    remitter: '深圳明星服饰有限公司',
    phone: '+86-755-26000000',
    label: 'textile',
  });
  await admin(`/staff/rfc/${id}/samples/accept`);
  await admin(`/staff/rfc/${id}/samples/test-data`, {
    rows: [{ item: '甲醛', standard: 'GB/T 2912.1', limit: '≤ 75 mg/kg', result: '92 mg/kg', verdict: 'fail' }],
    summary: '甲醛超出直接接触皮肤类限量',
  });
  await api(page.request, 'POST', `/kenya/rfc/${id}/samples/data-review`, { decision: 'confirm' });
  await page.reload();
  await expect(page.getByTestId('test-report-waiting')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sample-retention')).toBeVisible();

  // The test engineer records the report from the back office: the action bar's button and its dialog.
  const engineer = await staffPage(browser, 'engineer');
  await engineer.goto(`/staff/rfc/${id}`);
  await expect(engineer.getByTestId('action-record_test_report')).toBeVisible({ timeout: 30_000 });
  await expect(engineer.getByTestId('action-issue_test_report')).toHaveCount(0);
  await engineer.getByTestId('action-record_test_report').click();
  const modal = engineer.locator('.ant-modal:visible');
  await expect(modal).toBeVisible();
  await modal.getByTestId('action-engineer').fill('陈静');
  await modal.getByTestId('action-item-0-item').fill('pH 值');
  await modal.getByTestId('action-item-0-result').fill('6.2');
  await modal.getByTestId('action-add-item').click();
  await modal.getByTestId('action-item-1-item').fill('甲醛');
  await modal.getByTestId('action-item-1-result').fill('92 mg/kg');
  await pick(engineer, modal.getByTestId('action-item-1-verdict'), '不合格');
  // The summary is required by the shared schema: the dialog says so before anything is sent.
  await modal.getByTestId('action-ok').click();
  await expect(modal.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await engineer.screenshot({ path: artifact('lab-staff-record-report-zh_CN-1440') });
  await modal.getByTestId('action-summary').fill('甲醛超出直接接触皮肤类限量（75 mg/kg）');
  await modal.getByTestId('action-ok').click();
  await expect(modal).toBeHidden({ timeout: 30_000 });
  await expect(engineer.getByTestId('test-report-result')).toHaveText('不合格', { timeout: 30_000 });
  await expect(engineer.getByTestId('staff-step')).toContainText('报告', { timeout: 30_000 });

  // Someone else issues it (who recorded it never does): the reviewer finds it in "available to my roles".
  const reviewer = await staffPage(browser, 'reviewer');
  await reviewer.goto(`/staff/queues?queue=available&keywords=${encodeURIComponent(title)}`);
  await reviewer.getByTestId(`open-${id}`).click();
  await expect(reviewer).toHaveURL(new RegExp(`/staff/rfc/${id}$`), { timeout: 30_000 });
  await expect(reviewer.getByTestId('test-report-items')).toContainText('92 mg/kg', { timeout: 30_000 });
  const findings = await seriousViolations(reviewer, 'staff application page (test report)');
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(reviewer, lang);
    await expect(reviewer.getByTestId('action-issue_test_report')).toBeVisible({ timeout: 30_000 });
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await reviewer.setViewportSize({ width: w, height: h });
      await reviewer.screenshot({ path: artifact(`lab-staff-test-report-${lang}-${w}`), fullPage: true });
    }
    await reviewer.setViewportSize({ width: 1440, height: 900 });
    findings.push(...(await seriousViolations(reviewer, `staff application page (${lang})`)));
    // The record dialog, in this language.
    const recorder = engineer;
    if (lang !== 'zh_CN') await switchLanguage(recorder, lang);
    await recorder.getByTestId('action-record_test_report').click();
    await expect(recorder.locator('.ant-modal:visible')).toBeVisible();
    await recorder.screenshot({ path: artifact(`lab-staff-record-dialog-${lang}-1440`) });
    findings.push(...(await seriousViolations(recorder, `record test report dialog (${lang})`)));
    await recorder.locator('.ant-modal:visible .ant-modal-close').click();
    await expect(recorder.locator('.ant-modal:visible')).toHaveCount(0);
  }
  expect(findings, describeFindings(findings)).toEqual([]);
  await switchLanguage(reviewer, 'zh_CN');
  await reviewer.getByTestId('action-issue_test_report').click();
  await expect(reviewer.getByTestId('action-issue_test_report')).toHaveCount(0, { timeout: 30_000 });
  expect((await api<{ status: string; process_step: string }>(page.request, 'GET', `/rfc/detail/${id}`)).status).toBe('issued');

  // The customer reads the report and downloads its PDF.
  await page.reload();
  await expect(page.getByTestId('test-report-result')).toHaveText('不合格', { timeout: 30_000 });
  await expect(page.getByTestId('test-report-items')).toContainText('92 mg/kg');
  const href = await page.getByTestId('test-report-pdf').getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: artifact('lab-textile-report-zh_CN-1440'), fullPage: true });
  await page.goto('/entrustedInspection/myCertificate');
  await expect(page.getByTestId('certificate-list')).toContainText('TR-', { timeout: 30_000 });

  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(CHOOSER);
      await expect(page.getByTestId('choose-type-textile_test')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`lab-chooser-${lang}-${w}`), fullPage: true });
      for (const type of ['textile_test', 'electronics_test', 'chemistry_test', 'luggage_test']) {
        await page.goto(`${CHOOSER}/entrustedForm?type=${type}`);
        await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: artifact(`lab-${type}-form-${lang}-${w}`), fullPage: true });
      }
      await page.goto(`${CHOOSER}/entrustedForm/${id}`);
      await expect(page.getByTestId('test-report-panel')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`lab-textile-report-${lang}-${w}`), fullPage: true });
    }
  }
});
