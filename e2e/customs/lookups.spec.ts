import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { HS_CSV } from '../support/sharedData.js';
import { artifact, loginAs, switchLanguage } from '../support/session.js';
import { API, FORM, staffLogin } from './support.js';

/** Types into a look-up field and picks the suggestion whose label holds `option`. */
async function pick(page: Page, id: string, typed: string, option: string) {
  const input = page.locator(`#${id}`);
  await input.fill(typed);
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('look-ups fill the form: port and unit by keyword, company from 2 characters, HS code autocomplete', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The HS nomenclature is staff's to import; a fresh server has none yet.
  await staffLogin(request);
  const hs = await (await request.get(`${API}/hs/search?keyword=940541&current_page=1&per_page=1`)).json();
  if (hs.data.total === 0) {
    const res = await request.post(`${API}/hs/import`, {
      multipart: { file: { name: 'harmonized-system.csv', mimeType: 'text/csv', buffer: await readFile(HS_CSV) } },
      timeout: 120_000,
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await loginAs(page);
  const companyLookups: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/common/getFuzzyList')) companyLookups.push(new URL(r.url()).searchParams.get('searchKey') ?? '');
  });
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible();

  // The company look-up waits for a second character (the port look-up after it shows time has passed).
  await page.locator('#parties-importer-company_name').fill('M');
  await pick(page, 'shipment-loading_port', 'Mombasa', 'KEMBA');
  await expect(page.locator('#shipment-loading_port')).toHaveValue('KEMBA');
  expect(companyLookups).toEqual([]);
  await pick(page, 'parties-importer-company_name', 'Mo', 'Mombasa Electric Supplies');
  await expect(page.locator('#parties-importer-company_name')).toHaveValue('Mombasa Electric Supplies');
  expect(companyLookups).toEqual(['Mo']);
  // The picked company brings its party as last entered: address, country, contact.
  await page.locator('#parties-importer-address').fill('');
  await pick(page, 'parties-importer-company_name', 'Momb', 'Mombasa Electric Supplies');
  await expect(page.locator('#parties-importer-address')).toHaveValue('Industrial Area, Road 4');
  await expect(page.getByTestId('party-importer')).toContainText('肯尼亚 (KE)');

  // Units by code or name in the user's language; HS codes by their first digits or words.
  await pick(page, 'products-0-unit', 'PC', 'PCE');
  await expect(page.locator('#products-0-unit')).toHaveValue('PCE');
  // The chosen unit's name in the user's language beside its code (issue 27); found by its name in another language too.
  const unitName = page.locator('.ant-input-affix-wrapper', { has: page.locator('#products-0-unit') }).getByTestId('lookup-unit-name');
  await expect(unitName).toHaveText('件');
  await pick(page, 'products-0-unit', 'Kilogram', 'KGM');
  await expect(unitName).toHaveText('千克');
  await pick(page, 'products-0-unit', 'قطعة', 'PCE');
  await expect(unitName).toHaveText('件');
  await pick(page, 'products-0-hs_code', '94054', '940541');
  await expect(page.locator('#products-0-hs_code')).toHaveValue('940541');
  await page.locator('#products-0-hs_code').fill('photovoltaic');
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('940541');
  await page.screenshot({ path: artifact('customs-hs-lookup-zh_CN') });
  await page.keyboard.press('Escape');

  // What was picked is what the draft holds.
  await page.locator('#products-0-hs_code').fill('940541');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean', { timeout: 20_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await (await page.request.get(`${API}/rfc/detail/${id}`)).json()).data.data;
  expect(saved.shipment.loading_port).toBe('KEMBA');
  expect(saved.parties.importer).toMatchObject({ company_name: 'Mombasa Electric Supplies', address: 'Industrial Area, Road 4', country: 'KE' });
  expect(saved.products[0]).toMatchObject({ unit: 'PCE', hs_code: '940541' });

  // The same unit read in English and Arabic.
  for (const [lang, name] of [
    ['en', 'Piece'],
    ['ar', 'قطعة'],
    ['zh_CN', '件'],
  ] as const) {
    await switchLanguage(page, lang);
    await page.reload();
    await expect(unitName).toHaveText(name);
    await unitName.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`customs-unit-name-${lang}-1440`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await unitName.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`customs-unit-name-${lang}-390`) });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
