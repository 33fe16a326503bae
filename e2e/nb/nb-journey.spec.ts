import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { artifact, loginAs, switchLanguage } from '../support/session.js';
import { api, future, PDF, stamp, staffLogin, type Detail } from '../customs/support.js';

const FORM = '/internationalProduct/myApplication/NBApplicationForm';
const INFO = '/internationalProduct/myApplication/NBAdditionalInfo';
const CERTS = '/internationalProduct/myCertificate';
const SMALL = ['annex_description', 'annex_drawings', 'annex_standards_list', 'annex_declaration', 'annex_article_10'] as const;
const MB = 1024 * 1024;

/** An NB application as a draft, filled in but for its Annex V files (the journey attaches them on the screen). */
const nbDraft = (title: string) => ({
  application_type: 'nb_new',
  title,
  nb_declaration: { single_nb_declaration: true },
  parties: { manufacturer: { company_name: 'Radio Maker GmbH', address: 'Hauptstr. 1, 10115 Berlin', country: 'DE' } },
  nb_product: {
    product_name: 'Wi-Fi router',
    type_designation: 'WR-100',
    intended_use: 'Home wireless access point',
    hardware_version: 'H1',
    software_version: 'S1.0',
  },
  nb_radio: { frequency_bands: '2400-2483.5 MHz', modulation: 'OFDM', rf_power: '20 dBm EIRP' },
  nb_requirements: { req_spectrum: true, req_safety: true, req_emc: true },
  standards: [{ standard_no: 'EN 300 328', application: 'full' }],
});

async function draftOnScreen(page: Page, title: string) {
  const d = await api<Detail>(page.request, 'POST', '/kenya/create?area=internationalProduct', nbDraft(title));
  await page.goto(`${FORM}/${d.id}`);
  await expect(page.getByTestId('checklist')).toBeVisible({ timeout: 30_000 });
  return d.id;
}

