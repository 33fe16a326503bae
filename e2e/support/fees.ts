/**
 * Staff steps and the fee payment through the API, for the journeys that drive a line's own screens and only need
 * the back office and the money to have happened (the sample loops of communication and laboratory testing).
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { API, api, future, stamp, uploadFile } from '../customs/support.js';

/** A one-pixel PNG: a bank slip or a photo. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** Staff steps through the API as `username` in this request context (each step must answer 200). */
export async function staffAs(context: APIRequestContext, username: string, password = 'Staff@2026') {
  const res = await context.post(`${API}/login`, { data: { username, password } });
  expect(res.status()).toBe(200);
  return async (path: string, data: object = {}) => {
    const r = await context.post(`${API}${path}`, { data, headers: { langId: 'en' } });
    expect(r.status(), `${path}: ${await r.text()}`).toBe(200);
    return ((await r.json()) as { data: Record<string, unknown> & { id: number } }).data;
  };
}
export type StaffSteps = Awaited<ReturnType<typeof staffAs>>;

/** Staff steps in a session of their own (its own cookies), closed by `done`. */
export async function staffSession(username: string, password?: string) {
  const context = await request.newContext({ baseURL: test.info().project.use.baseURL });
  return { steps: await staffAs(context, username, password), done: () => context.dispose() };
}

export interface Fee {
  applicationId: number;
  /** The quoted service and its price in USD. */
  service: string;
  amount: string;
  /** The customer's company remitting, its phone, and a label making the bank reference and idempotency key unique. */
  remitter: string;
  phone: string;
  label: string;
}

/**
 * The fee notification paid in full: the administrator (`admin`) quotes, the customer (`customer`, a signed-in
 * page's request) accepts the quotation with its default invoice profile (a new one when it has none) and sends a
 * remittance with a bank slip, and finance confirms it in a session of its own (who quoted never confirms).
 */
export async function payFee(customer: APIRequestContext, admin: StaffSteps, fee: Fee) {
  const quotation = await admin('/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ application_id: fee.applicationId, service: fee.service, quantity: '1', unit_price: fee.amount }],
  });
  let profile = await api<{ id: number } | null>(customer, 'GET', '/invoice-info/default');
  if (!profile)
    profile = await api<{ id: number }>(customer, 'POST', '/invoice-info', { title: `${fee.remitter} ${stamp()}`, type: 'pro_forma', address: '深圳市南山区' });
  await api(customer, 'POST', `/quotation/${quotation.id}/accept`, { invoice_profile_id: profile.id });
  const slip = await uploadFile(customer, 'bank-slip.png', PNG, 'customs');
  const remittance = await api<{ id: number }>(
    customer,
    'POST',
    '/remittance',
    {
      remitter: fee.remitter,
      remitted_on: future(0),
      currency: 'USD',
      amount: fee.amount,
      contact: '王芳',
      phone: fee.phone,
      bank: '中国银行',
      bank_reference: `BOC-${fee.label}-${fee.applicationId}`,
      file_ids: [slip.id],
      allocations: [{ application_id: fee.applicationId, amount: fee.amount }],
    },
    { 'idempotency-key': `${fee.label}-journey-${fee.applicationId}` },
  );
  const finance = await staffSession('finance');
  await finance.steps(`/staff/remittance/${remittance.id}/confirm`);
  await finance.done();
}
