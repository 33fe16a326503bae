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

// Issue 29: an iCalendar event of more than 366 days is refused naming its line, in the administrator's language.
test('an iCalendar event longer than a year: the refusal names its line, in zh_CN, en and ar at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, ADMIN);
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Holidays//EN',
    'BEGIN:VEVENT',
    'UID:long',
    'DTSTAMP:20971201T000000Z',
    'DTSTART;VALUE=DATE:20970101',
    'DTEND;VALUE=DATE:20980103',
    'SUMMARY:Closed a year and a day',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const texts = {
    zh_CN: '第 4 行：该事件跨越超过 366 天（一个事件最多一年）',
    en: 'line 4: the event spans more than 366 days (at most a year in one event)',
    ar: 'يمتد الحدث أكثر من 366 يومًا',
  };
  for (const lang of ['zh_CN', 'en', 'ar'] as const) {
    if (lang !== 'zh_CN') await switchLanguage(page, lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/staff/holidays?year=2097');
      await expect(page.getByTestId('staff-holidays')).toBeVisible();
      await page.locator('input[type=file]').setInputFiles({ name: 'long.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
      const shown = page.getByText(texts[lang], { exact: false }).first();
      await expect(shown).toBeVisible();
      await page.screenshot({ path: artifact(`staff-holidays-ics-too-long-${lang}-${width}`) });
      const findings = await seriousViolations(page, `/staff/holidays ics too long ${lang} ${width}`);
      expect(findings, describeFindings(findings)).toEqual([]);
      await expect(page.getByTestId('calendar-table')).toBeVisible();
    }
  }
  // Nothing was imported.
  await expect(page.getByTestId('calendar-row-2097-01-01')).toHaveCount(0);
  await switchLanguage(page, 'zh_CN');
});
