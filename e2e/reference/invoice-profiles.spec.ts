import { expect, test, type Page } from '@playwright/test';
import { artifact, loginAs, signIn, switchLanguage } from '../support/session.js';
import { animationsDone } from '../support/animations.js';

const INVOICES = '/internationalProduct/certificationInformation/invoiceInformation';
const MAILING = '/internationalProduct/certificationInformation/postalManagement';

/** Picks an option of an antd Select by its visible text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('the customer keeps invoice information: rules per invoice type, default, edit, stale edit refused', async ({ page }) => {
  await loginAs(page);
  await page.getByTestId('top-menu').getByText('国际产品').click();
  // The group is folded by default (it is not one of the spec's open groups).
  await page.getByTestId('side-menu').getByText('认证信息').click();
  await page.getByTestId('side-menu').getByText('开票信息').click();
  await expect(page).toHaveURL(new RegExp(`${INVOICES}$`));
  await expect(page.getByTestId('invoice-info')).toBeVisible();
  // The demo customer arrives with its default profile (seeded, issue 16): the page that says it prefills new
  // applications is not empty.
  await expect(page.getByTestId('invoice-info-table').getByRole('row', { name: /Shenzhen Bright Star Electronics Co\., Ltd\./ })).toBeVisible();

  await page.getByTestId('invoice-info-add').click();
  await page.locator('#invoice-title').fill('深圳明星电子有限公司');
  // The demo customer already has a default profile (seeded): this one is made the default.
  await page.getByTestId('invoice-default').check();
  await page.getByTestId('invoice-info-save').click();
  // Special VAT (the default type) needs the bank details: the shared rule words it in Chinese.
  await expect(page.getByText('该发票类型须填写开户银行')).toBeVisible();
  await page.locator('#invoice-taxpayer').fill('91440300MA5DEMO001');
  await page.locator('#invoice-address').fill('深圳市南山区科技园南区 18 号');
  await page.locator('#invoice-phone').fill('0755 2600');
  await page.locator('#invoice-bank-name').fill('中国银行深圳分行');
  await page.locator('#invoice-bank-account').fill('6222 0000 1111 2222');
  await page.getByTestId('invoice-info-save').click();
  await expect(page.getByText('电话须为 4 至 20 位数字、加号或连字符')).toBeVisible();
  await page.locator('#invoice-phone').fill('+86-755-26000000');
  await page.getByTestId('invoice-info-save').click();
  const table = page.getByTestId('invoice-info-table');
  await expect(table.getByRole('row', { name: /深圳明星电子有限公司/ }).locator('.ant-tag')).toHaveText('默认');

  // A pro forma profile needs only title and address; made the default, it takes over.
  await page.getByTestId('invoice-info-add').click();
  await choose(page, 'invoice-type', '形式发票');
  await page.locator('#invoice-title').fill('Bright Star (HK) Ltd.');
  await page.locator('#invoice-address').fill('Kowloon, Hong Kong');
  await page.getByTestId('invoice-default').check();
  await page.getByTestId('invoice-info-save').click();
  await expect(table.getByRole('row', { name: /Bright Star \(HK\) Ltd\./ }).locator('.ant-tag')).toHaveText('默认');
  await expect(table.getByRole('row', { name: /深圳明星电子有限公司/ }).locator('.ant-tag')).toHaveCount(0);

  // Another tab saves the Hong Kong profile while this one has it open: this save is refused (409).
  const list = await (await page.request.get('/frontend/v1/invoice-info')).json();
  const hk = list.data.find((r: { title: string }) => r.title === 'Bright Star (HK) Ltd.');
  await page.getByTestId(`invoice-info-edit-${hk.id}`).click();
  const other = await page.request.put(`/frontend/v1/invoice-info/${hk.id}`, { data: { ...hk, contact: 'Chan Tai Man' } });
  expect(other.status()).toBe(200);
  await page.locator('#invoice-contact').fill('Wong');
  await page.getByTestId('invoice-info-save').click();
  await expect(page.getByTestId('invoice-info-stale')).toBeVisible();
  await expect(page.locator('#invoice-contact')).toHaveValue('Chan Tai Man');
  await page.locator('#invoice-contact').fill('Wong Siu Ming');
  await page.getByTestId('invoice-info-save').click();
  await expect(table.getByRole('row', { name: /Bright Star \(HK\) Ltd\./ })).toContainText('Wong Siu Ming');
  await expect(page.getByTestId('invoice-info-form')).toBeHidden();
  await page.screenshot({ path: artifact('invoice-information-zh_CN'), fullPage: true });
});

test('the customer keeps mailing addresses, in English and Arabic too', async ({ page }) => {
  await signIn(page);
  await page.goto(MAILING);
  await page.getByTestId('mailing-info-add').click();
  await page.locator('#mailing-recipient').fill('欧阳明');
  await page.locator('#mailing-company').fill('深圳明星电子有限公司');
  await page.locator('#mailing-address').fill('广东省深圳市南山区科技园南区 18 号');
  await page.locator('#mailing-phone').fill('13800138000');
  await page.locator('#mailing-postcode').fill('518057');
  await page.getByTestId('mailing-info-save').click();
  const table = page.getByTestId('mailing-info-table');
  await expect(table.getByRole('row', { name: /欧阳明/ }).locator('.ant-tag')).toHaveText('默认');
  await page.screenshot({ path: artifact('mailing-addresses-zh_CN'), fullPage: true });

  await switchLanguage(page, 'en');
  await page.getByTestId('mailing-info-add').click();
  await page.locator('#mailing-recipient').fill('Amina Hassan');
  await page.locator('#mailing-address').fill('Jebel Ali Free Zone, Dubai');
  await page.locator('#mailing-phone').fill('+971 4');
  await page.getByTestId('mailing-info-save').click();
  await expect(page.getByText('Phone: 4 to 20 digits, plus or hyphen')).toBeVisible();
  await page.locator('#mailing-phone').fill('+971-4-8800000');
  await page.getByTestId('mailing-info-save').click();
  const row = table.getByRole('row', { name: /Amina Hassan/ });
  await expect(row).toBeVisible();
  const id = (await (await page.request.get('/frontend/v1/mailing-info')).json()).data.find((r: { recipient: string }) => r.recipient === 'Amina Hassan').id;
  await page.getByTestId(`mailing-info-default-${id}`).click();
  await expect(row.locator('.ant-tag')).toHaveText('Default');
  await page.screenshot({ path: artifact('mailing-addresses-en'), fullPage: true });

  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(table.getByRole('row', { name: /Amina Hassan/ }).locator('.ant-tag')).toHaveText('افتراضي');
  await page.screenshot({ path: artifact('mailing-addresses-ar'), fullPage: true });
  await page.getByTestId(`mailing-info-edit-${id}`).click();
  await expect(page.locator('#mailing-recipient')).toHaveValue('Amina Hassan');
  // The drawer has finished sliding in before the picture.
  await animationsDone(page);
  await page.screenshot({ path: artifact('mailing-address-drawer-ar'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.goto(INVOICES);
  await page.screenshot({ path: artifact('invoice-information-ar'), fullPage: true });
  await switchLanguage(page, 'zh_CN');
});
