/**
 * Issue 30, a guest on one application: the applicant (the demo customer) invites the factory by e-mail from the
 * booking's page; the factory registers, opens the link, accepts, confirms the inspection date and uploads its
 * licence; it reads nothing else of the organisation. The applicant then sees the guest active, the date confirmed
 * and the licence to download. Three languages, 1440 and 390 px, axe clean.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatDate, translate, type Locale } from '@tic/shared';
import { inspectionBooking } from '../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { animationsDone } from '../support/animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from '../support/axe.js';
import { newCustomer, registerCustomer } from '../support/outbox.js';
import { artifact, signIn } from '../support/session.js';
import { api, PDF, stamp } from '../customs/support.js';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
const AREA = 'entrustedInspection';
const DETAIL = '/entrustedInspection/myApplication/fillInApplication/entrustedForm';
const PHONE = { width: 390, height: 844 };
const LANGS = [
  { lang: 'zh_CN', locale: 'zh-CN', factory: '王工厂' },
  { lang: 'en', locale: 'en-GB', factory: 'Factory Wang' },
  { lang: 'ar', locale: 'ar-SA', factory: 'Factory Samir' },
] as const;

async function look(page: Page, name: string, findings: AxeFinding[]) {
  await animationsDone(page);
  await page.screenshot({ path: artifact(name), fullPage: true });
  findings.push(...(await seriousViolations(page, name)));
}

/** The guest invitation link the demo outbox holds for `email`. */
async function guestLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const messages = await api<{ recipient: string; text: string }[]>(page.request, 'GET', '/dev/outbox');
    const text = messages.find((m) => m.recipient === email)?.text ?? '';
    link = /\/guestInvitation\/[A-Za-z0-9_\-.~%]+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return link!;
}

for (const { lang, locale, factory } of LANGS)
  test(`an applicant invites the factory as a guest, who confirms the date and uploads its licence, seeing nothing else (${lang})`, async ({ browser }) => {
    test.setTimeout(420_000);
    const t = (key: string, params?: Record<string, string>) => translate(lang as Locale, key, params);
    const findings: AxeFinding[] = [];
    const run = stamp();

    // The applicant's booking, submitted.
    const owner = await (await browser.newContext({ locale })).newPage();
    await signIn(owner);
    const body = inspectionBooking(`Guest ${run}`);
    const draft = await api<{ id: number; version: number }>(owner.request, 'POST', `/kenya/create?area=${AREA}`, body);
    await api(owner.request, 'POST', `/kenya/rfc/${draft.id}/submit?area=${AREA}`, { ...body, version: draft.version }, { 'idempotency-key': `guest-${run}` });
    const id = draft.id;

    // The applicant invites the factory from the booking's page.
    const user = newCustomer(factory);
    await owner.goto(`${DETAIL}/${id}`);
    const card = owner.getByTestId('detail-guests');
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText(t('guest.web.title'));
    await owner.getByTestId('guest-email').fill(user.email);
    await owner.getByTestId('guest-note').fill(t('guest.web.notePlaceholder'));
    await owner.getByTestId('guest-invite').click();
    const row = owner.getByTestId('guests-table').locator('tr', { hasText: user.email });
    await expect(row).toContainText(t('guest.status.invited'));
    await card.scrollIntoViewIfNeeded();
    await look(owner, `guest-applicant-${lang}`, findings);

    // The factory registers, opens the link and accepts: its page says what is asked and the proposed date.
    const link = await guestLink(owner, user.email);
    const guest = await (await browser.newContext({ locale })).newPage();
    await guest.addLocatorHandler(guest.getByTestId('profile-control-later'), (later) => later.click());
    await registerCustomer(guest, user);
    await guest.goto(link);
    await expect(guest.getByTestId('guest-invitation-note')).toHaveText(t('guest.web.notePlaceholder'));
    await look(guest, `guest-invitation-${lang}`, findings);
    await guest.getByTestId('guest-invitation-accept').click();
    await expect(guest.getByTestId('guest-application-page')).toBeVisible();
    // The date as the guest's language writes it (the shared formatDate), never the ISO date.
    await expect(guest.getByTestId('guest-date')).toHaveText(formatDate(lang, body.booking.inspection_date));

    // Confirms the date, uploads the licence.
    await guest.getByTestId('guest-confirm-date').click();
    // The sentence with the date written in the guest's language ({{dateDate}}), not the ISO date.
    await expect(guest.getByTestId('guest-confirmed')).toHaveText(t('guest.web.dateConfirmed', { date: body.booking.inspection_date }));
    await expect(guest.getByTestId('guest-confirmed')).not.toContainText(body.booking.inspection_date);
    await guest.locator('input[type=file]').setInputFiles({ name: 'factory-licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(guest.getByTestId('guest-files')).toContainText('factory-licence.pdf');
    await look(guest, `guest-application-${lang}`, findings);
    const phone = await (await browser.newContext({ locale, viewport: PHONE, storageState: await guest.context().storageState() })).newPage();
    await phone.goto(guest.url());
    await expect(phone.getByTestId('guest-files')).toContainText('factory-licence.pdf');
    await look(phone, `guest-application-${lang}-390`, findings);
    await phone.context().close();

    // Nothing else of the organisation: the booking's own page and the list answer as to a stranger.
    expect((await guest.request.get(`/frontend/v1/rfc/detail/${id}`)).status()).toBe(404);
    const mine = await api<{ id: number }[]>(guest.request, 'GET', '/organisations/guest/applications');
    expect(mine.map((a) => a.id)).toEqual([id]);
    await guest.goto('/guestApplications');
    await expect(guest.getByTestId(`guest-open-${id}`)).toBeVisible();

    // The applicant sees the guest active, the date confirmed and the licence.
    await owner.reload();
    const active = owner.getByTestId('guests-table').locator('tr', { hasText: user.email });
    await expect(active).toContainText(t('guest.status.active'));
    await expect(active).toContainText(body.booking.inspection_date);
    await expect(active.getByRole('link', { name: t('appDetail.download', { name: 'factory-licence.pdf' }) })).toBeVisible();
    // The history names the guest who uploaded (not "you").
    await expect(owner.getByTestId('history-entry').filter({ hasText: t('appDetail.action.guest_upload') })).toContainText(factory);
    await owner.getByTestId('detail-guests').scrollIntoViewIfNeeded();
    await look(owner, `guest-applicant-after-${lang}`, findings);
    const ownerPhone = await (await browser.newContext({ locale, viewport: PHONE, storageState: await owner.context().storageState() })).newPage();
    await ownerPhone.goto(`${DETAIL}/${id}`);
    await expect(ownerPhone.getByTestId('detail-guests')).toBeVisible();
    await ownerPhone.getByTestId('detail-guests').scrollIntoViewIfNeeded();
    await look(ownerPhone, `guest-applicant-${lang}-390`, findings);
    await ownerPhone.context().close();

    expect(findings, describeFindings(findings)).toEqual([]);
    await owner.context().close();
    await guest.context().close();
  });
