import { expect, test, type Page } from '@playwright/test';
import { artifact, loginAs } from '../support/session.js';

async function choose(page: Page, inputId: string, text: string) {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(text);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first()).toBeVisible();
  await input.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
const fill = (page: Page, id: string, value: string) => page.locator(`#${id}`).fill(value);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the Saudi flow: choose the product certificate, fill in, attach the merged PDF, submit', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `Riyadh air conditioners ${Date.now().toString(36)}`;
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
  await fill(page, 'products-0-origin', 'CN');

  // The merged PDF (at most 2 MB together with the other PDFs).
  await choose(page, 'attachments-type-input', '合并');
  await page.getByTestId('attachments').locator('input[type=file]').setInputFiles({ name: 'merged.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(page.getByTestId('attachments-table')).toContainText('merged.pdf');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });
  await page.screenshot({ path: artifact('saudi-form-zh_CN'), fullPage: true });

  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('submit-success')).toContainText('RFC-');
  await page.getByTestId('success-view').click();
  await expect(page).toHaveURL(/SAApplicationForm\/\d+$/);
  await expect(page.getByTestId('application-locked')).toBeVisible();
});
