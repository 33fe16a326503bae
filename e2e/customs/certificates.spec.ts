import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';

const DRAFT_APP = 'Smart plugs to Nairobi';
const EXPIRING_APP = 'Floodlights to Nairobi';
const LIST = '/customsClearance/applicationForm/applicationList';

const rows = (page: Page) => page.getByTestId('certificate-table').locator('tbody tr.ant-table-row');
const countOf = async (page: Page, card: string) => Number((await page.getByTestId(`count-${card}`).locator('.wb-count-value').innerText()).replace(/\D/g, ''));

test('the demo customer finds the certificates expiring within a month, downloads one, and confirms a draft certificate', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page);

  // The workbench's "normal certificates" count opens exactly that many valid certificates.
  // The cards show a skeleton (no text) until the counts arrive: wait for the numbers themselves.
  for (const card of ['normalCertificates', 'expiring']) await expect(page.getByTestId(`count-${card}`).locator('.wb-count-value')).toHaveText(/\d/);
  const normal = await countOf(page, 'normalCertificates');
  const expiring = await countOf(page, 'expiring');
  expect(expiring).toBeGreaterThanOrEqual(1);
  await page.getByTestId('count-normalCertificates').click();
  await expect(page).toHaveURL(/myCertificate\?status=valid$/);
  await expect(rows(page)).toHaveCount(normal);
  await expect(rows(page).filter({ hasText: '有效' })).toHaveCount(normal);

  // "Expiring within 1 month": the filtered list, exactly the workbench's count.
  await page.goto('/customsClearance/workBench');
  await page.getByTestId('count-expiring').click();
  await expect(page).toHaveURL(/myCertificate\?expiring=1$/);
  await expect(page.getByTestId('expiring-note')).toBeVisible();
  await expect(page.getByTestId('cert-filter-expiring')).toBeChecked();
  await expect(rows(page)).toHaveCount(expiring);
  const row = rows(page).filter({ hasText: EXPIRING_APP });
  await expect(row).toBeVisible();
  const certNo = (await row.locator('td').first().innerText()).trim();
  expect(certNo).toMatch(/^CoC-/);
  await page.screenshot({ path: artifact('certificates-list-zh_CN'), fullPage: true });

  // Its detail, and the PDF saved under the certificate number.
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/myCertificate\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByTestId('cert-fields')).toContainText(EXPIRING_APP);
  await expect(page.getByTestId('cert-fields')).toContainText(certNo);
  await page.screenshot({ path: artifact('certificate-detail-zh_CN'), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cert-download').click()]);
  expect(download.suggestedFilename()).toBe(`${certNo}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The application list shows the application whose draft certificate waits; the review opens from it.
  await page.goto(LIST);
  const appRow = page.getByTestId('application-table').locator('tbody tr.ant-table-row').filter({ hasText: DRAFT_APP });
  await appRow.getByRole('link', { name: /核对草稿/ }).click();
  await expect(page).toHaveURL(/applicationForm\/draft\?id=\d+$/);
  const draftUrl = page.url();
  await expect(page.getByTestId('draft-sheet')).toContainText(DRAFT_APP);
  await expect(page.getByTestId('draft-sheet')).toContainText('Nairobi Smart Home Ltd');
  await expect(page.getByTestId('draft-products')).toContainText('LED bulbs 9 W, E27');
  await page.screenshot({ path: artifact('certificate-draft-zh_CN'), fullPage: true });
  // The draft as a PDF (the certificate renderer with a DRAFT watermark), shown in the browser.
  const draftPdf = await page.request.get((await page.getByTestId('draft-pdf').getAttribute('href'))!);
  expect(draftPdf.headers()['content-type']).toBe('application/pdf');
  expect(draftPdf.headers()['content-disposition']).toMatch(/^inline; filename="CoC-.*-draft\.pdf"/);
  expect((await draftPdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The same three screens in English and in Arabic (right to left).
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await page.goto('/customsClearance/myCertificate?expiring=1');
    await expect(rows(page)).toHaveCount(expiring);
    await page.screenshot({ path: artifact(`certificates-list-${lang}`), fullPage: true });
    await page.goto(detailUrl);
    await expect(page.getByTestId('cert-fields')).toContainText(certNo);
    await page.screenshot({ path: artifact(`certificate-detail-${lang}`), fullPage: true });
    await page.goto(draftUrl);
    await expect(page.getByTestId('draft-sheet')).toContainText(DRAFT_APP);
    await page.screenshot({ path: artifact(`certificate-draft-${lang}`), fullPage: true });
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await switchLanguage(page, 'zh_CN');

  // A change request needs a comment (the shared rule, in the form); then the customer confirms instead.
  await page.goto(draftUrl);
  await page.getByTestId('draft-request-changes').click();
  await page.getByTestId('draft-send-changes').click();
  await expect(page.locator('.ant-modal .ant-form-item-explain-error')).toHaveText('请说明需要修改的内容');
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await page.getByTestId('draft-confirm').click();
  await page.getByTestId('draft-confirm-ok').click();
  await expect(page.getByTestId('draft-decided')).toBeVisible();
  await expect(page.getByTestId('draft-new-status')).toContainText('处理中');
  await expect(page.getByTestId('draft-new-status')).toContainText('证书制作');

  // Nothing waits for review any more: no link in the list, and the draft page says so.
  await page.goto(LIST);
  await expect(page.getByTestId('application-table').locator('tbody tr.ant-table-row').filter({ hasText: DRAFT_APP })).toBeVisible();
  await expect(page.getByTestId('application-table').getByRole('link', { name: /核对草稿/ })).toHaveCount(0);
  await page.goto(draftUrl);
  await expect(page.getByTestId('draft-unavailable')).toBeVisible();
  await page.goto('/customsClearance/applicationForm/draft');
  await expect(page.getByTestId('draft-waiting')).toContainText('暂无等待您确认的证书草稿');
});
