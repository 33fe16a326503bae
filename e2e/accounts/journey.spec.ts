import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';
import { codeFromOutbox } from '../support/outbox.js';
import { artifact, switchLanguage } from '../support/session.js';

async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
}

test('register with a mobile code from the outbox, log out, log in by SMS code, greet by surname, change the e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  const n = String(Date.now()).slice(-8);
  const user = { username: `u${n}`, mobile: `139${n}`, email: `u${n}@example.com`, name: '欧阳明远' };

  await page.goto('/login');
  await page.getByTestId('login-register').click();
  await page.getByTestId('reg-username').fill(user.username);
  await page.getByTestId('reg-password').fill('Tic2026pass');
  await page.getByTestId('reg-password2').fill('Tic2026pass');
  await page.getByTestId('reg-name').fill(user.name);
  await page.getByTestId('reg-mobile').fill(user.mobile);
  await page.getByTestId('reg-email').fill(user.email);
  await page.getByTestId('reg-agree').check();
  // Without a code first: the warning of spec section 5.
  await page.getByTestId('reg-code').fill('123456');
  await page.getByTestId('reg-submit').click();
  await expect(page.locator('.ant-message')).toContainText('请先获取验证码');
  await page.getByTestId('reg-send-code').click();
  // The button counts down and is disabled meanwhile.
  await expect(page.getByTestId('reg-send-code')).toBeDisabled();
  await expect(page.getByTestId('reg-send-code')).toContainText('秒后重发');
  await page.getByTestId('reg-code').fill(await codeFromOutbox(page, user.mobile));
  await page.getByTestId('reg-submit').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  await expect(page.getByTestId('workbench')).toBeVisible();
  // A new customer's profile is incomplete (is_control = 1): the profile dialog opens after sign-in.
  await page.getByTestId('profile-control-later').click();

  // The exclusive waiter: shown to users with a name, greeting by the compound surname.
  await page.getByTestId('waiter-button').click();
  await expect(page.getByTestId('waiter-greeting')).toContainText('尊敬的欧阳');
  await page.keyboard.press('Escape');

  await logout(page);
  await page.getByTestId('tab-sms').click();
  await page.getByTestId('sms-mobile').fill(user.mobile);
  await page.getByTestId('sms-send-code').click();
  await expect(page.getByTestId('sms-send-code')).toBeDisabled();
  await page.getByTestId('sms-code').fill(await codeFromOutbox(page, user.mobile));
  await page.getByTestId('sms-submit').click();
  await expect(page.getByTestId('workbench')).toBeVisible();

  // Change the e-mail: the code goes to the NEW address.
  await page.goto('/myProfile');
  await expect(page.getByTestId('pf-username')).toHaveValue(user.username);
  await expect(page.getByTestId('pf-password')).toBeDisabled();
  await page.getByTestId('pf-change-password').click();
  await expect(page.getByTestId('pf-password')).toBeEnabled();
  const newEmail = `new${n}@example.com`;
  await page.getByTestId('pf-change-email').click();
  await page.getByTestId('contact-email').fill(newEmail);
  await page.getByTestId('contact-send-code').click();
  await page.getByTestId('contact-code').fill(await codeFromOutbox(page, newEmail));
  await page.getByTestId('contact-ok').click();
  await expect(page.getByTestId('pf-email')).toHaveValue(newEmail);
  await expect(page.getByTestId('sessions')).toBeVisible();

  // Company customer: identity, country China with the province/city/district cascader, company fields.
  await page.getByTestId('pf-identity').click();
  await page.locator('.ant-select-item-option', { hasText: '委托人' }).click();
  await expect(page.getByTestId('pf-company')).toBeVisible();
  await page.getByTestId('pf-country').click();
  await page.keyboard.type('中国');
  await page.locator('.ant-select-item-option', { hasText: /^中国$/ }).click();
  await page.getByTestId('pf-area').click();
  for (const name of ['广东省', '深圳市', '南山区']) await page.locator('.ant-cascader-menu-item', { hasText: name }).first().click();
  await page.getByTestId('pf-address').fill('科技园南区 1 号');
  await page.getByTestId('pf-zipcode').fill('518057');
  await page.getByTestId('pf-company').fill('深圳测试贸易有限公司');
  await page.getByTestId('pf-company_human_name').fill('欧阳明远');
  await page.getByTestId('pf-telephone').fill('0755-12345678');
  await page.getByTestId('pf-company_email').fill(`co${n}@example.com`);
  await page.getByTestId('pf-company_usci').fill('9144-0300 MA5F 0000 0X');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/customer/'));
  await page.getByTestId('pf-submit').click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.locator('.ant-message')).toContainText('修改成功');
  // Non-word characters of the credit code are stripped by the shared rule.
  await expect(page.getByTestId('pf-company_usci')).toHaveValue('91440300MA5F00000X');
  // From the top, so that the fixed header sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact('accounts-profile-zh_CN'), fullPage: true });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(page.getByTestId('pf-company')).toHaveValue('深圳测试贸易有限公司');
    await page.screenshot({ path: artifact(`accounts-profile-${lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');
});
