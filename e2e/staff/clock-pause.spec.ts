import { expect, test, type Page } from '@playwright/test';
import { formatDate, translate } from '@tic/shared';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { expectFitsScreen } from '../support/layout.js';
import { artifact, loginAs, staffPage, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, future, LIST, stamp, staffLogin, type Detail } from '../customs/support.js';

/**
 * The paused clock as both sides see it (issue 29): staff ask for additional information; the customer reads that
 * the application waits on them since when, for what, and that the service time is paused; the officer finds it in
 * the "waiting" queue with the reason and the date. Three languages, desktop and phone, axe clean.
 */
const TEXT = {
  zh_CN: { customer: '请答复补充资料要求', paused: '服务时限暂停计算', staff: '计时暂停：等待补充资料' },
  en: { customer: 'Answer the request for additional information', paused: 'service time is paused', staff: 'Clock paused: awaiting additional information' },
  ar: { customer: 'أجب عن طلب المعلومات الإضافية', paused: 'مدة الخدمة لدينا متوقفة', staff: 'المؤقت متوقف: بانتظار معلومات إضافية' },
} as const;

async function openApplication(page: Page, title: string) {
  await page.goto(`${LIST}?keywords=${encodeURIComponent(title)}`);
  await page.getByTestId('application-table').getByRole('link', { name: title }).first().click();
}

test('a request for additional information pauses the clock: the customer and the officer see why and since when', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  await loginAs(page);
  const title = `Clock pause ${stamp()}`;
  const body = completeForm(title);
  const draft = await createDraft(page.request, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...body, version: draft.version }, { 'idempotency-key': `clock-${stamp()}` });
  await staffLogin(request);
  await api<Detail>(request, 'POST', `/staff/rfc/${draft.id}/accept`);
  await api(request, 'POST', `/staff/rfc/${draft.id}/additional-info`, { due_date: future(14), items: [{ question: 'Which antenna gain (dBi)?' }] });

  const findings: AxeFinding[] = [];
  // The request was made now: the customer waits since today (the browser's day, as the page writes it).
  const today = new Date().toISOString();
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openApplication(page, title);
      const line = page.getByTestId('waiting-line');
      await expect(line).toContainText(TEXT[lang].customer, { timeout: 30_000 });
      await expect(line).toContainText(TEXT[lang].paused);
      // Since today, written in the reader's language (never the ISO date); no expected date while the clock is paused:
      // the line ends with the pause.
      await expect(line).toContainText(translate(lang, 'waiting.customer', { since: today }));
      await expect(line).not.toContainText(/\d{4}-\d\d-\d\d/);
      await expect(line).toHaveText(new RegExp(`${translate(lang, 'waiting.paused').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      if (width === 390) await expectFitsScreen(page, `customer application ${lang}`);
      findings.push(...(await seriousViolations(page, `customer application ${lang} ${width}`)));
      await page.screenshot({ path: artifact(`clock-paused-customer-${lang}-${width}`), fullPage: true });
    }
  }

  const officer = await staffPage(browser, 'admin');
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(officer, lang);
    for (const width of [1440, 390]) {
      await officer.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await officer.goto(`/staff/queues?queue=waiting&keywords=${encodeURIComponent(title)}`);
      const paused = officer.getByTestId('staff-table').getByTestId('clock-paused');
      await expect(paused).toContainText(TEXT[lang].staff, { timeout: 30_000 });
      await expect(paused).toContainText(`${translate(lang, 'staff.since')} ${formatDate(lang, today)}`);
      if (width === 390) await expect(officer.getByTestId('queue-select')).toBeVisible();
      findings.push(...(await seriousViolations(officer, `staff waiting queue ${lang} ${width}`)));
      await officer.screenshot({ path: artifact(`clock-paused-queue-${lang}-${width}`), fullPage: true });
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);
  await officer.context().close();
});
