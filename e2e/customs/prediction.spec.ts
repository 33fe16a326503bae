import { expect as baseExpect, test, type Page } from '@playwright/test';
import { translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { ADMIN, artifact, signIn } from '../support/session.js';
import { api, completeForm, createDraft, FORM, stamp } from './support.js';
import { LANGS } from '../support/languages.js';

/**
 * The predicted completion (issue 32): the demo customer's submitted Kenya application reads "Expected by <date>
 * (9 in 10 by <date>)" from the demo history, dates in the reader's language, at 1440 and 390 px, and the staff
 * application page shows officers the same; a new Kenya application shows it on the confirmation after submission.
 * Three languages, axe clean.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };
type Prediction = { p50: string; p90: string; sample: number } | { insufficient: true; sample: number };

/** The sentence the page should show, its dates ({{p50Date}}, {{p90Date}}) written in the page's language by the shared formatDate. */
function expectedLine(lang: Locale, p: Prediction) {
  if ('insufficient' in p) return translate(lang, 'prediction.insufficient');
  return translate(lang, 'prediction.expected', { p50: p.p50, p90: p.p90 });
}

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

for (const { lang, locale } of LANGS)
  test(`a submitted application shows when it is expected, on its page and after submission (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const findings: AxeFinding[] = [];
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      const page = await (await browser.newContext({ locale, viewport })).newPage();
      await signIn(page);
      const list = await api<{ data: { id: number; title: string }[] }>(page.request, 'GET', '/kenya/rfc/list?title=LED%20panels%20to%20Mombasa');
      const id = list.data.find((a) => a.title === 'LED panels to Mombasa')!.id;
      const detail = await api<{ prediction: Prediction }>(page.request, 'GET', `/rfc/detail/${id}`);
      // The demo history (28 issued Kenya PVoC applications) is enough for an estimate.
      expect(detail.prediction).toMatchObject({ p50: expect.any(String), p90: expect.any(String) });
      await page.goto(`${FORM}/${id}`);
      const line = page.getByTestId('prediction-line');
      await expect(line).toBeVisible({ timeout: 60_000 });
      await expect(line).toContainText(expectedLine(lang, detail.prediction));
      const wide = viewport.width === PHONE.width ? '390' : '1440';
      if (wide === '390') {
        const box = await line.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }
      await look(page, `prediction-detail-${lang}-${wide}`, findings);

      // The officer's page of the same application says the same (GET /staff/rfc/{id} carries the detail's prediction).
      const officer = await (await browser.newContext({ locale, viewport })).newPage();
      await signIn(officer, ADMIN);
      await officer.goto(`/staff/rfc/${id}`);
      const staffLine = officer.getByTestId('staff-application').getByTestId('prediction-line');
      await expect(staffLine).toBeVisible({ timeout: 60_000 });
      await expect(staffLine).toContainText(expectedLine(lang, detail.prediction));
      await look(officer, `prediction-staff-${lang}-${wide}`, findings);
      await officer.context().close();

      if (wide === '1440') {
        // A new Kenya application, submitted from its page: the confirmation says when it is expected too.
        const draft = await createDraft(page.request, completeForm(`Prediction ${lang} ${stamp()}`));
        await page.goto(`${FORM}/${draft.id}`);
        await page.getByTestId('submit-application').click();
        await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 60_000 });
        const submitted = await api<{ prediction: Prediction }>(page.request, 'GET', `/rfc/detail/${draft.id}`);
        await expect(page.getByTestId('submit-success').getByTestId('prediction-line')).toContainText(expectedLine(lang, submitted.prediction));
        await look(page, `prediction-submitted-${lang}-1440`, findings);
      }
      await page.context().close();
    }
    expect(findings, describeFindings(findings)).toEqual([]);
  });
