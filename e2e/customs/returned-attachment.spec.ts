import { expect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.js';
import { api, choose, completeForm, createDraft, detailOf, FORM, PDF, stamp, staffLogin, uploadFile, type Detail } from './support.js';

test('a returned attachment blocks submission until deleted and re-uploaded; edited rows block, failed uploads ask first', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page);
  // A submitted application with one attachment.
  const file = await uploadFile(page.request, 'invoice-scan.pdf', PDF);
  const body = completeForm(`Returned scan ${stamp()}`, { attachments: [{ file_id: file.id, file_type: 'invoice' }] });
  const draft = await createDraft(page.request, body);
  const submitted = await api<{ application: Detail }>(
    page.request,
    'POST',
    `/kenya/rfc/${draft.id}/submit`,
    { ...body, version: draft.version },
    { 'idempotency-key': `ret-${stamp()}` },
  );
  expect(submitted.application.status).toBe('pending_acceptance');

  // Staff return the attachment.
  await staffLogin(request);
  const returned = await api<Detail>(request, 'POST', `/staff/rfc/${draft.id}/attachment/${submitted.application.attachments[0]!.id}/return`, {
    reason: '扫描件不清晰',
  });
  expect(returned.status).toBe('returned');

  // The customer sees it marked returned, with the reason, and cannot submit.
  await page.goto(`${FORM}/${draft.id}`);
  const table = page.getByTestId('attachments-table');
  const scanRow = table.locator('tr', { hasText: 'invoice-scan.pdf' });
  await expect(scanRow).toHaveClass(/attachment-returned/);
  await expect(scanRow).toContainText('已退回：请删除后重新上传');
  await expect(scanRow).toContainText('扫描件不清晰');
  await expect(scanRow.getByTestId('attachments-edit')).toHaveCount(0);
  await page.screenshot({ path: artifact('customs-returned-attachment-zh_CN'), fullPage: true });
  await page.getByTestId('submit-application').click();
  const warning = page.locator('.ant-modal-confirm-warning');
  await expect(warning).toContainText('部分附件已被退回，请删除每个被退回的文件并重新上传。');
  await warning.getByRole('button').click();
  await expect(warning).toHaveCount(0);
  expect((await detailOf(page.request, draft.id)).status).toBe('returned');

  // Delete it, upload a new scan; a broken file (an executable named .pdf) fails on the server.
  await scanRow.getByTestId('attachments-delete').click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(table).not.toContainText('invoice-scan.pdf');
  await choose(page, 'attachments-type-input', '发票');
  const input = page.getByTestId('attachments').locator('input[type=file]');
  await input.setInputFiles({ name: 'invoice-rescan.pdf', mimeType: 'application/pdf', buffer: PDF });
  const newRow = table.locator('tr', { hasText: 'invoice-rescan.pdf' });
  await expect(newRow).toContainText('新上传');
  await input.setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]) });
  await expect(table.locator('tr', { hasText: 'broken.pdf' })).toContainText('上传失败');

  // A row being edited must be saved (or deleted) first.
  await newRow.getByTestId('attachments-edit').click();
  await newRow.getByTestId('attachments-row-remarks').fill('清晰版');
  await page.getByTestId('submit-application').click();
  await expect(page.locator('.ant-modal-confirm-warning')).toContainText('部分附件正在编辑，请先保存或删除。');
  await page.locator('.ant-modal-confirm-warning').getByRole('button').click();
  await newRow.getByTestId('attachments-save-row').click();
  await expect(newRow).toContainText('清晰版');

  // A failed upload asks: cancelling submits nothing.
  await page.getByTestId('submit-application').click();
  const confirm = page.locator('.ant-modal-confirm-confirm');
  await expect(confirm).toContainText('0 个仍在上传，1 个上传失败');
  await confirm
    .getByRole('button', { name: '取 消' })
    .or(confirm.getByRole('button', { name: '取消' }))
    .click();
  await expect(confirm).toHaveCount(0);
  expect((await detailOf(page.request, draft.id)).status).toBe('returned');

  // Confirming submits without the failed file: resubmitted with the new scan only.
  await page.getByTestId('submit-application').click();
  await page.locator('.ant-modal-confirm-confirm').getByRole('button', { name: '不含这些文件提交' }).click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });
  const after = await detailOf(page.request, draft.id);
  expect(after.status).toBe('pending_acceptance');
  expect(after.attachments.map((a) => [a.name, a.status])).toEqual([['invoice-rescan.pdf', 'pending']]);
});
