import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';

// The journeys' accessibility checks all go through seriousViolations (axe-core put into the page once, then run):
// it must report what it is there to find. A page with a faint text and an image without a text: both reported.
test('the axe check reports a serious contrast failure and a critical missing text, on a page that was clean', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await seriousViolations(page, '/login')).toEqual([]);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'faint words';
    faint.style.cssText = 'position:fixed;top:0;left:0;z-index:99999;background:#fff;color:#eee;font-size:14px;padding:8px';
    const picture = document.createElement('img');
    picture.src = '/favicon.svg';
    document.body.prepend(faint, picture);
  });
  const found = await seriousViolations(page, '/login');
  expect(found.map((f) => `${f.id} ${f.impact}`).sort()).toEqual(['color-contrast serious', 'image-alt critical']);
  expect(found.find((f) => f.id === 'color-contrast')!.targets[0]).toContain('#eeeeee on #ffffff');
});
