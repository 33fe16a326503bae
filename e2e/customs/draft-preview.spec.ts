import { expect as baseExpect, test } from '@playwright/test';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, stamp, staffLogin } from './support.js';

const expect = baseExpect.configure({ timeout: 30_000 });

/** Issue 11, spec section 9 ("preview zoom rate 1.2"): the draft certificate's PDF in the page, on every area's draft screen. */
const SCREENS = [
  '/customsClearance/applicationForm/draft',
  '/internationalProduct/myApplication/DraftCertificate',
  '/communication/myApplication/DraftCertificate',
];

test('the draft certificate is previewed in the page: zoom in and out by 1.2, fit to the width, page through', async ({ page, request }) => {
  test.setTimeout(420_000);
  await signIn(page);
  // Enough product lines for a second page.
  const base = completeForm(`Preview ${stamp()}`);
  const line = (base.products as Record<string, unknown>[])[0]!;
  const products = Array.from({ length: 45 }, (_, i) => ({ ...line, model: `SB-${100 + i}` }));
  // The invoice adds up to its lines (the consistency check refuses a total that does not).
  const invoice = (base.invoices as Record<string, unknown>[])[0]!;
  const body = { ...base, products, invoices: [{ ...invoice, amount: Number(line.quantity) * Number(line.unit_price) * products.length }] };
  const draft = await createDraft(page.request, body);
  await api(page.request, 'POST', `/kenya/rfc/${draft.id}/submit`, { ...body, version: draft.version }, { 'Idempotency-Key': `preview-${stamp()}` });
  await staffLogin(request);
  await api(request, 'POST', `/staff/rfc/${draft.id}/accept`);
  await api(request, 'POST', `/staff/rfc/${draft.id}/draft`);

  for (const screen of SCREENS) {
    await page.goto(`${screen}?id=${draft.id}`);
    await expect(page.getByTestId('draft-sheet')).toBeVisible();
    const preview = page.getByTestId('pdf-preview');
    const canvas = page.getByTestId('pdf-canvas');
    const zoom = page.getByTestId('pdf-zoom');
    await expect(canvas).toHaveAttribute('data-page', '1');
    await expect(page.getByTestId('pdf-page')).toHaveText('第 1 页，共 2 页');
    await expect(page.getByTestId('pdf-prev')).toBeDisabled();
    await expect(page.getByTestId('pdf-fit')).toBeDisabled();

    // Fitted: the page fills the box's width.
    const fitted = Number(await canvas.getAttribute('data-scale'));
    const boxWidth = await page.locator('.pdf-canvas-box').evaluate((el) => el.clientWidth - 24);
    expect(Math.abs(Number((await canvas.evaluate((c) => c.style.width)).replace('px', '')) - boxWidth)).toBeLessThanOrEqual(2);

    // Each step is the spec's rate.
    await page.getByTestId('pdf-zoom-in').click();
    await expect(zoom).toHaveText(`${Math.round(fitted * 1.2 * 100)}%`);
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeCloseTo(fitted * 1.2, 3);
    await page.getByTestId('pdf-zoom-in').click();
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeCloseTo(fitted * 1.44, 3);
    await page.getByTestId('pdf-zoom-out').click();
    await page.getByTestId('pdf-zoom-out').click();
    await page.getByTestId('pdf-zoom-out').click();
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeCloseTo(fitted / 1.2, 3);
    await page.getByTestId('pdf-fit').click();
    await expect.poll(async () => Number(await canvas.getAttribute('data-scale'))).toBeCloseTo(fitted, 3);

    // Page through.
    await page.getByTestId('pdf-next').click();
    await expect(canvas).toHaveAttribute('data-page', '2');
    await expect(page.getByTestId('pdf-page')).toHaveText('第 2 页，共 2 页');
    await expect(page.getByTestId('pdf-next')).toBeDisabled();
    await page.getByTestId('pdf-prev').click();
    await expect(canvas).toHaveAttribute('data-page', '1');
    await expect(preview).toBeVisible();
  }

  // Screenshots: three languages, desktop and phone.
  const customs = `${SCREENS[0]}?id=${draft.id}`;
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(customs);
      await expect(page.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1');
      await page.getByTestId('pdf-preview').scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifact(`draft-preview-${lang}-${width}`), fullPage: false });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await switchLanguage(page, 'zh_CN');
});
