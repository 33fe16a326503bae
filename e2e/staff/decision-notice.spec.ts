/**
 * Staff notices (issue 29): the customer releases the goods of an issued inspection report on their booking's page;
 * the acceptance officer, on the staff workstation, sees the bell count it, opens the list, reads the notice in the
 * page's language (zh_CN, en, ar at 1440 and 390 px, axe clean) and opens the application in the workstation from it,
 * which marks it read.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { inspectionBooking } from '../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { artifact, signIn, staffPage, switchLanguage } from '../support/session.js';
import { api, future, stamp } from '../customs/support.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const AREA = 'entrustedInspection';
const DETAIL = '/entrustedInspection/myApplication/fillInApplication/entrustedForm';

const bellCount = async (page: Page) => Number(await page.getByTestId('bell').getAttribute('data-count'));

test('the customer releases the goods; the officer sees the notice in the workstation header and opens the application from it', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const run = stamp();
  await signIn(page);
  const body = inspectionBooking(`放行通知 ${run}`);
  const draft = await api<{ id: number; version: number }>(page.request, 'POST', `/kenya/create?area=${AREA}`, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit?area=${AREA}`, { ...body, version: draft.version }, { 'idempotency-key': `notice-${run}` });
  const id = draft.id;
  const admin = await staffPage(browser, 'admin');
  await api(admin.request, 'POST', `/staff/rfc/${id}/accept`);
  await api(admin.request, 'POST', `/staff/rfc/${id}/schedule`, { date: future(10), inspector: '赵磊' });
  await api(admin.request, 'POST', `/staff/rfc/${id}/report`, {
    result: 'passed',
    inspected_on: future(0),
    summary: '抽检合格',
    sections: [{ name: 'workmanship', result: 'passed' }],
    defects: { critical: 0, major: 1, minor: 2 },
  });
  const issuer = await staffPage(browser, 'issuer');
  const issued = await api<{ rfc_no: string }>(issuer.request, 'POST', `/staff/rfc/${id}/issue-report`);

  // The acceptance officer works in the workstation (Chinese) while the customer decides.
  const officer = await staffPage(browser, 'officer');
  const before = await bellCount(officer);

  await page.goto(`${DETAIL}/${id}`);
  await page.getByTestId('decision-release').click();
  await page.getByTestId('decision-comment').fill('随下一班船出运');
  await page.getByTestId('decision-submit').click();
  await page.getByTestId('decision-confirm').click();
  await expect(page.getByTestId('decision-value')).toHaveText('已放行货物');

  // The open page hears it (the notice stream; the poll is the fallback): one more on the bell.
  await expect.poll(() => bellCount(officer), { timeout: 60_000 }).toBe(before + 1);
  const titles = {
    zh_CN: `客户已放行 ${issued.rfc_no} 的货物`,
    en: `Client released the goods of ${issued.rfc_no}`,
    ar: `أفرج العميل عن بضائع ${issued.rfc_no}`,
  };
  const findings: AxeFinding[] = [];
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(officer, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await officer.setViewportSize({ width: w, height: h });
      await officer.goto('/staff/queues');
      await expect(officer.getByTestId('staff-queues')).toBeVisible();
      await expect(officer.getByTestId('bell')).toHaveAttribute('data-count', String(before + 1));
      await officer.getByTestId('bell').click();
      const item = officer.getByTestId('notice-item').filter({ hasText: titles[lang] });
      await expect(item).toBeVisible();
      await expect(item.getByTestId('notice-target')).toHaveAttribute('data-target', 'staff_application');
      if (w === 390) expect(await officer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      findings.push(...(await seriousViolations(officer, `staff notice drawer ${lang} ${w}`)));
      await officer.screenshot({ path: artifact(`staff-notice-drawer-${lang}-${w}`) });
      await officer.keyboard.press('Escape');
      await expect(officer.getByTestId('notice-drawer')).toBeHidden();
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);

  // Its link opens the application in the workstation, and reading it takes it off the bell.
  await officer.getByTestId('bell').click();
  await officer.getByTestId('notice-item').filter({ hasText: titles.ar }).getByTestId('notice-target').click();
  await expect(officer).toHaveURL(new RegExp(`/staff/rfc/${id}$`));
  await expect(officer.getByTestId('bell')).toHaveAttribute('data-count', String(before));
  // Among the read ones in the message centre; its own page in full, the customer's comment included.
  await officer.goto('/messageList?tab=read');
  await officer.getByTestId('message-row-link').filter({ hasText: titles.ar }).click();
  await expect(officer.getByText('التعليق: «随下一班船出运»', { exact: false })).toBeVisible();
  findings.push(...(await seriousViolations(officer, 'staff notice details ar 390')));
  await officer.screenshot({ path: artifact('staff-notice-details-ar-390') });
  await expect(officer.getByTestId('notice-application-link')).toHaveAttribute('href', `/staff/rfc/${id}`);
  expect(findings, describeFindings(findings)).toEqual([]);
  await switchLanguage(officer, 'zh_CN');
  for (const p of [admin, issuer, officer]) await p.context().close();
});
