import { expect, type Page } from '@playwright/test';

/**
 * The page is no wider than the screen (nothing to scroll sideways) once its layout has followed the screen: the shell
 * and antd switch to their phone layouts in a render after a resize or a newly shown part, so the width is polled
 * until it fits (a measure in the same frame as a resize read a 489 px document once in CI). A page that stays too
 * wide fails with its width.
 */
export async function expectFitsScreen(page: Page, what: string) {
  await expect
    .poll(async () => {
      const { doc, view } = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      return doc <= view ? 'fits' : `${what}: document ${doc} px wide in a ${view} px viewport`;
    })
    .toBe('fits');
}
