/**
 * The staff workstation's money and certificate actions (issue 14) as people use them: customer service issues a
 * quotation from the staff application page; the customer accepts it and remits; finance confirms the remittance
 * from the same page (the button the policy allows it, with its dialog); the application is taken to an issued
 * certificate and the issuer suspends it with an end date from the page. Screenshots at 1440 and 390 px.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { artifact, signIn, staffPage } from '../support/session.js';
import { api, completeForm, createDraft, stamp, type Detail } from '../customs/support.js';
import { expectFitsScreen } from '../support/layout.js';
import { animationsDone } from '../support/animations.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Fills an action dialog's fields by their test ids and confirms it. */
async function dialog(page: Page, fields: Record<string, string> = {}) {
  const modal = page.locator('.ant-modal:visible');
  await expect(modal).toBeVisible();
  for (const [id, value] of Object.entries(fields)) await modal.getByTestId(`action-${id}`).fill(value);
  await modal.getByTestId('action-ok').click();
  await expect(modal).toBeHidden();
}

test('customer service quotes, finance confirms the remittance, the issuer suspends the certificate: all from the staff page', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const title = `Staff money ${stamp()}`;
  await signIn(page);
  const body = completeForm(title);
  const draft = await createDraft(page.request, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...body, version: draft.version }, { 'idempotency-key': `sm-${stamp()}` });
  const officer = await staffPage(browser, 'officer');
  await api(officer.request, 'POST', `/staff/rfc/${draft.id}/accept`);

  // Customer service: "Issue or revise quotation" with its dialog.
  const service = await staffPage(browser, 'service');
  await service.goto(`/staff/rfc/${draft.id}`);
  await service.getByTestId('action-quote').click();
  // What the line bills (the cancellation rules keep lines by it): chosen, not guessed from the text.
  const quoteDialog = service.locator('.ant-modal:visible');
  await quoteDialog.getByTestId('action-fee_code').click();
  await service.locator('.ant-select-dropdown:visible').getByTitle('证书费').click();
  await animationsDone(service);
  await service.screenshot({ path: artifact('staff-quote-dialog-zh_CN-1440') });
  await dialog(service, { service: 'PVoC certificate', unit_price: '620.00' });
  await expect(service.getByTestId('staff-money')).toContainText('620.00');
  const quoted = await api<Detail & { work: { quotation: { id: number; lines: { fee_code: string }[] } } }>(service.request, 'GET', `/staff/rfc/${draft.id}`);
  expect(quoted.work.quotation.lines.map((l) => l.fee_code)).toEqual(['certificate']);

  // The customer accepts it and remits with a bank slip (the customer's own screens are the payments journey's).
  const profile = await api<{ id: number }>(page.request, 'POST', '/invoice-info', {
    title: '深圳市明星电子有限公司',
    type: 'pro_forma',
    address: '深圳市南山区',
  });
  await api(page.request, 'POST', `/quotation/${quoted.work.quotation.id}/accept`, { invoice_profile_id: profile.id });
  const upload = await page.request.post('/frontend/v1/upload', { multipart: { file: { name: 'bank-slip.png', mimeType: 'image/png', buffer: PNG } } });
  const fileId = ((await upload.json()) as { data: { id: number } }).data.id;
  const rem = await api<{ id: number }>(
    page.request,
    'POST',
    '/remittance',
    {
      remitter: '深圳市明星电子有限公司',
      remitted_on: inDays(0),
      currency: 'USD',
      amount: '620.00',
      contact: '李明',
      phone: '+86-755-8888-1234',
      file_ids: [fileId],
      allocations: [{ application_id: draft.id, amount: '620.00' }],
    },
    { 'idempotency-key': `sm-remit-${stamp()}` },
  );

  // Customer service may not confirm money (no button); finance confirms from the page.
  await service.reload();
  await expect(service.getByTestId(`work-confirm_remittance-${rem.id}`)).toHaveCount(0);
  const finance = await staffPage(browser, 'finance');
  await finance.goto(`/staff/rfc/${draft.id}`);
  await expect(finance.getByTestId('staff-remittances')).toContainText('已提交');
  await finance.getByTestId(`work-confirm_remittance-${rem.id}`).click();
  // The confirmation says what happens (it asked "Send this action now?").
  await expect(finance.locator('.ant-modal:visible').getByTestId('action-what')).toContainText('确认此汇款已全额到账');
  await dialog(finance);
  await expect(finance.getByTestId('staff-remittances')).toContainText('已确认');
  await expect(finance.getByTestId(`work-reverse_remittance-${rem.id}`)).toHaveCount(0); // who confirmed does not reverse
  await expect(finance.getByTestId('staff-audit')).toContainText('全额确认');
  await finance.setViewportSize({ width: 390, height: 844 });
  await expectFitsScreen(finance, 'staff money');
  await finance.screenshot({ path: artifact('staff-money-zh_CN-390'), fullPage: true });
  await finance.setViewportSize({ width: 1440, height: 900 });
  await finance.screenshot({ path: artifact('staff-money-zh_CN-1440'), fullPage: true });

  // To an issued certificate (the workstation journey drives these screens).
  const engineer = await staffPage(browser, 'engineer');
  await api(engineer.request, 'POST', `/staff/rfc/${draft.id}/advance`, { step: 'conformity_assessment' });
  const reviewer = await staffPage(browser, 'reviewer');
  await api(reviewer.request, 'POST', `/staff/rfc/${draft.id}/draft`);
  const review = await api<{ application: { version: number } }>(page.request, 'GET', `/kenya/cert/draft/${draft.id}`);
  await api(page.request, 'POST', `/kenya/cert/draft/${draft.id}`, { decision: 'confirm', version: review.application.version });
  const issuer = await staffPage(browser, 'issuer');
  await api(issuer.request, 'POST', `/staff/rfc/${draft.id}/issue`, { route: 'A' });

  // The issuer suspends the certificate until a date, with a reason, from the page.
  await issuer.goto(`/staff/rfc/${draft.id}`);
  const certs = issuer.getByTestId('staff-certificates');
  await expect(certs).toContainText('有效');
  await certs.locator('[data-testid^="work-suspend_certificate-"]').click();
  await dialog(issuer, { until: inDays(20), reason: '工厂审核未完成' });
  await expect(certs).toContainText('已暂停');
  await expect(certs).toContainText(inDays(20));
  await expect(certs.locator('[data-testid^="work-reinstate_certificate-"]')).toBeVisible();
  await expect(issuer.getByTestId('staff-audit')).toContainText('暂停');
  await issuer.screenshot({ path: artifact('staff-certificate-zh_CN-1440'), fullPage: true });
  // The holder is told.
  const notices = await api<unknown>(page.request, 'GET', '/corner/notify?per_page=20');
  expect(JSON.stringify(notices)).toMatch(/暂停|suspend/i);
});
