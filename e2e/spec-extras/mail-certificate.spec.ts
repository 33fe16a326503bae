import { expect as baseExpect, test } from '@playwright/test';
import { artifact, signIn, switchLanguage } from '../support/session.js';
import { api, completeForm, createDraft, detailOf, FORM, pick, stamp, staffLogin } from '../customs/support.js';

// Pages of this journey load several calls each; on the shared, heavily loaded machine they can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

type MailTo = { mailing_address_id: number; recipient: string; address: string } | null;

test(
  'a new customs application is prefilled from the default invoice profile; the certificate ' +
    'goes by mail to a chosen address, shown on the application and the certificate',
  async ({ page, request }) => {
    test.setTimeout(420_000);
    await signIn(page);
    // A second address of the demo customer's, to choose between.
    const address = `深圳市福田区深南大道 ${stamp()} 号`;
    const chosen = await api<{ id: number }>(page.request, 'POST', '/mailing-info', {
      recipient: '收件人乙',
      company: '明星电子福田办事处',
      address,
      phone: '13800138001',
      postcode: '518000',
    });

    // A new form: the applicant's billing fields come from the default invoice profile (seeded for demo; another
    // journey may have made a different profile the default, so the one in force is read first).
    const profiles = await api<{ title: string; taxpayer_number: string | null; is_default: boolean }[]>(page.request, 'GET', '/invoice-info');
    const preferred = profiles.find((p) => p.is_default)!;
    await page.goto(FORM);
    await expect(page.getByTestId('application-form')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('#parties-applicant-company_name')).toHaveValue(preferred.title, { timeout: 30_000 });
    if (preferred.taxpayer_number) await expect(page.locator('#parties-applicant-tax_no')).toHaveValue(preferred.taxpayer_number);

    // An application ready to submit; the customer asks for the certificate by mail and picks the address.
    const body = completeForm(`By mail ${stamp()}`);
    const draft = await createDraft(page.request, body);
    await page.goto(`${FORM}/${draft.id}`);
    await expect(page.getByTestId('mailing-address')).toHaveCount(0);
    await page.locator('#general-mail_certificate').getByText('是').click();
    const picker = page.getByTestId('mailing-address');
    await expect(picker).toBeVisible();
    await pick(page, picker, address);
    await expect(picker).toContainText(address);
    await page.getByTestId('section-general').screenshot({ path: artifact('application-mail-address-zh_CN') });
    await page.getByTestId('submit-application').click();
    await expect(page.getByTestId('submit-success')).toBeVisible({ timeout: 20_000 });

    const submitted = (await detailOf(page.request, draft.id)) as unknown as { status: string; mail_to: MailTo };
    expect(submitted.status).toBe('pending_acceptance');
    expect(submitted.mail_to).toMatchObject({ mailing_address_id: chosen.id, recipient: '收件人乙', address });

    // The application shows where it goes.
    await page.goto(`${FORM}/${draft.id}`);
    await expect(page.getByTestId('application-mail-to')).toContainText(address);

    // Staff accept and issue: the certificate shows the same destination.
    await staffLogin(request);
    await api(request, 'POST', `/staff/rfc/${draft.id}/accept`);
    const issued = await api<{ certificate: { id: number } }>(request, 'POST', `/staff/rfc/${draft.id}/issue`, { route: 'A' });
    await page.goto(`/customsClearance/myCertificate/${issued.certificate.id}`);
    await expect(page.getByTestId('cert-mail-to')).toContainText(address);
    await page.screenshot({ path: artifact('certificate-mail-to-zh_CN'), fullPage: true });
    for (const lang of ['en', 'ar'] as const) {
      await switchLanguage(page, lang);
      await expect(page.getByTestId('cert-mail-to')).toContainText(address);
      await page.screenshot({ path: artifact(`certificate-mail-to-${lang}`), fullPage: true });
      await page.goto(`${FORM}/${draft.id}`);
      await expect(page.getByTestId('application-mail-to')).toBeVisible();
      await page.screenshot({ path: artifact(`application-mail-to-${lang}`), fullPage: false });
      await page.goto(`/customsClearance/myCertificate/${issued.certificate.id}`);
    }
    await switchLanguage(page, 'zh_CN');

    // A re-inspection of the issued application: a draft linked to its parent, the link shown both ways.
    await page.goto(`${FORM}/${draft.id}`);
    await page.getByTestId('follow-up').click();
    await page.getByTestId('follow-up-reinspection').click();
    await expect(page).not.toHaveURL(new RegExp(`/${draft.id}$`));
    await expect(page.getByTestId('application-parent')).toContainText('复检');
    await page.getByTestId('application-parent').click();
    await expect(page).toHaveURL(new RegExp(`/${draft.id}$`));
    await expect(page.getByTestId('application-children')).toContainText('复检');
    await page.screenshot({ path: artifact('application-links-zh_CN'), fullPage: false });
  },
);
