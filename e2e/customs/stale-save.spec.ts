import { expect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.js';
import { completeForm, createDraft, detailOf, fill, FORM, stamp } from './support.js';

test('the same draft in two pages: a save in one makes the other say it changed elsewhere and offer reload; nothing is overwritten', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const draft = await createDraft(page.request, completeForm(`Two tabs ${stamp()}`));
  const other = await context.newPage();
  await page.goto(`${FORM}/${draft.id}`);
  await other.goto(`${FORM}/${draft.id}`);
  await expect(page.locator('#general-contact_name')).toHaveValue('Li Ming');
  await expect(other.locator('#general-contact_name')).toHaveValue('Li Ming');

  // The first page changes the contact and saves.
  await fill(page, 'general-contact_name', '欧阳明');
  await page.getByTestId('save-draft').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'clean');
  await expect.poll(async () => (await detailOf(page.request, draft.id)).data.general!.contact_name).toBe('欧阳明');

  // The second page, still at the old version, changes the same field: its auto-save is refused.
  await fill(other, 'general-contact_name', 'Someone else');
  await expect(other.getByTestId('save-status')).toHaveAttribute('data-state', 'stale');
  await expect(other.getByTestId('save-status')).toContainText('该申请已在别处被修改');
  await expect(other.getByTestId('save-draft')).toBeDisabled();
  await expect(other.getByTestId('submit-application')).toBeDisabled();
  await other.screenshot({ path: artifact('customs-stale-zh_CN') });

  // Nothing was overwritten: the server holds the first page's save.
  const stored = await detailOf(page.request, draft.id);
  expect(stored.data.general!.contact_name).toBe('欧阳明');
  expect(stored.version).toBeGreaterThan(draft.version);

  // Reload shows the latest version, and saving works again from there.
  await other.getByTestId('stale-reload').click();
  await expect(other.locator('#general-contact_name')).toHaveValue('欧阳明');
  await fill(other, 'general-contact_name', '李娜');
  await other.getByTestId('save-draft').click();
  await expect(other.getByTestId('save-status')).toHaveAttribute('data-state', 'clean');
  expect((await detailOf(page.request, draft.id)).data.general!.contact_name).toBe('李娜');
});
