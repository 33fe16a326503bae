import { expect, test, type Page } from '@playwright/test';
import { PNG, payFee, staffAs, staffSession } from '../support/fees.js';
import { artifact, loginAs, signIn, switchLanguage } from '../support/session.js';
import { PDF, api, future, stamp, uploadFile } from '../customs/support.js';

const CHOOSER = '/communication/myApplication/fillInApplication';
const FORM = '/communication/myApplication/communicationForm';
const SCREENS = ['sampleDelivery', 'sampleReceipt', 'acceptance', 'dataReview'] as const;

const party = {
  company_name: '深圳明星电子有限公司',
  address: '深圳市南山区科技园南区 18 号',
  country: 'CN',
  contact_name: '王芳',
  telephone: '+86-755-26000001',
};
const radio = (title: string, manual: number) => ({
  application_type: 'comm_srrc',
  title,
  parties: { applicant: party, manufacturer: party },
  comm_product: {
    product_name: '无线路由器',
    brand: 'BrightStar',
    model: 'WR-6',
    series_models: 'WR-6S',
    series_differences: '仅外壳颜色不同',
    hardware_version: 'V1.2',
    software_version: '3.0.1',
    category: 'wlan',
  },
  frequency_ranges: [{ direction: 'tx_rx', from_mhz: 2400, to_mhz: 2483.5 }],
  comm_radio: {
    channel_bandwidth_khz: 20000,
    modulation: 'OFDM',
    power_unit: 'dBm',
    max_power_dbm: 20,
    power_kind: 'average',
    antenna_type: 'external',
    antenna_gain_dbi: 3,
  },
  comm_power: { power_supply: 'dc_adapter', rated_voltage: '12 V DC' },
  comm_standards: [{ standard_no: 'GB/T 15629.11' }],
  comm_scheme: { target_scheme: 'SRRC 型号核准' },
  samples: { quantity: 2, serial_numbers: 'SN001, SN002', after_testing: 'dispose' },
  attachments: [{ file_id: manual, file_type: 'technical_manual' }],
});

// The loop first, then each language's screenshots (a test each: on a busy machine one test would not fit its time).
test.describe.configure({ mode: 'serial' });
let loopId = 0;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: artifact(name), fullPage: true });
}

