import { expect, test, type Page } from '@playwright/test';
import { translate } from '@tic/shared';
import { artifact, loginAs, switchLanguage } from '../support/session.js';
import { staffRaisesEvent } from '../support/notices.js';

// One customer's notices change from test to test (read, pushed, all read): run in order.
test.describe.configure({ mode: 'serial' });

const unreadOnServer = async (page: Page): Promise<number> =>
  (await (await page.request.get('/frontend/v1/corner/notify?is_deal=0&per_page=1')).json()).data.total;

const bell = (page: Page) => page.getByTestId('bell');
const drawerList = (page: Page) => page.getByTestId('notice-drawer-list');
const items = (page: Page) => page.getByTestId('notice-item');

async function openDrawer(page: Page) {
  await bell(page).click();
  await expect(drawerList(page)).toBeVisible();
}

test('the bell shows the unread count; the drawer pages by 30, ends, and a click opens the details with one less unread', async ({ page }) => {
  await loginAs(page);
  const unread = await unreadOnServer(page);
  // The demo data has more than one page of unread notices.
  expect(unread).toBeGreaterThan(30);
  await expect(bell(page)).toHaveAttribute('data-count', String(unread));

  await openDrawer(page);
  await expect(items(page)).toHaveCount(30);
  await expect(page.getByTestId('notice-end')).toHaveCount(0);
  await expect(page.getByTestId('notice-mark-all')).toBeEnabled();

  // Scrolling to the bottom loads the next page (as many times as there are pages); then everything is
  // shown and the end text appears.
  await expect(async () => {
    await drawerList(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(items(page)).toHaveCount(unread, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId('notice-end')).toBeVisible();
  await drawerList(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.screenshot({ path: artifact('notices-drawer-end-zh_CN'), animations: 'disabled' });

  const third = items(page).nth(2);
  const code = await third.getAttribute('data-code');
  const title = (await third.locator('.notice-item-title').innerText()).trim();
  await third.click();
  await expect(page).toHaveURL(new RegExp(`/messageDetails\\?id=${code}$`));
  await expect(page.getByTestId('message-details')).toBeVisible();
  await expect(page.locator('.page-header-title')).toHaveText(title);
  await expect(page.getByTestId('notice-content')).not.toBeEmpty();
  await expect(drawerList(page)).toBeHidden();
  await expect(bell(page)).toHaveAttribute('data-count', String(unread - 1));
  expect(await unreadOnServer(page)).toBe(unread - 1);
  const detail = await (await page.request.get(`/frontend/v1/corner/notify/${code}`)).json();
  expect(detail.data.is_deal).toBe(1);

  // The read notice is no longer in the drawer.
  await openDrawer(page);
  await expect(page.locator(`[data-testid="notice-item"][data-code="${code}"]`)).toHaveCount(0);
});

test('a notice raised elsewhere appears in the open drawer, pushed, without a reload', async ({ page, baseURL }) => {
  await loginAs(page);
  const unread = await unreadOnServer(page);
  await expect(bell(page)).toHaveAttribute('data-count', String(unread));
  await openDrawer(page);
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // How fast the push is, is measured by `npm run bench -- push` (a ratio in one run); here: it arrives by itself, in
  // the open drawer of the same document (the bell does not poll: only the push can bring it).
  const notice = await staffRaisesEvent(baseURL!, 'certificate_issued');
  const arrived = page.locator(`[data-testid="notice-item"][data-code="${notice.batch_code}"]`);
  await expect(arrived).toBeVisible({ timeout: 10_000 });
  await expect(bell(page)).toHaveAttribute('data-count', String(unread + 1), { timeout: 10_000 });
  await expect(items(page).first()).toHaveAttribute('data-code', notice.batch_code);
  await expect(arrived).toContainText(notice.title);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the message center: unread and read tabs, type filter, paging, rows open their details', async ({ page }) => {
  await loginAs(page);
  await openDrawer(page);
  await page.getByTestId('notice-to-center').click();
  await expect(page).toHaveURL(/\/messageList$/);
  const rows = page.getByTestId('message-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const unread = await unreadOnServer(page);
  await expect(rows).toHaveCount(Math.min(30, unread));

  await page.getByTestId('tab-read').click();
  await expect(page).toHaveURL(/tab=read/);
  await expect(rows.first()).toBeVisible();
  const readTotal = (await (await page.request.get('/frontend/v1/corner/notify?is_deal=1&per_page=1')).json()).data.total;
  await expect(rows).toHaveCount(Math.min(30, readTotal));

  await page.getByTestId('tab-unread').click();
  await page.getByTestId('notice-type-filter').click();
  await page
    .locator('.ant-select-dropdown .ant-select-item-option')
    .filter({ hasText: translate('zh_CN', 'notice.types.certificate') })
    .click();
  await expect(page).toHaveURL(/type=certificate/);
  // The previous rows stay until the filtered page arrives; then every row is a certificate notice.
  await expect.poll(async () => [...new Set(await rows.locator('.notice-type-tag').allInnerTexts())]).toEqual([translate('zh_CN', 'notice.types.certificate')]);

  // Paging: 10 per page, page 2 shows other rows.
  await page.goto('/messageList?tab=unread&page=1&per_page=10');
  await expect(rows).toHaveCount(10);
  const firstPage = await rows.locator('[data-testid="message-row-link"]').allInnerTexts();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).not.toHaveText(firstPage[0]!);

  const link = rows.first().getByTestId('message-row-link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/messageDetails\?id=[A-Za-z0-9_-]+$/);
  await link.click();
  await expect(page.getByTestId('message-details')).toBeVisible();
  // Opening it marked it read: the bell counts one less.
  await expect(bell(page)).toHaveAttribute('data-count', String(unread - 1));

  // A notice about an application links to the application's page (the first row may be about a quotation that a
  // journey beside this one issued: an application notice is chosen from the server's list).
  const listed = (await (await page.request.get('/frontend/v1/corner/notify?is_deal=0&per_page=100')).json()).data.data as {
    batch_code: string;
    application_id: number | null;
    target: { type: string } | null;
  }[];
  const about = listed.find((n) => n.target?.type === 'application' && n.application_id !== null)!;
  await page.goto(`/messageDetails?id=${about.batch_code}`);
  await expect(page.getByTestId('notice-application-link')).toHaveAttribute(
    'href',
    new RegExp(`^/customsClearance/applicationForm/myApplicationForm/${about.application_id}$`),
  );

  // Another customer's or an unknown notice: the not-found state.
  await page.goto('/messageDetails?id=nosuchnotice');
  await expect(page.getByTestId('message-not-found')).toBeVisible();
});

for (const lang of ['zh_CN', 'en', 'ar'] as const) {
  test(`drawer, message center and details in ${lang} (screenshots saved)`, async ({ page }) => {
    await loginAs(page);
    // Switching reloads the page only when the language changes.
    if ((await page.locator('html').getAttribute('lang')) !== (lang === 'zh_CN' ? 'zh-CN' : lang)) await switchLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await openDrawer(page);
    await expect(items(page).first()).toBeVisible();
    // The drawer stays at the right edge and takes 40% of the width, in every language.
    const width = page.viewportSize()!.width;
    const panel = page.locator('.notice-drawer .ant-drawer-content-wrapper');
    // Measured once the slide-in animation has ended.
    await expect.poll(async () => Math.round(((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0))).toBe(width);
    expect(Math.abs((await panel.boundingBox())!.width - width * 0.4)).toBeLessThan(2);
    await page.screenshot({ path: artifact(`notices-drawer-${lang}`), animations: 'disabled' });

    await page.getByTestId('notice-to-center').click();
    await expect(page.getByTestId('message-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: artifact(`message-center-${lang}`), fullPage: true, animations: 'disabled' });

    await page.getByTestId('message-row-link').first().click();
    await expect(page.getByTestId('notice-content')).toBeVisible();
    await page.screenshot({ path: artifact(`message-details-${lang}`), fullPage: true, animations: 'disabled' });
    if (lang !== 'zh_CN') await switchLanguage(page, 'zh_CN');
  });
}

test('mark all read empties the list, sets the count to 0 and disables the button', async ({ page }) => {
  await loginAs(page);
  await openDrawer(page);
  await expect(items(page).first()).toBeVisible();
  const deal = page.waitForRequest((r) => r.url().endsWith('/frontend/v1/corner/notify/deal'));
  await page.getByTestId('notice-mark-all').click();
  // The call sends an empty list of batch codes: "all".
  expect((await deal).postDataJSON()).toEqual({ ids: [] });
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByTestId('notice-empty')).toBeVisible();
  await expect(page.getByTestId('notice-mark-all')).toBeDisabled();
  await expect(bell(page)).toHaveAttribute('data-count', '0');
  expect(await unreadOnServer(page)).toBe(0);
  await page.screenshot({ path: artifact('notices-drawer-empty-zh_CN'), animations: 'disabled' });
});
