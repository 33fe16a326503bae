import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { translate, type Locale } from '@tic/shared';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { artifact, signIn } from '../support/session.js';
import { api, pick, stamp } from '../customs/support.js';
import { LANGS } from '../support/languages.js';

/**
 * Issue 31: the vault in the application forms. The customer uploads a business licence in a factory audit booking
 * and saves it to the vault from the form (kind filled in, issuer, number and dates asked in a dialog); the
 * submitted booking keeps that version. The next booking attaches the licence from the vault by reference, no
 * second upload; an expired licence is listed but cannot be chosen, and says why. zh_CN, en and ar; the first form
 * at 1440 px, the second on a 390 px phone; axe clean.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const AREA = 'entrustedInspection';
const FORM = '/entrustedInspection/myApplication/fillInApplication/auditForm';
const PDF = (tag: string) => ({
  name: `business-licence-${tag}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`),
});
const day = (offset: number) => new Date(Date.parse(new Date().toISOString().slice(0, 10)) + offset * 86_400_000).toISOString().slice(0, 10);
test.use({ actionTimeout: 30_000 });

const booking = (title: string) => ({
  application_type: 'audit_social',
  title,
  audit: { social_standard: 'amfori_bsci', announcement: 'semi_announced', window_days: 14, preferred_date: day(20), audit_report_language: 'zh_en' },
  factory: {
    factory_name: '东莞制衣厂',
    factory_name_en: 'Dongguan Garments',
    factory_address: '东莞市长安镇振安路 8 号',
    factory_address_en: '8 Zhen an Road, Chang an, Dongguan',
    contact_name: '陈静',
    contact_phone: '+86-769-8888-1234',
    contact_email: 'chen@example.com',
    headcount: 320,
    production_processes: '裁剪、缝制、整烫、包装',
  },
  attachments: [],
});
const draftOf = (request: APIRequestContext, title: string) =>
  api<{ id: number; version: number }>(request, 'POST', `/kenya/create?area=${AREA}`, booking(title));

interface VaultDoc {
  id: number;
  number: string | null;
  current: { no: number; file: { id: number } };
}
interface Attached {
  file_id: number;
  vault?: { document_id: number; version_no: number } | null;
}

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

/** Waits for the form's auto-save to have written what is on screen. */
const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });

