import type { Page } from '@playwright/test';

/**
 * Waits until the page's CSS transitions and animations (a drawer sliding in, a dialog fading) have finished,
 * instead of sleeping a fixed time before a screenshot. Two animation frames first, so that a transition the
 * last action started has begun and is counted.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}
