import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';

/**
 * Opens the dedicated customer-service dialog and returns the animation classes any element took on the way: an
 * animation runs in its start and active steps (`ant-zoom-appear-active`); the prepare step, where antd places the
 * dialog's origin at the pointer, comes with or without motion.
 */
async function openDialogRecordingMotion(page: Page): Promise<string[]> {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByTestId('workbench')).toBeVisible();
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
    const motion = /^ant-(zoom|fade|slide|move).*-(start|active)$/;
    const note = (el: Element) => el.classList.forEach((c) => motion.test(c) && seen.add(c));
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.target instanceof Element) note(r.target);
        r.addedNodes.forEach((n) => {
          if (n instanceof Element) [n, ...Array.from(n.querySelectorAll('[class]'))].forEach(note);
        });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByTestId('waiter-button').click();
  await expect(page.getByTestId('waiter-greeting')).toBeVisible();
  return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);
}

test('a person who asks for less motion gets dialogs without their zoom; everyone else keeps it', async ({ browser }) => {
  const still = await browser.newContext({ reducedMotion: 'reduce' });
  expect(await openDialogRecordingMotion(await still.newPage())).toEqual([]);
  await still.close();

  const moving = await browser.newContext({ reducedMotion: 'no-preference' });
  const classes = await openDialogRecordingMotion(await moving.newPage());
  expect(classes.some((c) => c.startsWith('ant-zoom'))).toBe(true);
  await moving.close();
});
