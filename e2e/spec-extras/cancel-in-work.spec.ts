import { expect, test } from '@playwright/test';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, detailOf, future, LIST, stamp, staffLogin } from '../customs/support.js';

/** The kept application fee, in each language (amounts are written with a no-break space: \s). */
const SENTENCES = {
  zh_CN: /申请费：因申请已受理，USD\s100\.00 不予退还。/,
  en: /Application fee: USD\s100\.00 is kept because the application was accepted\./,
  ar: /رسوم الطلب: يُحتجز مبلغ .*100\.00.* لأن الطلب قُبل\./,
} as const;

test('a customer cancels a customs application in work: the dialog says which fees the line keeps, then it is cancelled', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const title = `In work ${stamp()}`;
  const body = completeForm(title);
  const draft = await createDraft(page.request, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...body, version: draft.version }, { 'idempotency-key': `in-work-${stamp()}` });
  // Staff accept it, quote it (the lines coded as what they bill) and inspect the goods.
  await staffLogin(request);
  await api(request, 'POST', `/staff/rfc/${draft.id}/accept`);
  const quote = await api<{ id: number }>(request, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [
      { service: 'Application fee', quantity: '1', unit_price: '100.00', fee_code: 'application', application_id: draft.id },
      { service: 'Pre-shipment inspection', quantity: '1', unit_price: '200.00', fee_code: 'inspection', application_id: draft.id },
      { service: 'PVoC certificate', quantity: '1', unit_price: '300.00', fee_code: 'certificate', application_id: draft.id },
    ],
  });
  const profile = await api<{ id: number }>(page.request, 'POST', '/invoice-info', {
    title: '深圳市明星电子有限公司',
    type: 'pro_forma',
    address: '深圳市南山区',
  });
  await api(page.request, 'POST', `/quotation/${quote.id}/accept`, { invoice_profile_id: profile.id });
  await api(request, 'POST', `/staff/rfc/${draft.id}/advance`, { step: 'field_inspection' });

  const findings: AxeFinding[] = [];
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`${LIST}?status=processing`);
      const row = page.locator('tr', { hasText: title });
      await expect(row).toBeVisible();
      await row.getByTestId(`cancel-application-${draft.id}`).click();
      const dialog = page.locator('.ant-modal:visible');
      const preview = dialog.getByTestId('cancel-preview');
      await expect(preview).toContainText(SENTENCES[lang]);
      findings.push(...(await seriousViolations(page, `cancel in work ${lang} ${w}`)));
      await page.screenshot({ path: artifact(`application-cancel-in-work-${lang}-${w}`), fullPage: true });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  expect(findings, describeFindings(findings)).toEqual([]);

  // Confirmed (in Arabic): cancelled; the kept fees stay billed, the certificate fee is no longer owed.
  await page.goto(`${LIST}?status=processing`);
  await page.locator('tr', { hasText: title }).getByTestId(`cancel-application-${draft.id}`).click();
  await page.getByTestId('cancel-reason').fill('ألغى المشتري الطلب');
  await page.getByTestId('cancel-confirm').click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  const after = (await detailOf(page.request, draft.id)) as unknown as { status: string; quoted_amount: string; history: { action: string }[] };
  expect(after).toMatchObject({ status: 'cancelled', quoted_amount: '300.00' });
  expect(after.history.at(-1)).toMatchObject({ action: 'cancel' });
  await switchLanguage(page, 'zh_CN');
});