/** A whole PDF-typed file of `bytes` (the trailer's %%EOF at its end) in the test's own output folder (never committed), in 8 MiB blocks. */
async function bigPdf(info: TestInfo, bytes: number) {
  const file = info.outputPath('EN300328-test-reports.pdf');
  const out = createWriteStream(file);
  const block = Buffer.alloc(8 * MB, 0x20);
  const head = Buffer.from(block);
  Buffer.from('%PDF-1.7\n').copy(head);
  for (let written = 0; written < bytes; written += block.length) {
    const chunk = Buffer.from((written === 0 ? head : block).subarray(0, Math.min(block.length, bytes - written)));
    if (written + chunk.length === bytes) Buffer.from('\n%%EOF\n').copy(chunk, chunk.length - 7);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return file;
}

const slot = (page: Page, item: string) => page.getByTestId(`checklist-${item}`);
/** The sticky header and form toolbar would lie over the section in an element screenshot. */
const unstick = '.app-header, .application-toolbar { position: static !important; }';

test(
  'NB/RED: a 400 MB Annex V file survives going offline and resumes; submitted; additional ' +
    'information answered; the EU-type certificate issued and downloaded',
  async ({ page, request }, info) => {
    test.setTimeout(480_000);
    await loginAs(page);
    const title = `NB journey ${stamp()}`;
    const id = await draftOnScreen(page, title);

    // Submitting without the files: each required Annex V item says it is missing, in its own slot; nothing is sent.
    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('checklist-missing')).toHaveCount(6);
    await expect(slot(page, 'annex_test_reports')).toContainText('附件 V：请上传测试报告');
    await expect(slot(page, 'annex_calculations')).toHaveAttribute('data-missing', 'false');
    expect((await api<Detail>(page.request, 'GET', `/rfc/detail/${id}`)).status).toBe('draft');

    // A format the item does not take is refused before anything is sent.
    await slot(page, 'annex_declaration')
      .locator('input[type=file]')
      .setInputFiles({ name: 'declaration.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await expect(page.getByTestId('checklist-annex_declaration-upload-notice')).toContainText('declaration.docx');

    for (const item of SMALL) {
      await slot(page, item)
        .locator('input[type=file]')
        .setInputFiles({ name: `${item}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect(slot(page, item).getByTestId('checklist-file')).toContainText(`${item}.pdf`, { timeout: 30_000 });
    }

    // The 400 MB test reports, sent in 8 MiB chunks. After ten chunks the browser goes offline; back online,
    // the upload asks the server how far it got and sends only the rest (no PATCH starts again from 0).
    const size = 400 * MB;
    const file = await bigPdf(info, size);
    const offsets: number[] = [];
    let created = 0;
    let acked = 0;
    page.on('request', (r) => {
      if (!r.url().includes('/uploads/resumable')) return;
      if (r.method() === 'POST') created++;
      if (r.method() === 'PATCH') offsets.push(Number(r.headers()['upload-offset']));
    });
    page.on('response', (r) => {
      if (r.url().includes('/uploads/resumable') && r.request().method() === 'PATCH' && r.status() === 204) acked++;
    });
    let cut = 0;
    page.on('requestfailed', (r) => {
      if (r.url().includes('/uploads/resumable') && r.method() === 'PATCH') cut++;
    });
    await slot(page, 'annex_test_reports').locator('input[type=file]').setInputFiles(file);
    const row = page.getByTestId('checklist-annex_test_reports-upload-row');
    await expect(row).toHaveAttribute('data-state', 'uploading', { timeout: 30_000 });
    await expect.poll(() => acked, { timeout: 120_000 }).toBeGreaterThanOrEqual(10);
    await page.context().setOffline(true);
    await expect(page.getByTestId('checklist-annex_test_reports-upload-offline')).toBeVisible();
    const before = offsets.length;
    // Offline until a chunk has failed (the one under way, or the next try): the upload was really cut.
    await expect.poll(() => cut, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.context().setOffline(false);
    await expect(slot(page, 'annex_test_reports').getByTestId('checklist-file')).toContainText('EN300328-test-reports.pdf', { timeout: 300_000 });
    await rm(file, { force: true });
    expect(created).toBe(1);
    const resumed = offsets.slice(before).filter((o) => o > 0);
    expect(resumed.length).toBeGreaterThan(0);
    expect(Math.min(...resumed)).toBeGreaterThanOrEqual(10 * 8 * MB);
    expect(offsets.filter((o) => o === 0)).toHaveLength(1);
    await slot(page, 'annex_test_reports').scrollIntoViewIfNeeded();
    await page.getByTestId('section-attachments').screenshot({ path: artifact('nb-checklist-done-zh_CN'), style: unstick });

    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });
    const submitted = await api<Omit<Detail, 'attachments'> & { attachments: { name: string; size: number; file_type: string }[] }>(
      page.request,
      'GET',
      `/rfc/detail/${id}`,
    );
    expect(submitted.status).toBe('pending_acceptance');
    expect(submitted.attachments.find((a) => a.file_type === 'annex_test_reports')).toMatchObject({ size });

    // Staff accept and ask for more information; the customer answers on the screen.
    await staffLogin(request);
    await api(request, 'POST', `/staff/rfc/${id}/accept`);
    const raised = await api<{ id: number }>(request, 'POST', `/staff/rfc/${id}/additional-info`, {
      due_date: future(14),
      items: [{ question: '请说明天线增益（dBi）。' }],
    });
    await page.goto(`${INFO}/${raised.id}`);
    await page.getByTestId('info-item').first().getByTestId('info-answer-text').fill('2 dBi, PCB antenna');
    await page.getByTestId('info-answer-submit').click();
    await expect(page.getByTestId('info-answer-sent')).toBeVisible();

    // Staff confirm the EU-type certificate's fields (the proposal, with their own conclusion and conditions) and issue.
    const proposal = await api<Record<string, unknown>>(request, 'GET', `/staff/rfc/${id}/eu-type-certificate`);
    expect(proposal).toMatchObject({ product: 'Wi-Fi router', type_designation: 'WR-100', requirements_covered: ['3.1a', '3.1b', '3.2'] });
    const conclusions = 'The WR-100 router meets the essential requirements of Articles 3.1(a), 3.1(b) and 3.2 of Directive 2014/53/EU.';
    const issued = await api<Detail & { certificate: { id: number; cert_no: string } }>(request, 'POST', `/staff/rfc/${id}/issue`, {
      eu_type: { ...proposal, conclusions, conditions_of_validity: 'Valid for hardware H1 with software S1.x.' },
    });

    // The customer sees the certificate with its fields and downloads its PDF.
    await page.goto(`${CERTS}/${issued.certificate.id}`);
    const fields = page.getByTestId('cert-eu-type');
    await expect(fields).toContainText(conclusions);
    await expect(fields).toContainText('WR-100');
    await expect(fields).toContainText('第 3.1(b) 条：电磁兼容');
    await expect(fields).toContainText('EN300328-test-reports.pdf');
    await page.screenshot({ path: artifact('nb-certificate-zh_CN'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cert-download').click()]);
    expect(download.suggestedFilename()).toBe(`${issued.certificate.cert_no}.pdf`);
    const pdf = await download.path();
    expect(pdf).toBeTruthy();
  },
);

for (const lang of ['zh_CN', 'en', 'ar'] as const) {
  test(`the NB form's Annex V checklist in ${lang} at 1440 and 390 px (screenshots saved)`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page);
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    await draftOnScreen(page, `Checklist ${lang} ${stamp()}`);
    await slot(page, 'annex_declaration').locator('input[type=file]').setInputFiles({ name: 'EU-DoC-WR-100.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(slot(page, 'annex_declaration').getByTestId('checklist-file')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('checklist-missing')).toHaveCount(5);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('section-attachments').scrollIntoViewIfNeeded();
      await page.getByTestId('section-attachments').screenshot({ path: artifact(`nb-checklist-${lang}-${width}`), style: unstick });
    }
  });
}
