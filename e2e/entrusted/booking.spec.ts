import { expect, test } from '@playwright/test';
import { translate, type Locale } from '@tic/shared';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { API, choose, date, fill, future, staffLogin } from '../customs/support.js';

const CHOOSER = '/entrustedInspection/myApplication/fillInApplication';

test('book an inspection with the AQL figures shown; staff schedule and issue a failed report; the customer sees it and its PDF', async ({ page, request }) => {
  test.setTimeout(420_000);
  const title = `Inspection of LED lamps ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(CHOOSER);
  await expect(page.getByTestId('area-chooser')).toBeVisible();
  await page.screenshot({ path: artifact('entrusted-chooser-zh_CN') });
  await page.getByTestId('choose-type-insp_pre_shipment').click();
  await expect(page).toHaveURL(/entrustedForm\?type=insp_pre_shipment$/);
  await expect(page.getByTestId('application-form')).toBeVisible();

  // The booking's contact starts from the customer's profile (issue 27): name, mobile in E.164, e-mail.
  const me = (await (await page.request.get(`${API}/me`)).json()).data as { name: string; mobile: string; email: string };
  await expect(page.locator('#booking-contact_name')).toHaveValue(me.name);
  await expect(page.locator('#booking-contact_phone')).toHaveValue(new RegExp(`^\\+\\d*${me.mobile.replace(/\D/g, '')}$`));
  await expect(page.locator('#booking-contact_email')).toHaveValue(me.email);
  await page.locator('#booking-contact_name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('entrusted-contact-prefilled-zh_CN-1440') });

  await fill(page, 'title', title);
  await date(page, 'booking-inspection_date', future(10));
  await fill(page, 'booking-contact_name', '欧阳明');
  await fill(page, 'booking-contact_phone', '+86-755-26000000');
  await fill(page, 'booking-contact_email', 'ouyang@example.com');
  for (const role of ['client', 'supplier', 'factory']) {
    await fill(page, `parties-${role}-company_name`, '深圳明星电子有限公司');
    await fill(page, `parties-${role}-address`, '深圳市南山区科技园南区 18 号');
    await fill(page, `parties-${role}-contact_name`, '王芳');
    await fill(page, `parties-${role}-telephone`, '+86-755-26000001');
  }
  await fill(page, 'parties-factory-company_name_en', 'Shenzhen Star Electronics Co., Ltd.');
  await fill(page, 'parties-factory-address_en', '18 Science Park South, Nanshan, Shenzhen');

  // The sampling plan follows the lines as they are typed: 5,000 pieces at level II is code L, 200 pieces.
  await expect(page.getByTestId('aql-plan-empty')).toBeVisible();
  await fill(page, 'po_lines-0-po_no', 'PO-2026-118');
  await fill(page, 'po_lines-0-description', 'Solar LED lamp SB-100');
  await fill(page, 'po_lines-0-quantity', '5000');
  await choose(page, 'po_lines-0-unit', '件');
  await fill(page, 'po_lines-0-produced_percent', '100');
  await fill(page, 'po_lines-0-packed_percent', '60');
  await expect(page.getByTestId('aql-letter')).toHaveText('L');
  await expect(page.getByTestId('aql-sample')).toHaveText('200');
  await expect(page.getByTestId('aql-major')).toContainText('接收 10 / 拒收 11');
  await expect(page.getByTestId('aql-minor')).toContainText('接收 14 / 拒收 15');
  await expect(page.getByTestId('aql-critical')).toContainText('接收 0 / 拒收 1');
  // A final inspection needs 80% packed: the form warns.
  await expect(page.getByTestId('readiness-warning')).toContainText('第 1 行');
  await fill(page, 'po_lines-0-packed_percent', '90');
  await expect(page.getByTestId('readiness-warning')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });
  await page.screenshot({ path: artifact('entrusted-form-zh_CN'), fullPage: true });

  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('success-view').click();
  await expect(page).toHaveURL(/entrustedForm\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Staff, through the API: accept, schedule, record a failed report (12 major defects against Ac 10), issue it.
  await staffLogin(request);
  const staff = async (action: string, data?: object) => {
    const res = await request.post(`${API}/staff/rfc/${id}/${action}`, { data: data ?? {}, headers: { langId: 'en' } });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
  };
  await staff('accept');
  await staff('schedule', { date: future(10), inspector: '赵磊' });
  await staff('report', {
    result: 'failed',
    inspected_on: future(0),
    summary: '外壳划伤超出 AQL',
    sections: [{ name: 'workmanship', result: 'failed', notes: '12 处划伤' }],
    defects: { critical: 0, major: 12, minor: 3 },
  });
  // Separation of duties (staff policy): who recorded the report does not issue it; the certificate issuer does.
  expect((await request.post(`${API}/login`, { data: { username: 'issuer', password: 'Staff@2026' } })).status()).toBe(200);
  await staff('issue-report');

  await page.reload();
  // A reload on a busy shared machine: the page and its detail may take a while.
  await expect(page.getByTestId('inspection-panel')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('inspection-result')).toHaveText('不合格');
  // The inspector's date as the reader's language writes it (2026年12月4日, December 4, 2026, 4 ديسمبر 2026), never the ISO date.
  const scheduled = (lang: Locale) => translate(lang, 'inspection.scheduledFor', { date: future(10), inspector: '赵磊' });
  await expect(page.getByTestId('inspection-scheduled')).toHaveText(scheduled('zh_CN'));
  await expect(page.getByTestId('inspection-panel')).not.toContainText(future(10));
  const findings: AxeFinding[] = await seriousViolations(page, 'inspection panel zh_CN');
  await expect(page.getByTestId('report-major')).toContainText('发现 12；接收 10，拒收 11：超出 AQL');
  const href = await page.getByTestId('report-pdf').getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: artifact('entrusted-report-zh_CN'), fullPage: true });

  // The report is this line's certificate: listed under entrustedInspection/myCertificate, not under customs.
  await page.goto('/entrustedInspection/myCertificate');
  await expect(page.getByTestId('certificate-list')).toContainText(`RPT-`);
  await page.goto('/entrustedInspection/workBench');
  await expect(page.getByTestId('count-certificates')).not.toContainText('—');
  await page.screenshot({ path: artifact('entrusted-workbench-zh_CN') });

  // The new screens in English and Arabic, wide and phone.
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(CHOOSER);
      await expect(page.getByTestId('area-chooser')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`entrusted-chooser-${lang}-${w}`) });
      await page.goto(`${CHOOSER}/entrustedForm/${id}`);
      await expect(page.getByTestId('inspection-panel')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('inspection-scheduled')).toHaveText(scheduled(lang));
      await expect(page.getByTestId('inspection-panel')).not.toContainText(future(10));
      findings.push(...(await seriousViolations(page, `inspection panel ${lang} ${w}`)));
      await page.screenshot({ path: artifact(`entrusted-report-${lang}-${w}`), fullPage: true });
      await page.goto('/internationalProduct/myApplication/NBApplicationForm?type=nb_new');
      await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`nb-form-${lang}-${w}`), fullPage: true });
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);
});

test('the drafts list names each booking’s client as importer, and its row offers Continue and a confirmed Delete', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const DRAFTS = '/entrustedInspection/myApplication/entrustedDrafts';
  const party = (name: string) => ({ company_name: name, address: '1 Harbour Road', contact_name: 'Wang Fang', telephone: '+86-755-8888' });
  const title = `Draft booking ${Date.now().toString(36)}`;
  const res = await page.request.post(`${API}/kenya/create?area=entrustedInspection`, {
    data: {
      application_type: 'insp_pre_shipment',
      title,
      parties: { client: party('Mombasa Buyers Ltd'), supplier: party('Ningbo Tools'), factory: party('Ningbo Plant') },
    },
    headers: { langId: 'en' },
  });
  const id = (await res.json()).data.id as number;
  const rowOf = () => page.getByTestId('drafts-table').locator('tbody tr.ant-table-row').filter({ hasText: title });

  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    await page.goto(DRAFTS);
    const row = rowOf();
    await expect(row).toContainText('Mombasa Buyers Ltd');
    // Labelled actions, Continue before Delete, and no "cancel application" on a draft.
    const actions = row.locator('button');
    await expect(actions).toHaveCount(2);
    await expect(actions.nth(0)).toHaveAttribute('data-testid', `draft-edit-${id}`);
    await expect(actions.nth(0)).not.toHaveText('');
    await expect(actions.nth(1)).toHaveAttribute('data-testid', `draft-delete-${id}`);
    await expect(actions.nth(1)).not.toHaveText('');
    await page.screenshot({ path: artifact(`drafts-row-${lang}-1440`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`drafts-row-${lang}-390`) });
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  await rowOf().getByTestId(`draft-edit-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/entrustedForm/${id}$`));
  await expect(page.getByTestId('application-form')).toBeVisible();
  // A draft's page sits under the drafts in the side menu.
  await expect(page.getByTestId('side-menu').locator('a[aria-current="page"]')).toHaveAttribute('href', DRAFTS);

  await page.goto(DRAFTS);
  await rowOf().getByTestId(`draft-delete-${id}`).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText(title);
  await page.screenshot({ path: artifact('drafts-delete-confirm-ar-1440') });
  await confirm.getByTestId('confirm-ok').click();
  await expect(rowOf()).toHaveCount(0);
  expect((await page.request.get(`${API}/rfc/detail/${id}`)).status()).toBe(404);
  await switchLanguage(page, 'zh_CN');
});
