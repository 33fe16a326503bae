import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';

/**
 * Spec section 2: the app reloads once after load unless on /login or the root. index.html's first script does it,
 * before the app's entry is fetched (packages/shared/src/headScript.ts), under the Content-Security-Policy.
 */
function watchDocuments(page: Page) {
  const seen = { documents: [] as string[], csp: [] as string[] };
  page.on('request', (r) => {
    if (r.resourceType() === 'document') seen.documents.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.csp.push(m.text());
  });
  return seen;
}

test('a deep page is loaded twice on the first visit of a tab, once afterwards; /login never twice', async ({ page }) => {
  await signIn(page);
  const seen = watchDocuments(page);

  await page.goto('/customsClearance/applicationForm/applicationList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.documents).toEqual(['/customsClearance/applicationForm/applicationList', '/customsClearance/applicationForm/applicationList']);
  expect(await page.evaluate(() => sessionStorage.getItem('tic.reloadedOnce'))).toBe('1');

  // The same tab again, and another page: no second reload.
  seen.documents.length = 0;
  await page.goto('/customsClearance/workBench');
  await expect(page.getByTestId('workbench')).toBeVisible();
  expect(seen.documents).toEqual(['/customsClearance/workBench']);
  // Not reloading, the first script started the signed-in shell's file beside the entry.
  expect(await page.locator('head link[rel="modulepreload"][href*="/assets/shell-"]').count()).toBe(1);

  // A new tab (its own sessionStorage) on /login: loaded once.
  const other = await page.context().newPage();
  const seenOther = watchDocuments(other);
  await other.goto('/login');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seenOther.documents).toEqual(['/login']);
  expect(await other.evaluate(() => sessionStorage.getItem('tic.reloadedOnce'))).toBeNull();

  expect([...seen.csp, ...seenOther.csp]).toEqual([]);
});
