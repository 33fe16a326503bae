/**
 * Issue 19, the staff side of the channel confirmation: a channel partner registers and submits its channel
 * profile (as e2e/spec-extras/channel-profile.spec.ts does); customer service opens "Channel profiles" from the
 * staff navigation, returns it with a reason from the screen; the partner reads the reason and resubmits;
 * customer service approves it; the partner sees it confirmed. Screenshots in zh_CN, en and ar (1440) and 390.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';
import { codeFromOutbox, newCustomer, type NewCustomer } from '../support/outbox.js';
import { artifact, staffPage, switchLanguage } from '../support/session.js';
import { PDF } from '../customs/support.js';
import { expectFitsScreen } from '../support/layout.js';

// A shared, loaded machine: lazily loaded screens may take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
const fileInput = (page: Page, testId: string) => page.getByTestId(testId).locator('input[type=file]');
const COMPANY = '深圳渠道审核贸易有限公司';

/** Registers a company channel partner on /RegisteredChannel (code from the demo outbox); ends on the workbench. */
async function registerPartner(page: Page, user: NewCustomer) {
  await page.goto('/RegisteredChannel');
  await page.getByTestId('reg-channel-type').getByText('企业').click();
  await page.getByTestId('reg-username').fill(user.username);
  await page.getByTestId('reg-password').fill('Tic2026pass');
  await page.getByTestId('reg-password2').fill('Tic2026pass');
  await page.getByTestId('reg-name').fill(user.name);
  await page.getByTestId('reg-mobile').fill(user.mobile);
  await page.getByTestId('reg-email').fill(user.email);
  await page.getByTestId('reg-agree').check();
  await page.getByTestId('reg-send-code').click();
  await page.getByTestId('reg-code').fill(await codeFromOutbox(page, user.mobile));
  await page.getByTestId('reg-submit').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  await page.getByTestId('profile-control-later').click();
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
}

/** Fills and submits the company channel profile on /myProfileInfo (reached from the account menu). */
async function submitProfile(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-channel-profile').click();
  await expect(page).toHaveURL(/\/myProfileInfo$/);
  await page.getByTestId('ch-company-name').fill(COMPANY);
  await page.getByTestId('ch-usci').fill('91440300MA5DCH0012');
  await page.getByTestId('ch-legal-rep').fill('韩梅梅');
  await fileInput(page, 'ch-licence').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('ch-licence')).toContainText('licence.pdf');
  await page.getByTestId('ch-qual-iso9001').click();
  await fileInput(page, 'ch-qual-files-iso9001').setInputFiles({ name: 'iso9001.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('ch-qual-files-iso9001')).toContainText('iso9001.pdf');
  await page.getByTestId('channel-submit').click();
  await expect(page.getByTestId('channel-status')).toHaveText('待确认');
}

const filterBy = (staff: Page, label: string) => staff.getByTestId('cr-filter').getByText(label, { exact: true }).click();

test('customer service returns a channel profile with a reason from the staff screen, the partner resubmits, staff approve it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const user = newCustomer('渠道审核伙伴');
  await registerPartner(page, user);
  await submitProfile(page);

  // An inspector's navigation has no "Channel profiles" (the policy's review_channel row), and the address shows the denied page.
  const engineer = await staffPage(browser, 'engineer');
  await engineer.goto('/staff/queues');
  await expect(engineer.getByTestId('side-menu')).toBeVisible();
  await expect(engineer.getByTestId('side-menu').getByText('渠道资料审核')).toHaveCount(0);
  await engineer.goto('/staff/channelProfiles');
  await expect(engineer.getByTestId('denied')).toBeVisible();
  await engineer.context().close();

  // Customer service opens it from the staff navigation: the waiting profile with its partner, type, identity and files.
  const staff = await staffPage(browser, 'service');
  await staff.goto('/staff/queues');
  await staff.getByTestId('side-menu').getByText('渠道资料审核').click();
  await expect(staff).toHaveURL(/\/staff\/channelProfiles$/);
  const row = staff.getByTestId(`cr-row-${user.username}`);
  await expect(row).toContainText('渠道审核伙伴');
  await expect(row).toContainText('企业');
  await expect(row).toContainText(COMPANY);
  await expect(row).toContainText('91440300MA5DCH0012');
  await expect(row).toContainText('licence.pdf');
  await expect(row).toContainText('iso9001.pdf');
  await expect(row.getByTestId('cr-status')).toHaveText('待确认');
  await staff.screenshot({ path: artifact('channel-review-waiting-zh_CN'), fullPage: true });

  // Return: the reason is required (the shared schema's message, nothing sent), then given.
  await row.getByTestId('cr-return').click();
  const dialog = staff.locator('.ant-modal:visible');
  await expect(dialog).toContainText('渠道审核伙伴');
  await dialog.getByTestId('cr-confirm').click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(row.getByTestId('cr-status')).toHaveText('待确认');
  await dialog.getByTestId('cr-reason').fill('营业执照复印件不清晰，请重新上传');
  await staff.screenshot({ path: artifact('channel-review-return-dialog-zh_CN') });
  await dialog.getByTestId('cr-confirm').click();
  await expect(dialog).toHaveCount(0);
  // The list refreshes: no longer waiting; under "returned" with its reason.
  await expect(row).toHaveCount(0);
  await filterBy(staff, '已退回修改');
  await expect(row.getByTestId('cr-status')).toHaveText('已退回修改');
  await expect(row).toContainText('营业执照复印件不清晰');

  // The partner reads the reason on /myProfileInfo and submits again.
  await page.reload();
  await expect(page.getByTestId('channel-status')).toHaveText('已退回修改');
  await expect(page.getByTestId('channel-returned')).toContainText('营业执照复印件不清晰，请重新上传');
  await page.getByTestId('channel-submit').click();
  await expect(page.getByTestId('channel-status')).toHaveText('待确认');

  // Customer service approves it after the confirmation.
  await filterBy(staff, '待确认');
  await expect(row.getByTestId('cr-status')).toHaveText('待确认');
  await row.getByTestId('cr-approve').click();
  await expect(dialog).toContainText('确认通过');
  await dialog.getByTestId('cr-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await filterBy(staff, '已确认');
  await expect(row.getByTestId('cr-status')).toHaveText('已确认');
  await expect(row.getByTestId('cr-approve')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('channel-status')).toHaveText('已确认');
  await expect(page.getByTestId('channel-submit')).toHaveCount(0);

  // Screenshots: every profile, in the three languages at 1440, and on a phone (the table scrolls inside its card).
  await filterBy(staff, '全部');
  await expect(row).toBeVisible();
  await staff.screenshot({ path: artifact('channel-review-zh_CN'), fullPage: true });
  for (const [lang, all, approved] of [
    ['en', 'All', 'Confirmed'],
    ['ar', 'الكل', 'مؤكَّد'],
  ] as const) {
    await switchLanguage(staff, lang);
    await filterBy(staff, all);
    await expect(row.getByTestId('cr-status')).toHaveText(approved);
    await staff.screenshot({ path: artifact(`channel-review-${lang}`), fullPage: true });
  }
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expectFitsScreen(staff, 'channel review ar');
  await staff.screenshot({ path: artifact('channel-review-ar-390'), fullPage: true });
  await switchLanguage(staff, 'zh_CN');
  await staff.context().close();
});
