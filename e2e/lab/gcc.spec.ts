import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { HS_CSV } from '../support/sharedData.js';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { API, choose, fill, staffLogin } from '../customs/support.js';

const CHOOSER = '/internationalProduct/myApplication/fillInApplication';

test('a GCC G-Mark application: an operator outside the GCC cannot be the importer; models pasted in bulk; submitted', async ({ page, request }) => {
  test.setTimeout(420_000);
  // The HS table as seeded from the shared HS 2022 nomenclature.
  await staffLogin(request);
  const hs = await (await request.get(`${API}/hs/search?keyword=851310&current_page=1&per_page=1`)).json();
  if (hs.data.total === 0) {
    const res = await request.post(`${API}/hs/import`, {
      multipart: { file: { name: 'harmonized-system.csv', mimeType: 'text/csv', buffer: await readFile(HS_CSV) } },
      timeout: 120_000,
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const title = `Torches to the Gulf ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(CHOOSER);
  // GCC and CB beside NB/RED.
  await expect(page.getByTestId('choose-type-nb_new')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('choose-type-cb')).toBeVisible();
  await page.screenshot({ path: artifact('gcc-chooser-zh_CN-1440') });
  await page.getByTestId('choose-type-gcc').click();
  await expect(page).toHaveURL(/GCCApplicationForm\?type=gcc$/, { timeout: 30_000 });
  await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 30_000 });

  await fill(page, 'title', title);
  await fill(page, 'operator-operator_name', '深圳明星电子有限公司');
  await choose(page, 'operator-operator_role', '进口商');
  await choose(page, 'operator-operator_country', 'CN');
  await fill(page, 'operator-operator_address', '深圳市南山区科技园南区 18 号');
  await fill(page, 'operator-operator_contact', '王芳');
  await fill(page, 'operator-operator_phone', '+86-755-26000001');
  await fill(page, 'operator-operator_email', 'wang@example.com');
  await fill(page, 'gcc_product-product_name', 'Rechargeable LED torch');
  await fill(page, 'gcc_product-brand', 'SunBright');
  await fill(page, 'gcc_product-hs_code', '8513.10.10');
  await page.keyboard.press('Escape');
  await choose(page, 'gcc_product-technical_regulation', '低压电气设备');
  for (const c of ['SA', 'AE']) {
    const input = page.locator('#gcc_product-target_countries');
    await input.click();
    await input.fill(c);
    await expect(
      page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: `(${c})` })
        .first(),
    ).toBeVisible();
    await input.press('Enter');
  }
  await page.keyboard.press('Escape');
  await fill(page, 'gcc_product-standards', 'IEC 60598-1, IEC 62133-2');
  // Models pasted in bulk, one per line.
  await fill(page, 'gcc_product-models', 'T-10\nT-20\nT-30\n');
  await fill(page, 'factories-0-factory_name', '东莞明星电子厂');
  await fill(page, 'factories-0-factory_address', '东莞市长安镇工业路 12 号');
  await choose(page, 'factories-0-factory_country', 'CN');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });

  // A Chinese company as the importer: refused by the shared rule, under the role.
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('section-operator')).toContainText('在海湾国家以外设立的经营者不能作为进口商');
  await page.screenshot({ path: artifact('gcc-form-zh_CN-1440'), fullPage: true });
  await choose(page, 'operator-operator_role', '制造商');
  await expect(page.getByTestId('section-operator')).not.toContainText('不能作为进口商');
  await page.getByTestId('submit-application').click();
  await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('success-view').click();
  await expect(page).toHaveURL(/GCCApplicationForm\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const detail = (await (await page.request.get(`${API}/rfc/detail/${id}`)).json()).data;
  expect(detail).toMatchObject({ status: 'pending_acceptance', form: 'gcc', business_area: 'internationalProduct' });
  expect(detail.data.gcc_product).toMatchObject({ hs_code: '85131010', target_countries: ['SA', 'AE'] });
  await page.screenshot({ path: artifact('gcc-submitted-zh_CN-1440'), fullPage: true });
  await page.goto('/internationalProduct/myApplication/applicationList');
  await expect(page.getByText(title)).toBeVisible({ timeout: 30_000 });

  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(CHOOSER);
      await expect(page.getByTestId('choose-type-gcc')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`gcc-chooser-${lang}-${w}`), fullPage: true });
      await page.goto('/internationalProduct/myApplication/GCCApplicationForm?type=gcc');
      await expect(page.getByTestId('section-gcc_product')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`gcc-form-${lang}-${w}`), fullPage: true });
      await page.goto('/internationalProduct/myApplication/CBApplicationForm?type=cb');
      await expect(page.getByTestId('section-cb_scheme')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`cb-form-${lang}-${w}`), fullPage: true });
      await page.goto(`/internationalProduct/myApplication/GCCApplicationForm/${id}`);
      await expect(page.getByTestId('application-page')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: artifact(`gcc-submitted-${lang}-${w}`), fullPage: true });
    }
  }
});
