import { expect, test } from '@playwright/test';
import { artifact, signIn, switchLanguage } from '../support/session.js';

/**
 * Issue 15: a customer registers a webhook endpoint on the profile page, copies its signing secret (shown once),
 * sends a test event and reads the delivery log (the receiver is this machine's port 9, where nothing listens: a name
 * must resolve to a public address, or in demo mode to loopback; the log shows the failed attempt and that it will
 * retry). Screenshots in three languages, 1440 and 390 px.
 */
test('register a webhook, send a test event and read its delivery log', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/myProfile');
  const card = page.getByTestId('webhooks');
  await card.getByTestId('webhook-url').fill(`https://localhost:9/tic-webhook-${Date.now()}`);
  await card.getByTestId('webhook-add').click();
  await expect(card.getByTestId('webhook-secret')).toContainText('whsec_');
  await card.getByRole('button', { name: '发送测试事件' }).first().click();
  await card.getByRole('button', { name: '推送记录' }).last().click();
  await expect(card.getByTestId('webhook-deliveries')).toContainText('测试事件', { timeout: 30_000 });
  await card.screenshot({ path: artifact('trust-webhooks-zh_CN') });
  for (const lang of ['en', 'ar'] as const) {
    await switchLanguage(page, lang);
    await expect(card).toContainText(lang === 'en' ? 'Webhooks' : 'خطافات الويب');
    await card.screenshot({ path: artifact(`trust-webhooks-${lang}`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: artifact('trust-webhooks-ar-390') });
});
