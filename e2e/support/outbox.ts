import { expect, type Page } from '@playwright/test';
import { HOME_PATH } from '@tic/shared';

/** Reads the newest code sent to a recipient from the demo outbox page, as a demo user does. */
export async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const row = outbox.getByTestId('outbox-table').locator('tr', { hasText: recipient }).first();
  await expect(row).toBeVisible();
  const text = (await row.textContent()) ?? '';
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(text.replace(recipient, ''))?.[1];
  expect(code, text).toBeTruthy();
  return code!;
}

export interface NewCustomer {
  username: string;
  mobile: string;
  email: string;
  name: string;
}

/** A new customer of this run (unique account, mobile and e-mail). */
export function newCustomer(name: string): NewCustomer {
  const n = `${Date.now()}`.slice(-8);
  return { username: `u${n}`, mobile: `139${n}`, email: `u${n}@example.com`, name };
}

/** Registers through the register form with the mobile code read from the outbox; ends signed in on the workbench. */
export async function registerCustomer(page: Page, user: NewCustomer, password = 'Tic2026pass') {
  await page.goto('/login');
  await page.getByTestId('login-register').click();
  await page.getByTestId('reg-username').fill(user.username);
  await page.getByTestId('reg-password').fill(password);
  await page.getByTestId('reg-password2').fill(password);
  await page.getByTestId('reg-name').fill(user.name);
  await page.getByTestId('reg-mobile').fill(user.mobile);
  await page.getByTestId('reg-email').fill(user.email);
  await page.getByTestId('reg-agree').check();
  await page.getByTestId('reg-send-code').click();
  await expect(page.getByTestId('reg-send-code')).toBeDisabled();
  await page.getByTestId('reg-code').fill(await codeFromOutbox(page, user.mobile));
  await page.getByTestId('reg-submit').click();
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  await expect(page.getByTestId('workbench')).toBeVisible();
}
