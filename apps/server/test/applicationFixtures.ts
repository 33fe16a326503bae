import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { plusDays, todayIso } from '@tic/shared';
import type { apiCaller } from './helpers.js';

/** Fixtures shared by the server suites: the customs application they submit, and submitting it. */
type Call = ReturnType<typeof apiCaller>;
type Cookies = Record<string, string>;

/**
 * The inspection date of the fixtures: tomorrow, not today. A date of today goes stale when a suite crosses midnight
 * (UTC here) between building the form and submitting it, and the date rule then refuses it as past.
 */
export const tomorrowIso = () => plusDays(todayIso(), 1);

const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });

/** A complete customs application (Kenya PVoC, route A); `general` adds to (or replaces in) its general section. */
export const customsForm = (title: string, general: Record<string, unknown> = {}) => ({
  application_type: 'kenya_pvoc',
  title,
  general: {
    certification_project: 'PVoC',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-1234',
    contact_email: 'li@example.com',
    inspection_date: tomorrowIso(),
    ...general,
  },
  shipment: { shipment_mode: 'sea' },
  kenya: { route: 'A', idf_required: false },
  parties: { importer: party('Nairobi Smart Home Ltd'), exporter: party('Bright Star Electronics'), applicant: party('Bright Star Electronics') },
  invoices: [{ number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' }],
  products: [
    {
      hs_code: '853952',
      brand: 'BrightStar',
      model: 'LED-9W',
      quantity: 2000,
      unit_price: 0.6,
      unit: 'PCE',
      description: 'LED bulbs',
      manufacturer: 'Bright Star',
      origin: 'CN',
    },
  ],
  containers: [],
});

/**
 * `customer` creates a draft of `body`'s type and submits `body` at its version (with `idempotencyKey`, one per
 * application): the application is pending acceptance. Answers its id.
 */
export async function submitApplication(
  app: FastifyInstance,
  call: Call,
  customer: Cookies,
  body: { application_type: string; title: string },
  idempotencyKey: string,
): Promise<number> {
  const c = await call(customer, 'POST', '/kenya/create', { application_type: body.application_type, title: body.title });
  expect(c.statusCode, c.body).toBe(200);
  const d = c.json().data as { id: number; version: number };
  const s = await app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: customer,
    payload: { ...body, version: d.version },
    headers: { langId: 'en', 'idempotency-key': idempotencyKey },
  });
  expect(s.statusCode, s.body).toBe(200);
  return d.id;
}
