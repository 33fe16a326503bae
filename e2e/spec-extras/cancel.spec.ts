import { expect, test } from '@playwright/test';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, detailOf, LIST, stamp, staffLogin, type Detail } from '../customs/support.js';

test('a customer cancels a returned application with a reason; it shows under the cancelled filter with the reason in its history', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const title = `Cancel me ${stamp()}`;
  const body = completeForm(title);
  const draft = await createDraft(page.request, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...body, version: draft.version }, { 'idempotency-key': `cancel-${stamp()}` });
  await staffLogin(request);
  await api(request, 'POST', `/staff/rfc/${draft.id}/return`, { reason: '请补充装箱单' });

  await page.goto(`${LIST}?status=returned`);
  const row = page.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  await row.getByTestId(`cancel-application-${draft.id}`).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toContainText('取消后的申请不能恢复');
  // What cancelling does with the money, by the line's rule, before the customer confirms (issue 28).
  await expect(dialog.getByTestId('cancel-preview')).toContainText('工作尚未开始：不收取任何费用。');
  // No reason: the shared rule refuses, nothing is sent.
  await page.getByTestId('cancel-confirm').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请填写原因');
  expect((await detailOf(page.request, draft.id)).status).toBe('returned');
  await page.getByTestId('cancel-reason').fill('订单已取消');
  await page.screenshot({ path: artifact('application-cancel-dialog-zh_CN'), fullPage: true });
  await page.getByTestId('cancel-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('tr', { hasText: title })).toHaveCount(0);

  const after = (await detailOf(page.request, draft.id)) as Detail & { history: { action: string; reason: string | null }[] };
  expect(after.status).toBe('cancelled');
  expect(after.history.at(-1)).toMatchObject({ action: 'cancel', reason: '订单已取消' });

  // The list's status filter shows it among the cancelled ones; a cancelled row has no cancel button.
  await page.goto(`${LIST}?status=cancelled`);
  const cancelled = page.locator('tr', { hasText: title });
  await expect(cancelled).toContainText('已取消');
  await expect(cancelled.getByTestId(`cancel-application-${draft.id}`)).toHaveCount(0);
  await page.screenshot({ path: artifact('application-list-cancelled-zh_CN'), fullPage: true });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(page.locator('tr', { hasText: title })).toBeVisible();
    await page.screenshot({ path: artifact(`application-list-cancelled-${lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');
});