test('a radio type approval through the sample loop to its certificate, with the four notice screens', async ({ page, request }) => {
  test.setTimeout(600_000);
  const title = `SRRC 无线路由器 ${stamp()}`;
  await signIn(page);

  // The area's chooser opens the form with the type.
  await page.goto(CHOOSER);
  await expect(page.getByTestId('area-chooser')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('choose-type-comm_srrc').click();
  await expect(page).toHaveURL(/communicationForm\?type=comm_srrc$/);
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });

  // The draft (what the form saves), then submitted from the form.
  const manual = await uploadFile(page.request, 'technical-manual.pdf', PDF, 'communication');
  const draft = await api<{ id: number; version: number }>(page.request, 'POST', '/kenya/create?area=communication', { application_type: 'comm_srrc' });
  await api(page.request, 'PUT', `/kenya/rfc/${draft.id}?area=communication`, { ...radio(title, manual.id), version: draft.version });
  const id = draft.id;
  await page.goto(`${FORM}/${id}`);
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#comm_radio-max_power_dbm')).toHaveValue('20');
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });

  const admin = await staffAs(request, 'admin', 'Admin@2026');
  await admin(`/staff/rfc/${id}/accept`);
  await admin(`/staff/rfc/${id}/samples/request`, { lab_address: '深圳市南山区科技路 3 号 TIC 无线电实验室', quantity: 2, due_date: future(14) });

  // Sample delivery: the notice with the action in place.
  await page.goto('/communication/notice/sampleDelivery');
  const delivery = page.getByTestId('sample-notice-sample_delivery_notice').first();
  await expect(delivery).toContainText(title, { timeout: 30_000 });
  await expect(delivery).toContainText('TIC 无线电实验室', { timeout: 30_000 });
  await page.locator(`#courier-${id}`).fill('顺丰速运');
  await page.locator(`#tracking-${id}`).fill('bad tracking!');
  await page.getByTestId(`tracking-form-${id}`).getByRole('button').click();
  await expect(page.getByTestId(`tracking-form-${id}`)).toContainText('运单号', { timeout: 30_000 });
  await page.locator(`#tracking-${id}`).fill('SF1000000001');
  await page.getByTestId(`tracking-form-${id}`).getByRole('button').click();
  await expect(page.getByTestId(`tracking-form-${id}`)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('sample-notice-sample_shipped').first()).toContainText('SF1000000001', { timeout: 30_000 });

  // Not conforming, with a photo: the receipt screen says why, the customer sends again.
  const photo = await uploadFile(request, 'cracked-housing.png', PNG, 'communication');
  await admin(`/staff/rfc/${id}/samples/reject`, { reason: '外壳破裂，无法通电', photo_ids: [photo.id] });
  await page.goto('/communication/notice/sampleReceipt');
  await expect(page.getByTestId('sample-notice-sample_not_conforming').first()).toContainText('外壳破裂', { timeout: 30_000 });
  await expect(page.getByTestId('sample-shipments').first()).toContainText('cracked-housing.png', { timeout: 30_000 });
  await page.goto('/communication/notice/sampleDelivery');
  await page.locator(`#courier-${id}`).fill('DHL');
  await page.locator(`#tracking-${id}`).fill('DHL-77001');
  await page.getByTestId(`tracking-form-${id}`).getByRole('button').click();
  await expect(page.getByTestId(`tracking-form-${id}`)).toHaveCount(0, { timeout: 20_000 });
  await admin(`/staff/rfc/${id}/samples/receive`);
  await page.goto('/communication/notice/sampleReceipt');
  await expect(page.getByTestId('sample-notice-sample_received').first()).toContainText('DHL-77001', { timeout: 30_000 });

  // The fee notification is paid (quotation accepted, remittance confirmed by finance), then formal acceptance.
  await payFee(page.request, admin, {
    applicationId: id,
    service: 'SRRC 型号核准检测',
    amount: '800.00',
    remitter: '深圳明星电子有限公司',
    phone: '+86-755-26000001',
    label: 'comm',
  });
  await admin(`/staff/rfc/${id}/samples/accept`);
  await page.goto('/communication/notice/acceptance');
  await expect(page.getByTestId('sample-notice-sample_accepted').first()).toContainText(title, { timeout: 30_000 });

  // Data review: the customer reads the test data and confirms it in place.
  await admin(`/staff/rfc/${id}/samples/test-data`, {
    rows: [
      { item: '最大输出功率', standard: 'GB/T 15629.11', limit: '≤ 20 dBm', result: '19.6 dBm', verdict: 'pass' },
      { item: '频率容限', standard: 'GB/T 15629.11', limit: '± 20 ppm', result: '4 ppm', verdict: 'pass' },
    ],
    summary: '全部项目合格',
  });
  await page.goto('/communication/notice/dataReview');
  await expect(page.getByTestId('sample-test-data').first()).toContainText('19.6 dBm', { timeout: 30_000 });
  await page.getByTestId(`data-review-${id}`).getByRole('button').first().click();
  await expect(page.getByTestId('sample-review').first()).toBeVisible({ timeout: 20_000 });

  // Draft certificate (confirmed by the customer), then the certificate from another issuer.
  await admin(`/staff/rfc/${id}/draft`);
  const d = await api<{ version: number }>(page.request, 'GET', `/rfc/detail/${id}`);
  await api(page.request, 'POST', `/kenya/cert/draft/${id}`, { decision: 'confirm', version: d.version });
  const issuer = await staffSession('issuer');
  await issuer.steps(`/staff/rfc/${id}/issue`);
  await issuer.done();

  // The application shows its samples, the retention date and the certificate; the certificate is listed.
  await page.goto(`${FORM}/${id}`);
  await expect(page.getByTestId('samples-panel')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sample-retention')).toContainText('处置日期', { timeout: 30_000 });
  await expect(page.getByTestId('detail-certificate')).toBeVisible({ timeout: 30_000 });
  await page.goto('/communication/myCertificate');
  await expect(page.getByText(title).first()).toBeVisible({ timeout: 30_000 });

  loopId = id;
});

for (const lang of ['zh_CN', 'en', 'ar'] as const)
  test(`each new communication screen in ${lang}, at 1440 px and 390 px`, async ({ page }) => {
    test.setTimeout(600_000);
    expect(loopId).toBeGreaterThan(0);
    await loginAs(page);
    // The demo customer reads Chinese: switching to it again would not reload.
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const [width, height, tag] of [
      [1440, 900, ''],
      [390, 844, '-390'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(CHOOSER);
      await expect(page.getByTestId('area-chooser')).toBeVisible({ timeout: 30_000 });
      await shoot(page, `communication-chooser-${lang}${tag}`);
      await page.goto(`${FORM}?type=comm_srrc`);
      await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });
      await shoot(page, `communication-form-${lang}${tag}`);
      for (const s of SCREENS) {
        await page.goto(`/communication/notice/${s}`);
        await expect(page.getByTestId(`sample-notices-${s}`)).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('.sample-notice').first()).toBeVisible({ timeout: 30_000 });
        await shoot(page, `communication-notice-${s}-${lang}${tag}`);
      }
      await page.goto(`${FORM}/${loopId}`);
      await expect(page.getByTestId('samples-panel')).toBeVisible({ timeout: 30_000 });
      await shoot(page, `communication-detail-${lang}${tag}`);
    }
  });
