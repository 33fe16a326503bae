/**
 * Issue 30, a guest helps with the officer's request for information: the officer asks two questions on an accepted
 * booking; the factory, a guest on it, reads the questions (never the organisation's answers) and uploads its licence
 * for the first; the applicant's answer page offers that document, ticked, on that question; the applicant answers and
 * the officer reads the guest's document in the answer. Three languages, 1440 and 390 px, axe clean.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { translate, type Locale } from '@tic/shared';
import { inspectionBooking } from '../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { newCustomer, registerCustomer } from '../support/outbox.js';
import { ADMIN, artifact, signIn } from '../support/session.js';
import { api, PDF, stamp } from '../customs/support.js';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
const AREA = 'entrustedInspection';
const PHONE = { width: 390, height: 844 };
const ANSWER = '/internationalProduct/myApplication/NBAdditionalInfo';
const LANGS = [
  { lang: 'zh_CN', locale: 'zh-CN', factory: '李工厂' },
  { lang: 'en', locale: 'en-GB', factory: 'Factory Li' },
  { lang: 'ar', locale: 'ar-SA', factory: 'Factory Karim' },
] as const;
type Request = { id: number; version: number; items: { id: number; files: { name: string }[] }[] };

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

for (const { lang, locale, factory } of LANGS)
  test(`a guest uploads a document for the officer's question and the applicant answers with it (${lang})`, async ({ browser }) => {
    test.setTimeout(360_000);
    const t = (key: string, params?: Record<string, string>) => translate(lang as Locale, key, params);
    const findings: AxeFinding[] = [];
    const run = stamp();

    // The applicant's booking, submitted and accepted; the officer asks two questions.
    const owner = await (await browser.newContext({ locale })).newPage();
    await signIn(owner);
    const body = inspectionBooking(`Guest request ${run}`);
    const draft = await api<{ id: number; version: number }>(owner.request, 'POST', `/kenya/create?area=${AREA}`, body);
    await api(
      owner.request,
      'POST',
      `/kenya/rfc/${draft.id}/submit?area=${AREA}`,
      { ...body, version: draft.version },
      { 'idempotency-key': `guest-rq-${run}` },
    );
    const staff = await (await browser.newContext()).newPage();
    await signIn(staff, ADMIN);
    await api(staff.request, 'POST', `/staff/rfc/${draft.id}/accept`);
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const request = await api<Request>(staff.request, 'POST', `/staff/rfc/${draft.id}/additional-info`, {
      due_date: due,
      items: [{ question: 'Upload the factory business licence' }, { question: 'Which production line makes it?' }],
    });

    // The factory is invited (the invitation's own journey is guest.spec.ts), registers and accepts.
    const user = newCustomer(factory);
    await api(owner.request, 'POST', `/organisations/current/applications/${draft.id}/guests`, { email: user.email, note: '' });
    const guest = await (await browser.newContext({ locale })).newPage();
    await guest.addLocatorHandler(guest.getByTestId('profile-control-later'), (later) => later.click());
    await registerCustomer(guest, user);
    let link: string | undefined;
    await expect(async () => {
      const messages = await api<{ recipient: string; text: string }[]>(owner.request, 'GET', '/dev/outbox');
      link = /\/guestInvitation\/[A-Za-z0-9_\-.~%]+/.exec(messages.find((m) => m.recipient === user.email)?.text ?? '')?.[0];
      expect(link).toBeTruthy();
    }).toPass({ timeout: 20_000 });
    await guest.goto(link!);
    await guest.getByTestId('guest-invitation-accept').click();

    // The guest reads the two questions and uploads the licence for the first.
    const questions = guest.getByTestId('guest-question');
    await expect(questions).toHaveCount(2);
    await expect(guest.getByTestId('guest-questions')).toContainText(t('guest.web.questions'));
    await expect(questions.first()).toContainText('Upload the factory business licence');
    await questions.first().locator('input[type=file]').setInputFiles({ name: 'factory-licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(questions.first()).toContainText('factory-licence.pdf');
    await expect(guest.getByTestId('guest-files')).toContainText(t('guest.web.forQuestion', { index: '1' }));
    await look(guest, `guest-request-${lang}`, findings);
    const phone = await (await browser.newContext({ locale, viewport: PHONE, storageState: await guest.context().storageState() })).newPage();
    await phone.goto(guest.url());
    await expect(phone.getByTestId('guest-question')).toHaveCount(2);
    await look(phone, `guest-request-${lang}-390`, findings);
    await phone.context().close();

    // The applicant's answer page offers the guest's document on the first question, ticked.
    await owner.goto(`${ANSWER}/${request.id}`);
    const items = owner.getByTestId('info-item');
    await expect(items.first().getByTestId('info-guest-file')).toContainText('factory-licence.pdf');
    await expect(items.first().getByTestId('info-guest-file')).toContainText(t('guest.web.fromGuest', { guest: factory }));
    await expect(items.first().getByRole('checkbox')).toBeChecked();
    await expect(items.nth(1).getByTestId('info-guest-file')).toHaveCount(0);
    await items.nth(1).getByTestId('info-answer-text').fill('Line 3');
    await look(owner, `guest-request-answer-${lang}`, findings);
    await owner.getByTestId('info-answer-submit').click();
    await expect(owner.getByTestId('info-answer-sent')).toBeVisible();

    // The officer reads the guest's document in the answer; the guest has no open question left.
    const answered = await api<Request[]>(staff.request, 'GET', `/staff/rfc/${draft.id}/additional-info`);
    expect(answered[0]!.items[0]!.files.map((f) => f.name)).toEqual(['factory-licence.pdf']);
    await guest.reload();
    await expect(guest.getByTestId('guest-files')).toContainText('factory-licence.pdf');
    await expect(guest.getByTestId('guest-questions')).toHaveCount(0);

    expect(findings, describeFindings(findings)).toEqual([]);
    for (const p of [owner, guest, staff]) await p.context().close();
  });

test('a draft already takes guests: the card sits under the form (en, 1440 and 390 px)', async ({ browser }) => {
  test.setTimeout(180_000);
  const t = (key: string, params?: Record<string, string>) => translate('en', key, params);
  const findings: AxeFinding[] = [];
  const run = stamp();
  const owner = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signIn(owner);
  const draft = await api<{ id: number }>(owner.request, 'POST', `/kenya/create?area=${AREA}`, inspectionBooking(`Guest draft ${run}`));
  await owner.goto(`/entrustedInspection/myApplication/fillInApplication/entrustedForm/${draft.id}`);
  await expect(owner.getByTestId('application-form')).toBeVisible();
  const card = owner.getByTestId('detail-guests');
  await expect(card.getByRole('heading')).toHaveText(t('guest.web.title'));
  await owner.getByTestId('guest-email').fill(`factory-${run}@example.com`);
  await owner.getByTestId('guest-invite').click();
  await expect(owner.getByTestId('guests-table').locator('tr', { hasText: `factory-${run}@example.com` })).toContainText(t('guest.status.invited'));
  await card.scrollIntoViewIfNeeded();
  await look(owner, 'guest-draft-en', findings);
  await owner.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await look(owner, 'guest-draft-en-390', findings);
  expect(findings, describeFindings(findings)).toEqual([]);
  await owner.context().close();
});
