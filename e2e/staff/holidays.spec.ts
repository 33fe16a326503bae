/**
 * The holiday calendar screen (issue 14): an administrator adds a public holiday with its name, sees it in the
 * year's list, is refused a make-up working day on a weekday (the shared rule, before sending), and removes the
 * holiday again; an officer gets the denied page. Screenshots at 1440 and 390 px in zh_CN, en and ar, axe clean,
 * nothing wider than a phone's screen.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { describeFindings, seriousViolations } from '../support/axe.js';
import { ADMIN, artifact, loginAs, signIn, switchLanguage } from '../support/session.js';
import { expectFitsScreen } from '../support/layout.js';

const expect = baseExpect.configure({ timeout: 30_000 });

async function pickDate(page: Page, date: string) {
  const input = page.locator('#calendar-date');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

test('an administrator adds a public holiday, sees it, and removes it; a make-up day on a weekday is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, ADMIN);
  await switchLanguage(page, 'en');
  await page.goto('/staff/holidays?year=2090');
  await expect(page.getByTestId('staff-holidays')).toBeVisible();
  await expect(page.getByTestId('calendar-table')).toContainText('No holiday or make-up working day in 2090');

  await pickDate(page, '2090-01-03');
  await page.locator('#calendar-name').fill("Founders' Day");
  await page.getByTestId('calendar-add').click();
  const row = page.getByTestId('calendar-row-2090-01-03');
  await expect(row).toContainText("Founders' Day");
  await expect(row).toContainText('Public holiday');
  await expect(row).toContainText('Tuesday');

  // A make-up working day must be a weekend day: refused on the page, nothing sent.
  await pickDate(page, '2090-01-04');
  await page.getByTestId('calendar-kind').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Make-up working day').click();
  await page.locator('#calendar-name').fill('Make-up');
  await page.getByTestId('calendar-add').click();
  await expect(page.getByTestId('calendar-form')).toContainText('A make-up working day must be a Saturday or a Sunday');
  await expect(page.getByTestId('calendar-row-2090-01-04')).toHaveCount(0);

  await page.getByTestId('calendar-remove-2090-01-03').click();
  await page.locator('.ant-popover:visible .ant-btn-primary').click();
  await expect(row).toHaveCount(0);
});

test('an officer gets the denied page', async ({ page }) => {
  await signIn(page, { username: 'officer', password: 'Staff@2026' });
  await page.goto('/staff/holidays');
  await expect(page.getByTestId('denied')).toBeVisible();
});

for (const lang of ['zh_CN', 'en', 'ar'] as const) {
  test(`the holiday calendar at 1440 and 390 px in ${lang}: screenshots, axe, no overflow`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, ADMIN);
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/staff/holidays?year=2026');
      await expect(page.getByTestId('calendar-row-2026-10-01')).toBeVisible();
      await expectFitsScreen(page, `/staff/holidays ${lang} ${width}`);
      await page.screenshot({ path: artifact(`staff-holidays-${lang}-${width}`), fullPage: true });
      const findings = await seriousViolations(page, `/staff/holidays ${lang} ${width}`);
      expect(findings, describeFindings(findings)).toEqual([]);
    }
  });
}
