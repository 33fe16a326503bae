/**
 * The staff workstation (issue 14) as people use it: an acceptance officer takes a new submission from the
 * queue and returns it; the customer fixes and resubmits; the officer accepts; an engineer advances it; the
 * reviewer sends the draft; the customer confirms; the issuer issues. The customer sees each step and the
 * "waiting on" line change. Then the screenshots of the queues and the staff application page.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { artifact, signIn, staffPage, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, FORM, stamp, type Detail } from '../customs/support.js';
import { expectFitsScreen } from '../support/layout.js';
import { catalogues } from '@tic/shared/i18n/index';
import { workStepsOf, type ProcessStep } from '@tic/shared';

// The machine the journeys run on is shared and loaded: a lazily loaded page may take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

async function act(page: Page, action: string, fill?: (dialog: ReturnType<Page['locator']>) => Promise<void>) {
  await page.getByTestId(`action-${action}`).click();
  if (fill) {
    const dialog = page.locator('.ant-modal:visible');
    await fill(dialog);
    await dialog.locator('.ant-btn-primary').click();
  }
}

const waitingLine = (page: Page) => page.getByTestId('waiting-line');

test('officer, customer, engineer, reviewer and issuer take one application through the workstation', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const title = `Staff journey ${stamp()}`;
  await signIn(page);
  const body = completeForm(title);
  const draft = await createDraft(page.request, body);
  await api<{ application: Detail }>(
    page.request,
    'POST',
    `/kenya/rfc/${draft.id}/submit`,
    { ...body, version: draft.version },
    { 'idempotency-key': `ws-${stamp()}` },
  );

  // The customer: waiting on us.
  await page.goto(`${FORM}/${draft.id}`);
  await expect(waitingLine(page)).toContainText('由我方处理');

  // The acceptance officer finds it among the new submissions, takes it and returns it with a reason.
  const officer = await staffPage(browser, 'officer');
  await officer.goto(`/staff/queues?queue=new&keywords=${encodeURIComponent(title)}`);
  await expect(officer.getByTestId('staff-table')).toContainText(title);
  await officer.getByTestId(`take-${draft.id}`).click();
  // Taken: it leaves the new submissions and is in "assigned to me".
  await expect(officer.getByTestId('staff-table')).not.toContainText(title);
  await officer.getByTestId('queue-mine').click();
  await officer.getByTestId(`open-${draft.id}`).click();
  await expect(officer.getByTestId('staff-assignee')).toContainText('陈晓');
  await act(officer, 'return', (d) => d.locator('#action-reason').fill('发票金额与装箱单不一致，请更正'));
  await expect(officer.getByTestId('staff-status')).toContainText('已退回');
  await expect(officer.getByTestId('staff-audit')).toContainText('退回修改');

  // The customer sees it waits on them, fixes the form and resubmits.
  await page.goto(`${FORM}/${draft.id}`);
  await expect(waitingLine(page)).toContainText('等待您处理');
  await page.locator('#general-contact_name').fill('Li Ming (corrected)');
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${FORM}/${draft.id}`);
  await expect(waitingLine(page)).toContainText('由我方处理');

  // Back with the officer (still assigned), who accepts it.
  await officer.reload();
  await expect(officer.getByTestId('staff-status')).toContainText('待受理');
  // Accepting asks once, saying what happens.
  await act(officer, 'accept', async (d) => {
    await expect(d.getByTestId('action-what')).toContainText('不能再退回修改');
  });
  await expect(officer.getByTestId('staff-status')).toContainText('处理中');
  // Accepted: the work passes to the inspectors (released), the officer has nothing more to accept.
  await expect(officer.getByTestId('action-accept')).toHaveCount(0);
  await expect(officer.getByTestId('staff-assignee')).toContainText('未分配');

  // The engineer finds it in "available to my roles" and advances it to conformity assessment.
  const engineer = await staffPage(browser, 'engineer');
  await engineer.goto(`/staff/queues?queue=available&keywords=${encodeURIComponent(title)}`);
  await engineer.getByTestId(`open-${draft.id}`).click();
  await act(engineer, 'advance', async (d) => {
    // The line's steps in their declared order, the current one left out, the next one chosen and marked.
    const current = (await api<{ process_step: ProcessStep }>(engineer.request, 'GET', `/staff/rfc/${draft.id}`)).process_step;
    const line = workStepsOf('customs');
    const steps = line.filter((s) => s !== current);
    const next = line.includes(current) ? line[line.indexOf(current) + 1] : line[0];
    const stepName = (s: string) => catalogues.zh_CN.applications.step[s as keyof typeof catalogues.zh_CN.applications.step];
    await expect(d.getByTestId('action-step')).toContainText(`${stepName(next!)}（下一步）`);
    await d.getByTestId('action-step').click();
    await expect(engineer.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(
      steps.map((s) => (s === next ? `${stepName(s)}（下一步）` : stepName(s))),
    );
    await engineer.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '符合性评估' }).click();
  });
  await expect(engineer.getByTestId('staff-step')).toContainText('符合性评估');
  // Separation of duties: the engineer is offered no "send draft".
  await expect(engineer.getByTestId('action-send_draft')).toHaveCount(0);

  // The reviewer sends the draft certificate: now it waits on the customer.
  const reviewer = await staffPage(browser, 'reviewer');
  await reviewer.goto(`/staff/rfc/${draft.id}`);
  await act(reviewer, 'send_draft', async (d) => {
    await expect(d.getByTestId('action-what')).toContainText('证书草稿发送给客户');
  });
  await expect(reviewer.getByTestId('staff-step')).toContainText('证书签发');
  await page.goto(`${FORM}/${draft.id}`);
  await expect(waitingLine(page)).toContainText('等待您处理');

  // The customer confirms the draft.
  await page.goto(`/customsClearance/applicationForm/draft?id=${draft.id}`);
  await page.getByTestId('draft-confirm').click();
  await page.getByTestId('draft-confirm-ok').click();
  await expect(page.getByTestId('draft-decided')).toBeVisible();

  // The issuer issues the certificate; the customer's application is issued and waits on nobody.
  const issuer = await staffPage(browser, 'issuer');
  await issuer.goto(`/staff/queues?queue=available&keywords=${encodeURIComponent(title)}`);
  await issuer.getByTestId(`open-${draft.id}`).click();
  await act(issuer, 'issue', async (d) => {
    await expect(d.getByTestId('action-what')).toContainText('签发后不能撤回');
  });
  await expect(issuer.getByTestId('staff-status')).toContainText('已出证');
  await expect(issuer.getByTestId('staff-audit')).toContainText('签发证书');
  await page.goto(`${FORM}/${draft.id}`);
  await expect(page.getByTestId('application-page')).toBeVisible();
  await expect(waitingLine(page)).toHaveCount(0);
  const after = await api<Detail & { history: { action: string }[] }>(page.request, 'GET', `/rfc/detail/${draft.id}`);
  expect(after.status).toBe('issued');
  expect(after.history.map((h) => h.action)).toEqual(['create', 'submit', 'return', 'resubmit', 'accept', 'advance', 'send_draft', 'confirm_draft', 'issue']);
});

test('a customer is denied the staff area (page and API)', async ({ page }) => {
  await signIn(page);
  await page.goto('/staff/queues');
  await expect(page.getByTestId('denied')).toBeVisible();
  const res = await page.request.get('/frontend/v1/staff/queues');
  expect(res.status()).toBe(403);
});

for (const lang of ['zh_CN', 'en', 'ar'] as const) {
  test(`screenshots of the queues and the staff application page in ${lang}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const officer = await staffPage(browser, 'officer');
    if (lang !== 'zh_CN') await switchLanguage(officer, lang);
    for (const width of [1440, 390]) {
      await officer.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await officer.goto('/staff/queues?queue=all');
      await expect(officer.getByTestId('staff-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
      await officer.screenshot({ path: artifact(`staff-queues-${lang}-${width}`), fullPage: true });
      if (width === 390) {
        // On a phone the filters fold as the customer's lists do: the keywords and the search button, the rest
        // behind "More filters"; nothing is wider than the screen, folded or open.
        const filters = officer.getByTestId('staff-filters');
        await expect(filters.locator('.ant-form-item:visible')).toHaveCount(2);
        await expectFitsScreen(officer, 'queues');
        await officer.getByTestId('filters-toggle').click();
        await expect(officer.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'true');
        expect(await filters.locator('.ant-form-item:visible').count()).toBeGreaterThan(2);
        await expectFitsScreen(officer, 'queues with filters open');
        await officer.screenshot({ path: artifact(`staff-queues-${lang}-390-filters`), fullPage: true });
      }
      await officer.getByTestId('staff-table').locator('a[data-testid^="open-"]').first().click();
      await expect(officer.getByTestId('staff-audit')).toBeVisible();
      await officer.screenshot({ path: artifact(`staff-application-${lang}-${width}`), fullPage: true });
    }
  });
}