for (const { lang, locale } of LANGS)
  test(`a licence uploaded in a booking is saved to the vault and attached to the next booking by reference (${lang})`, async ({ browser }) => {
    test.setTimeout(300_000);
    // A date in a sentence is written in the reader's language (`{{dateDate}}`, the shared formatDate), as translate writes it.
    const t = (key: string, params: Record<string, string | number> = {}) => translate(lang as Locale, key, params);
    const findings: AxeFinding[] = [];
    const run = stamp().toUpperCase();
    const prefix = `VF${run}`;
    const number = `${prefix}-OK-${lang.slice(0, 2).toUpperCase()}`;
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);

    // An expired licence in the vault already (entered through the API): listed, never attachable.
    const up = await page.request.post('/frontend/v1/upload', { multipart: { file: PDF(`old-${run}`) }, headers: { langId: 'en' } });
    expect(up.status()).toBe(200);
    const oldFile = ((await up.json()) as { data: { id: number } }).data.id;
    const expired = await api<VaultDoc>(page.request, 'POST', '/vault', {
      kind: 'business_licence',
      issuer: 'Dongguan Administration for Market Regulation',
      number: `${prefix}-OLD-${lang.slice(0, 2).toUpperCase()}`,
      valid_from: day(-800),
      valid_until: day(-3),
      file_id: oldFile,
    });

    // The first booking: the licence is uploaded in the form, then saved to the vault from there.
    const first = await draftOf(page.request, `Vault booking 1 ${lang} ${run}`);
    await page.goto(`${FORM}/${first.id}`);
    const files = page.getByTestId('attachments');
    await expect(files).toBeVisible();
    await pick(page, page.getByTestId('attachments-type'), t('applications.fileType.business_licence'));
    await files.locator('input[type=file]').setInputFiles(PDF(run));
    const row = page.getByTestId('attachments-table').locator('tr', { hasText: `business-licence-${run}.pdf` });
    await expect(row.getByTestId('attachments-save-vault')).toBeVisible();
    await saved(page);
    await row.getByTestId('attachments-save-vault').click();
    const dialog = page.locator('.ant-modal:visible');
    await expect(dialog).toContainText(t('vault.saveFromForm.title'));
    await expect(dialog.getByTestId('attachments-save-vault-kind')).toContainText(t('vault.kind.business_licence'));
    // The shared rules speak first: issuer and number are needed for a licence.
    await dialog.getByTestId('attachments-save-vault-ok').click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await dialog.getByTestId('attachments-save-vault-issuer').fill('Dongguan Administration for Market Regulation');
    await dialog.getByTestId('attachments-save-vault-number').fill(number);
    await dialog.getByTestId('attachments-save-vault-valid-from').fill(day(-30));
    await dialog.getByTestId('attachments-save-vault-valid-until').fill(day(700));
    await look(page, `vault-form-save-${lang}-1440`, findings);
    await dialog.getByTestId('attachments-save-vault-ok').click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByTestId('attachment-vault-mark')).toHaveText(t('vault.pick.mark', { no: 1 }));
    await expect(row.getByTestId('attachments-save-vault')).toHaveCount(0);
    await saved(page);
    await look(page, `vault-form-saved-${lang}-1440`, findings);
    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });

    // The vault holds it, and the submitted booking keeps its first version.
    const doc = (await api<VaultDoc[]>(page.request, 'GET', '/vault?kind=business_licence')).find((d) => d.number === number)!;
    expect(doc).toBeTruthy();
    const firstFiles = (await api<{ attachments: Attached[] }>(page.request, 'GET', `/rfc/detail/${first.id}`)).attachments;
    expect(firstFiles).toHaveLength(1);
    expect(firstFiles[0]).toMatchObject({ file_id: doc.current.file.id, vault: { document_id: doc.id, version_no: 1 } });

    // The next booking, on a phone: the licence comes from the vault, not uploaded again; the expired one says why not.
    await page.setViewportSize({ width: 390, height: 844 });
    const second = await draftOf(page.request, `Vault booking 2 ${lang} ${run}`);
    await page.goto(`${FORM}/${second.id}`);
    await expect(files).toBeVisible();
    await pick(page, page.getByTestId('attachments-type'), t('applications.fileType.business_licence'));
    const picker = page.getByTestId('attachments-vault');
    await expect(picker).toBeVisible();
    await picker.click();
    await page.keyboard.type(prefix);
    const option = (id: number) => page.locator(`.ant-select-dropdown:visible [data-testid="attachments-vault-option-${id}"]`);
    await expect(option(doc.id)).toHaveAttribute('data-disabled', 'false');
    await expect(option(expired.id)).toHaveAttribute('data-disabled', 'true');
    await expect(option(expired.id)).toContainText(t('vault.pick.expired', { date: day(-3) }));
    await look(page, `vault-form-pick-${lang}-390`, findings);
    await page.locator('.ant-select-dropdown:visible').screenshot({ path: artifact(`vault-form-pick-list-${lang}-390`) });
    // The expired one cannot be chosen: clicking it attaches nothing.
    await option(expired.id).click({ force: true });
    await expect(page.getByTestId('attachments-table').locator('tr', { hasText: `business-licence-old-${run}.pdf` })).toHaveCount(0);
    await expect(option(doc.id)).toBeVisible();
    await option(doc.id).click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    const attached = page.getByTestId('attachments-table').locator('tr', { hasText: `business-licence-${run}.pdf` });
    await expect(attached.getByTestId('attachment-vault-mark')).toHaveText(t('vault.pick.mark', { no: 1 }));
    await saved(page);
    await look(page, `vault-form-attached-${lang}-390`, findings);
    await page.getByTestId('section-attachments').screenshot({ path: artifact(`vault-form-attached-card-${lang}-390`) });
    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });

    // By reference: the same stored file and the document's version, no second upload.
    const secondFiles = (await api<{ attachments: Attached[] }>(page.request, 'GET', `/rfc/detail/${second.id}`)).attachments;
    expect(secondFiles).toHaveLength(1);
    expect(secondFiles[0]).toMatchObject({ file_id: doc.current.file.id, vault: { document_id: doc.id, version_no: 1 } });
    // The submitted booking's page marks it as taken from the vault.
    await page.getByTestId('success-view').click();
    await expect(page.getByTestId('detail-attachments').getByTestId('attachment-vault-mark')).toHaveText(t('vault.pick.mark', { no: 1 }));
    await look(page, `vault-form-detail-${lang}-390`, findings);

    expect(findings, describeFindings(findings)).toEqual([]);
    await context.close();
  });
