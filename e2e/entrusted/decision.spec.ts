/**
 * The client's decision on an issued inspection report (issue 29): the customer reads the report, asks for a
 * re-inspection with a comment, confirms; the card then shows the decision, who and when, and opens the linked
 * draft, prefilled and naming the report. The card in zh_CN, en and ar at 1440 and 390 px, axe clean.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { inspectionBooking } from '../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { artifact, signIn, staffPage, switchLanguage } from '../support/session.js';
import { api, future, stamp } from '../customs/support.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';

const expect = baseExpect.configure({ timeout: 30_000 });
const AREA = 'entrustedInspection';
const DETAIL = '/entrustedInspection/myApplication/fillInApplication/entrustedForm';

test('an issued report: the customer asks for a re-inspection, sees who decided and when, and opens the linked draft', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const run = stamp();
  await signIn(page);
  const body = inspectionBooking(`复检决定 ${run}`);
  const draft = await api<{ id: number; version: number }>(page.request, 'POST', `/kenya/create?area=${AREA}`, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit?area=${AREA}`, { ...body, version: draft.version }, { 'idempotency-key': `decision-${run}` });
  const id = draft.id;
  const admin = await staffPage(browser, 'admin');
  await api(admin.request, 'POST', `/staff/rfc/${id}/accept`);
  await api(admin.request, 'POST', `/staff/rfc/${id}/schedule`, { date: future(10), inspector: '赵磊' });
  await api(admin.request, 'POST', `/staff/rfc/${id}/report`, {
    result: 'failed',
    inspected_on: future(0),
    summary: '外壳划伤超出 AQL',
    sections: [{ name: 'workmanship', result: 'failed' }],
    defects: { critical: 0, major: 12, minor: 3 },
  });
  const issuer = await staffPage(browser, 'issuer');
  await api(issuer.request, 'POST', `/staff/rfc/${id}/issue-report`);

  const findings: AxeFinding[] = [];
  await page.goto(`${DETAIL}/${id}`);
  await expect(page.getByTestId('decision-card')).toBeVisible();
  await expect(page.getByTestId('decision-submit')).toBeDisabled();
  findings.push(...(await seriousViolations(page, 'decision card zh_CN 1440')));
  await page.getByTestId('decision-card').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('entrusted-decision-open-zh_CN-1440') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('decision-card').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('entrusted-decision-open-zh_CN-390') });
  await page.getByTestId('decision-re_inspect').click();
  await page.getByTestId('decision-comment').fill('先返工包装再复检');
  await page.getByTestId('decision-submit').click();
  await expect(page.locator('.ant-modal')).toContainText('申请复检');
  await page.screenshot({ path: artifact('entrusted-decision-confirm-zh_CN-390') });
  await page.getByTestId('decision-confirm').click();
  await expect(page.getByTestId('decision-value')).toHaveText('已申请复检');
  await expect(page.getByTestId('decision-by')).not.toHaveText('');
  await expect(page.getByTestId('history-timeline')).toContainText('已申请复检');
  await page.getByTestId('decision-card').scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifact('entrusted-decision-done-zh_CN-390') });

  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${DETAIL}/${id}`);
      await expect(page.getByTestId('decision-value')).toHaveText({ zh_CN: '已申请复检', en: 'Re-inspection requested', ar: 'طُلبت إعادة الفحص' }[lang]);
      // Nothing wider than the phone's screen.
      if (w === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      findings.push(...(await seriousViolations(page, `decision card ${lang} ${w}`)));
      await page.getByTestId('decision-card').scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifact(`entrusted-decision-${lang}-${w}`) });
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);

  // The re-inspection: a draft linked to the booking, of type re-inspection, naming the report.
  await page.getByTestId('decision-reinspection').click();
  await expect(page).toHaveURL(new RegExp(`entrustedForm/(?!${id}$)\\d+$`));
  await expect(page.locator('#booking-previous_order_no')).toHaveValue(/^RPT-/);
  await page.screenshot({ path: artifact('entrusted-reinspection-draft-ar-390'), fullPage: true });
  await switchLanguage(page, 'zh_CN');
  for (const p of [admin, issuer]) await p.context().close();
});
