import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { todayIso } from '@tic/shared';
import { multipart, type apiCaller } from './helpers.js';

/**
 * The sample loop as the suites of the forms that send samples drive it (communication, laboratory testing, CB):
 * each step is the call that moves it on, must answer 200 (or the test fails naming the call) and gives the
 * application's answer; the out-of-step (409) and other-customer (404) calls stay in the suites.
 */
type Call = ReturnType<typeof apiCaller>;
type Cookies = Record<string, string>;

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** POST /upload as `cookies`: the file's id. */
export async function upload(app: FastifyInstance, cookies: Cookies, file: { filename: string; content: Buffer }) {
  const m = multipart(file);
  const res = await app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies, ...m, headers: { ...m.headers, langId: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

export interface LoopParties {
  app: FastifyInstance;
  call: Call;
  /** The customer who ships the samples, pays and reviews the data. */
  customer: Cookies;
  /** Who quotes the fee, and finance who confirms the payment (never who quoted). */
  quoter: Cookies;
  finance: Cookies;
  /** The customer's invoice profile (read when the fee is paid). */
  profileId: number;
  /** Makes the remittances' references and idempotency keys unique to the suite and run. */
  label: string;
}

export function sampleLoop(p: LoopParties) {
  async function ok(cookies: Cookies, path: string, body?: unknown) {
    const r = await p.call(cookies, 'POST', path, body);
    expect(r.statusCode, `${path}: ${r.body}`).toBe(200);
    return r.json().data;
  }
  return {
    /** Staff ask for the samples (laboratory address, quantity, due date): the sample delivery notice. */
    request: (staff: Cookies, id: number, ask: { lab_address: string; quantity: number; due_date: string }) =>
      ok(staff, `/staff/rfc/${id}/samples/request`, ask),
    /** The customer enters the courier and tracking number. */
    ship: (id: number, courier: string, tracking_no: string) => ok(p.customer, `/kenya/rfc/${id}/samples/shipment`, { courier, tracking_no }),
    /** Not conforming, with a photo and the reason: the customer sends them again. */
    reject: async (staff: Cookies, id: number, reason: string, photo?: number) =>
      ok(staff, `/staff/rfc/${id}/samples/reject`, { reason, photo_ids: [photo ?? (await upload(p.app, staff, { filename: 'sample.png', content: PNG }))] }),
    receive: (staff: Cookies, id: number) => ok(staff, `/staff/rfc/${id}/samples/receive`, {}),
    /** Formal acceptance (the fees paid): testing starts. */
    accept: (staff: Cookies, id: number) => ok(staff, `/staff/rfc/${id}/samples/accept`),
    sendData: (staff: Cookies, id: number, data: { rows: object[]; summary?: string }) => ok(staff, `/staff/rfc/${id}/samples/test-data`, data),
    /** The customer confirms the test data or disputes it with a comment. */
    reviewData: (id: number, review: { decision: 'confirm' | 'dispute'; comment?: string }) => ok(p.customer, `/kenya/rfc/${id}/samples/data-review`, review),
    /** Fee notification, the customer's acceptance and remittance with a bank slip, finance's confirmation: paid in full. */
    async payInFull(id: number, service: string, amount: string) {
      const quotation = await ok(p.quoter, '/staff/quotation', {
        currency: 'USD',
        valid_until: inDays(30),
        terms_version: 'T-2026-1',
        lines: [{ application_id: id, service, quantity: '1', unit_price: amount }],
      });
      await ok(p.customer, `/quotation/${quotation.id}/accept`, { invoice_profile_id: p.profileId });
      const r = await p.app.inject({
        method: 'POST',
        url: '/frontend/v1/remittance',
        cookies: p.customer,
        headers: { langId: 'en', 'idempotency-key': `${p.label}-remit-${id}` },
        payload: {
          remitter: 'Shenzhen Bright Star Electronics',
          remitted_on: todayIso(),
          currency: 'USD',
          amount,
          contact: 'Li Ming',
          phone: '+86-755-1234',
          bank: 'Bank of China',
          bank_reference: `BOC-${p.label}-${id}`,
          file_ids: [await upload(p.app, p.customer, { filename: 'slip.png', content: PNG })],
          allocations: [{ application_id: id, amount }],
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      await ok(p.finance, `/staff/remittance/${r.json().data.id}/confirm`, {});
      expect((await p.call(p.customer, 'GET', `/rfc/detail/${id}`)).json().data.payment_status).toBe('paid_in_full');
    },
  };
}
export type SampleLoop = ReturnType<typeof sampleLoop>;
