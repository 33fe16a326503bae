import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';
import { codeFromOutbox, newCustomer } from '../support/outbox.js';
import { artifact, switchLanguage } from '../support/session.js';
import { api, PDF, staffLogin } from '../customs/support.js';

const fileInput = (page: Page, testId: string) => page.getByTestId(testId).locator('input[type=file]');

test('a channel partner registers on /RegisteredChannel and confirms its channel profile; staff return it, then approve it', async ({ page, request }) => {
  test.setTimeout(300_000);
  const user = newCustomer('渠道伙伴');
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
  // A new account is asked once to complete its profile (is_control 1): later.
  await page.getByTestId('profile-control-later').click();
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);

  // The account menu of a channel partner leads to the channel-confirmation page.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-channel-profile').click();
  await expect(page).toHaveURL(/\/myProfileInfo$/);
  await expect(page.getByTestId('channel-status')).toHaveText('未提交');

  // Submitting empty shows the shared rules' messages and sends nothing.
  await page.getByTestId('channel-submit').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

  await page.getByTestId('ch-company-name').fill('深圳渠道伙伴贸易有限公司');
  await page.getByTestId('ch-usci').fill('91440300MA5DCH0012');
  await page.getByTestId('ch-legal-rep').fill('李雷');
  await fileInput(page, 'ch-licence').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('ch-licence')).toContainText('licence.pdf');
  await page.getByTestId('ch-qual-iso9001').click();
  await fileInput(page, 'ch-qual-files-iso9001').setInputFiles({ name: 'iso9001.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('ch-qual-files-iso9001')).toContainText('iso9001.pdf');
  await page.getByTestId('channel-submit').click();
  await expect(page.getByTestId('channel-status')).toHaveText('待确认');
  await page.screenshot({ path: artifact('channel-profile-submitted-zh_CN'), fullPage: true });

  // Staff (the API of the back office) return it with a reason; the partner sees why and resubmits.
  await staffLogin(request);
  const waiting = await api<{ user_id: number; username: string; version: number }[]>(request, 'GET', '/staff/channel/profiles?status=submitted');
  const mine = waiting.find((w) => w.username === user.username)!;
  await api(request, 'POST', `/staff/channel/profiles/${mine.user_id}/decision`, { decision: 'return', reason: '营业执照不清晰', version: mine.version });
  await page.reload();
  await expect(page.getByTestId('channel-status')).toHaveText('已退回修改');
  await expect(page.getByTestId('channel-returned')).toContainText('营业执照不清晰');
  await expect(page.getByTestId('ch-licence')).toContainText('licence.pdf');
  await page.getByTestId('channel-submit').click();
  await expect(page.getByTestId('channel-status')).toHaveText('待确认');

  const again = (await api<{ user_id: number; username: string; version: number }[]>(request, 'GET', '/staff/channel/profiles?status=submitted')).find(
    (w) => w.username === user.username,
  )!;
  await api(request, 'POST', `/staff/channel/profiles/${again.user_id}/decision`, { decision: 'approve', version: again.version });
  await page.reload();
  await expect(page.getByTestId('channel-status')).toHaveText('已确认');
  await expect(page.getByTestId('channel-submit')).toHaveCount(0);
  await page.screenshot({ path: artifact('channel-profile-approved-zh_CN'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: artifact('channel-profile-zh_CN-390'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(page.getByTestId('channel-status')).toHaveText(lang === 'en' ? 'Confirmed' : 'مؤكَّد');
    await page.screenshot({ path: artifact(`channel-profile-${lang}`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: artifact(`channel-profile-${lang}-390`), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await switchLanguage(page, 'zh_CN');
});
