import { expect, test } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';
import { API, choose, fill, future, staffLogin } from '../customs/support.js';

const CHOOSER = '/entrustedInspection/myApplication/fillInApplication';

test('a textile test request: the composition must add up to 100%, submitted; staff issue the test report with a verdict per item', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const title = `Knitted T-shirts ${Date.now().toString(36)}`;
  await loginAs(page);
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

  // Staff, through the API: accept, test, record the report (one item fails), issue it.
  await staffLogin(request);
  const staff = async (action: string, data?: object) => {
    const res = await request.post(`${API}/staff/rfc/${id}/${action}`, { data: data ?? {}, headers: { langId: 'en' } });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  };
  await staff('accept');
  await staff('advance', { step: 'laboratory_testing' });
  await page.reload();
  await expect(page.getByTestId('test-report-waiting')).toBeVisible({ timeout: 30_000 });
  await staff('test-report', {
    tested_on: future(0),
    engineer: '陈静',
    summary: '甲醛超出直接接触皮肤类限量（75 mg/kg）',
    items: [
      { item: 'pH 值', standard: 'GB/T 7573', requirement: '4.0-8.5', result: '6.2', verdict: 'pass' },
      { item: '甲醛', standard: 'GB/T 2912.1', requirement: '≤ 75 mg/kg', result: '92 mg/kg', verdict: 'fail' },
      { item: '偶氮染料', verdict: 'not_applicable' },
    ],
  });
  await staff('issue-test-report');
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
