import { expect, test, type Locator, type Page } from '@playwright/test';
import { codeFromOutbox, newCustomer, registerCustomer } from '../support/outbox.js';
import { artifact, loginThroughForm, switchLanguage } from '../support/session.js';

const FORM = '/customsClearance/applicationForm/myApplicationForm';

/** Small real files, made here: a 1x1 PNG and a one-page PDF. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 ' +
    '0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = (name: string, buffer = PNG) => ({ name, mimeType: 'image/png', buffer });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

const slot = (page: Page, testId: string) => page.getByTestId(testId);
const fileInput = (s: Locator) => s.locator('input[type=file]');
const listed = (s: Locator) => s.locator('.ant-upload-list-item');

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function chooseCountry(page: Page, name: string) {
  await page.getByTestId('pf-country').click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${name}$`) }).click();
}

async function saveProfile(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/customer/'));
  await page.getByTestId('pf-submit').click();
  const res = await saved;
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.locator('.ant-message')).toContainText('修改成功');
}

async function messageShows(page: Page, text: string | RegExp) {
  await expect(page.locator('.ant-message-notice', { hasText: text })).toBeVisible();
}

test('a company customer completes the profile with licence files, keeps them after a reload, and may then apply', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newCustomer('陈立华');
  await registerCustomer(page, user);
  // is_control = 1 for a new customer: the profile dialog leads to the profile.
  await page.getByTestId('profile-control-go').click();
  await expect(page).toHaveURL(/\/myProfile$/);
  await expect(page.getByTestId('profile-missing')).toContainText('身份');

  await pick(page, 'pf-identity', '委托人');
  const licence = slot(page, 'pf-license');
  await expect(licence).toBeVisible();

  // Wrong type and size exceeded are refused before sending, with the messages of spec section 5.
  await fileInput(licence).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a licence') });
  await messageShows(page, '图片或文件格式错误');
  await fileInput(slot(page, 'pf-avatar')).setInputFiles(png('big.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1)])));
  await messageShows(page, '文件大小超出限制，最大 1 MB');
  await expect(listed(licence)).toHaveCount(0);

  // Six chosen at once: five go up, the sixth is refused with "maximum 5 licence files"; the button goes away.
  await fileInput(licence).setInputFiles([
    pdf('licence-1.pdf'),
    png('licence-2.png'),
    pdf('licence-3.pdf'),
    pdf('licence-4.pdf'),
    pdf('licence-5.pdf'),
    pdf('licence-6.pdf'),
  ]);
  await messageShows(page, '营业执照最多 5 个文件');
  await expect(licence.locator('.ant-upload-list-item-done')).toHaveCount(5);
  // (and the rows of the finished uploads have left: antd animates them out)
  await expect(listed(licence)).toHaveCount(5);
  await expect(listed(licence).filter({ hasText: 'licence-6.pdf' })).toHaveCount(0);
  await expect(licence.getByRole('button', { name: /上传/ })).toBeHidden();
  // Removing one brings the upload button back.
  await listed(licence)
    .filter({ hasText: 'licence-5.pdf' })
    .getByRole('button', { name: /delete|删除/i })
    .click();
  await expect(listed(licence)).toHaveCount(4);
  await expect(licence.getByRole('button', { name: /上传/ })).toBeVisible();

  await chooseCountry(page, '德国');
  await page.getByTestId('pf-address').fill('Friedrichstraße 100, Berlin');
  await page.getByTestId('pf-zipcode').fill('10117');
  await page.getByTestId('pf-company').fill('Berlin Handel GmbH');
  await page.getByTestId('pf-company_human_name').fill('陈立华');
  await page.getByTestId('pf-telephone').fill('+49-30-1234567');
  await page.getByTestId('pf-company_email').fill(`co${user.email}`);
  await saveProfile(page);
  await expect(page.getByTestId('profile-missing')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('pf-company')).toHaveValue('Berlin Handel GmbH');
  await expect(page.getByTestId('pf-address')).toHaveValue('Friedrichstraße 100, Berlin');
  await expect(page.getByTestId('pf-zipcode')).toHaveValue('10117');
  await expect(page.getByTestId('pf-identity')).toContainText('委托人');
  await expect(page.getByTestId('pf-country')).toContainText('德国');
  // The files are kept and listed by their own names; each downloads as what was uploaded.
  await expect(listed(licence)).toHaveCount(4);
  for (const name of ['licence-1.pdf', 'licence-2.png', 'licence-3.pdf', 'licence-4.pdf'])
    await expect(listed(licence).filter({ hasText: name })).toHaveCount(1);
  const href = await listed(licence).filter({ hasText: 'licence-2.png' }).locator('a').first().getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);
  await expect(page.getByTestId('profile-missing')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact('accounts-profile-company-files-zh_CN'), fullPage: true });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(listed(licence).filter({ hasText: 'licence-2.png' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: artifact(`accounts-profile-company-files-${lang}`), fullPage: true });
  }
  await switchLanguage(page, 'zh_CN');

  // The profile gate lets a complete profile through to the new application form.
  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible();
  await expect(page.getByTestId('profile-gate')).toHaveCount(0);
});

test('a personal customer is sent to the profile with what is missing, uploads the passport, and may then apply', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newCustomer('Amina Haddad');
  await registerCustomer(page, user);
  await page.getByTestId('profile-control-later').click();

  // Before completing: the new-application form gives way to the gate, which names what is missing.
  await page.goto(FORM);
  const gate = page.getByTestId('profile-gate');
  await expect(gate).toBeVisible();
  for (const field of ['身份', '国家', '地址', '邮编']) await expect(gate).toContainText(field);
  await expect(page.getByTestId('application-form')).toHaveCount(0);
  await page.getByTestId('profile-gate-go').click();
  await expect(page).toHaveURL(/\/myProfile$/);

  await pick(page, 'pf-identity', /^个人$/);
  await chooseCountry(page, '英国');
  await page.getByTestId('pf-address').fill('221B Baker Street, London');
  await page.getByTestId('pf-zipcode').fill('1234');
  await expect(page.getByTestId('pf-id-documents')).toBeVisible();
  // Saved without an ID document: the gate now names only that.
  await saveProfile(page);
  await page.goto(FORM);
  await expect(gate).toBeVisible();
  await expect(gate).toContainText('证件类型');
  await expect(gate).not.toContainText('地址');
  await page.getByTestId('profile-gate-go').click();

  await page.getByTestId('pf-id_type').getByText('护照').click();
  const passport = slot(page, 'pf-passport');
  // An ID image is pdf, png or jpg: a gif is refused.
  await fileInput(passport).setInputFiles({ name: 'passport.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await messageShows(page, '图片或文件格式错误');
  // A file whose name says png but whose bytes do not is refused by the server (magic bytes), with the same message.
  await fileInput(passport).setInputFiles(png('renamed.png', Buffer.from('just some text, not an image')));
  await messageShows(page, /^图片或文件格式错误$/);
  await expect(passport.locator('.ant-upload-list-item-error')).toHaveCount(1);
  await passport.locator('.ant-upload-list-item-error').hover();
  await passport.locator('.ant-upload-list-item-error').getByRole('button', { name: /删除/ }).click();
  await expect(listed(passport)).toHaveCount(0);
  await fileInput(passport).setInputFiles(png('passport.png'));
  await expect(listed(passport)).toHaveCount(1);
  await expect(passport.locator('.file-slot-card')).toBeHidden();
  await saveProfile(page);
  await expect(page.getByTestId('profile-missing')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('pf-identity')).toContainText('个人');
  await expect(listed(passport)).toHaveCount(1);
  await expect(listed(passport).locator('img')).toHaveAttribute('src', /\/frontend\/v1\/file\/\d+$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifact('accounts-profile-personal-zh_CN'), fullPage: true });

  await page.goto(FORM);
  await expect(page.getByTestId('application-form')).toBeVisible();
  await expect(gate).toHaveCount(0);

  // The header's change-password dialog (its code row is the one shared by every accounts form).
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-change-password').click();
  await page.getByTestId('cp-code').fill('123456');
  await page.getByTestId('cp-password').fill('Passport2027');
  await page.getByTestId('cp-password2').fill('Passport2027');
  await page.getByTestId('change-password-ok').click();
  await messageShows(page, '请先获取验证码');
  await page.getByTestId('cp-send-code').click();
  await expect(page.getByTestId('cp-send-code')).toBeDisabled();
  await page.getByTestId('cp-code').fill(await codeFromOutbox(page, user.mobile));
  await page.getByTestId('change-password-ok').click();
  await messageShows(page, '修改成功');
  await loginThroughForm(page, { username: user.username, password: 'Passport2027' });
});
