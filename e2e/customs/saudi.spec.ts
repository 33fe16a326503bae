import { expect, test, type Request } from '@playwright/test';
import { artifact, loginAs } from '../support/session.js';
import { choose, fill, future } from './support.js';

test('the Saudi flow: choose the product certificate, fill in, attach the merged PDF, submit', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `Riyadh air conditioners ${Date.now().toString(36)}`;
  // Notes the parts of each multipart body the page sends (names, and the value or file name).
  await page.addInitScript(() => {
    const w = window as unknown as { sentParts: string[][] };
    w.sentParts = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        const parts: string[] = [];
        body.forEach((v, k) => parts.push(`${k}=${typeof v === 'string' ? v : v.name}`));
        w.sentParts.push(parts);
      }
      return send.call(this, body);
    };
  });
  await loginAs(page);
  // The workbench counts open their lists.
  await expect(page.getByTestId('count-drafts')).not.toContainText('—');
  await page.goto('/customsClearance/applicationForm/myApplicationForm/SASelectType');
  await page.getByTestId('saudi-type-saudi_pcoc').click();
  await expect(page).toHaveURL(/SAApplicationForm\?type=saudi_pcoc$/);
  await expect(page.getByTestId('application-form')).toBeVisible();

  await fill(page, 'title', title);
  await fill(page, 'general-certification_project', 'SASO PCoC');
  await fill(page, 'general-contact_name', '欧阳明');
  await fill(page, 'general-contact_phone', '+86-755-26000000');
  await fill(page, 'general-contact_email', 'ouyang@example.com');
  const when = page.locator('#general-inspection_date');
  await when.click();
  await when.fill(future(7));
  await when.press('Enter');
  for (const role of ['importer', 'exporter', 'applicant']) {
    await fill(page, `parties-${role}-company_name`, role === 'importer' ? 'Al Noor Trading Co.' : '深圳明星电子有限公司');
    await fill(page, `parties-${role}-address`, role === 'importer' ? 'King Fahd Road, Riyadh' : '深圳市南山区科技园南区 18 号');
  }
  await fill(page, 'products-0-hs_code', '841510');
  await fill(page, 'products-0-brand', 'CoolStar');
  await fill(page, 'products-0-model', 'CS-18K');
  await fill(page, 'products-0-quantity', '200');
  await fill(page, 'products-0-unit_price', '260');
  await fill(page, 'products-0-unit', 'SET');
  await fill(page, 'products-0-description', 'Split air conditioner 18000 BTU');
  await fill(page, 'products-0-manufacturer', '深圳明星电子有限公司');
  await choose(page, 'products-0-origin', '中国 (CN)');

  // The Saudi caps are checked before anything is sent: format, 20 MB a file, the merged PDF a PDF of at most 2 MB.
  const uploads: Request[] = [];
  page.on('request', (r) => r.url().includes('/api/upload') && uploads.push(r));
  const files = page.getByTestId('attachments').locator('input[type=file]');
  const notice = page.getByTestId('attachments-notice');
  await choose(page, 'attachments-type-input', '合并');
  await expect(page.getByTestId('attachments')).toContainText('单个不超过 20 MB；最多 20 个文件。合并 PDF：不超过 2 MB 的 PDF 文件。');
  await files.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(notice).toContainText('“setup.exe”：图片或文件格式错误');
  await files.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20 * 1024 * 1024 + 1) });
  await expect(notice).toContainText('“catalogue.pdf”：大小超出限制（最大 20 MB）');
  await files.setInputFiles({ name: 'merged-big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024) });
  await expect(notice).toContainText('“merged-big.pdf”：合并 PDF 必须是不超过 2 MB 的 PDF 文件');
  await expect(page.getByTestId('attachments-table')).not.toContainText('merged-big.pdf');
  expect(uploads).toHaveLength(0);

  // The merged PDF: the upload names its form, so the server applies the Saudi cap too.
  await files.setInputFiles({ name: 'merged.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(page.getByTestId('attachments-table')).toContainText('merged.pdf');
  expect(uploads).toHaveLength(1);
  // Chromium does not hand a multipart body with a file to the test; the page noted the parts it sent, in order.
  expect(await page.evaluate(() => (window as unknown as { sentParts: string[][] }).sentParts)).toEqual([['form=saudi', 'file=merged.pdf']]);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });
  await page.screenshot({ path: artifact('saudi-form-zh_CN'), fullPage: true });

  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('submit-success')).toContainText('RFC-');
  await page.getByTestId('success-view').click();
  await expect(page).toHaveURL(/SAApplicationForm\/\d+$/);
  await expect(page.getByTestId('application-detail')).toBeVisible();
  await expect(page.getByTestId('submit-application')).toHaveCount(0);
});
