import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, future, stamp, staffLogin, type Detail } from '../customs/support.js';

const LIST = '/internationalProduct/myApplication/NBAdditionalInfo';
const stepOf = async (page: Page, id: number) => (await api<{ process_step: string }>(page.request, 'GET', `/rfc/detail/${id}`)).process_step;
interface InfoRequest {
  id: number;
  status: string;
  version: number;
  items: { id: number; question: string; answer: string | null; files: { id: number; name: string; size: number }[] }[];
}

/** A processing application of the demo customer with an open request for additional information raised by staff. */
async function raisedRequest(page: Page, request: Parameters<typeof staffLogin>[0], title: string) {
  const body = completeForm(title);
  const draft = await createDraft(page.request, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...body, version: draft.version }, { 'idempotency-key': `ai-${stamp()}` });
  await staffLogin(request);
  await api<Detail>(request, 'POST', `/staff/rfc/${draft.id}/accept`);
  const raised = await api<InfoRequest>(request, 'POST', `/staff/rfc/${draft.id}/additional-info`, {
    due_date: future(14),
    items: [{ question: '请说明天线增益（dBi）。' }, { question: '请上传 EN 300 328 射频测试报告。' }],
  });
  return { applicationId: draft.id, request: raised };
}

test('staff ask for additional information; the customer answers with text and a file whose upload survives a broken connection', async ({ page, request }) => {
  test.setTimeout(240_000);
  await loginAs(page);
  const title = `Additional info ${stamp()}`;
  const { applicationId, request: raised } = await raisedRequest(page, request, title);
  expect(await stepOf(page, applicationId)).toBe('additional_information');

  await page.goto(LIST);
  const row = page.getByTestId('info-requests-table').locator('tr', { hasText: title });
  await expect(row).toContainText('2 项', { timeout: 30_000 });
  await page.screenshot({ path: artifact('nb-additional-info-list-zh_CN'), fullPage: true });
  await row.getByTestId('info-request-open').click();
  await expect(page.getByTestId('info-answer-page')).toBeVisible();
  const items = page.getByTestId('info-item');
  await expect(items).toHaveCount(2);

  // Sending with an item unanswered: the shared rule answers in the user's language, nothing is sent.
  await items.nth(0).getByTestId('info-answer-text').fill('2 dBi');
  await page.getByTestId('info-answer-submit').click();
  await expect(page.getByTestId('info-answer-problem')).toContainText('请为每一项填写回复或上传文件');

  // A 20 MiB report, sent in 8 MiB chunks; the second chunk's connection breaks once and the upload
  // continues by itself from where the server stopped.
  const report = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20 * 1024 * 1024 - 16), Buffer.from('\n%%EOF\n')]);
  let patches = 0;
  let broken = 0;
  await page.route('**/frontend/v1/uploads/resumable/*', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) {
      broken++;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await items
    .nth(1)
    .getByTestId('info-upload-2')
    .locator('input[type=file]')
    .setInputFiles({ name: 'EN300328-report.pdf', mimeType: 'application/pdf', buffer: report });
  await expect(items.nth(1).getByTestId('info-file')).toContainText('EN300328-report.pdf', { timeout: 120_000 });
  expect(broken).toBe(1);
  await expect(items.nth(1).getByTestId('info-upload-2-row')).toHaveAttribute('data-state', 'done');
  await page.screenshot({ path: artifact('nb-additional-info-answer-zh_CN'), fullPage: true });

  await page.getByTestId('info-answer-submit').click();
  await expect(page.getByTestId('info-answer-sent')).toBeVisible();
  const answered = await api<InfoRequest>(page.request, 'GET', `/additional-info/${raised.id}`);
  expect(answered.status).toBe('answered');
  expect(answered.items[0]!.answer).toBe('2 dBi');
  expect(answered.items[1]!.files).toMatchObject([{ name: 'EN300328-report.pdf', size: report.length }]);
  // Back with staff, in the step it was in.
  expect(await stepOf(page, applicationId)).toBe('acceptance');
});

for (const lang of ['zh_CN', 'en', 'ar'] as const) {
  test(`additional information screens in ${lang} at 1440 and 390 px (screenshots saved)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await loginAs(page);
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    const { request: raised } = await raisedRequest(page, request, `Info screens ${lang} ${stamp()}`);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(LIST);
      await expect(page.getByTestId('info-requests-table')).toBeVisible();
      await page.screenshot({ path: artifact(`nb-additional-info-list-${lang}-${width}`), fullPage: true });
      await page.goto(`${LIST}/${raised.id}`);
      await expect(page.getByTestId('info-item')).toHaveCount(2);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: artifact(`nb-additional-info-answer-${lang}-${width}`), fullPage: true });
    }
  });
}
