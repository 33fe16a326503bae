import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { todayIso } from '@tic/shared';
import { submitApplication } from './applicationFixtures.js';
import type { apiCaller } from './helpers.js';

/** Fixtures of the money suites: a customs application accepted by staff, and a staff quotation for it. */
type Call = ReturnType<typeof apiCaller>;
type Cookies = Record<string, string>;

const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
/** The money suites' customs application: two invoices (USD, EUR), a factory, a container. */
export const kenyaForm = (title: string) => ({
  application_type: 'kenya_pvoc',
  title,
  general: {
    certification_project: 'PVoC',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-1234',
    contact_email: 'li@example.com',
    inspection_date: todayIso(),
  },
  shipment: { shipment_mode: 'sea' },
  parties: {
    importer: party('Nairobi Imports Ltd'),
    exporter: party('Bright Star Electronics'),
    applicant: party('Bright Star Electronics'),
    factory: party('Shenzhen Factory 3'),
  },
  invoices: [
    { number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' },
    { number: 'INV-2', date: '2026-11-02', currency: 'EUR', amount: 300.5, incoterm: 'CIF' },
  ],
  products: [
    {
      hs_code: '853952',
      brand: 'BS',
      model: 'L-1',
      quantity: 100,
      unit_price: 12,
      unit: 'PCE',
      description: 'LED lamps',
      manufacturer: 'Bright Star',
      origin: 'CN',
    },
  ],
  containers: ['MSCU1234567'],
});
export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** A submitted application of `customer`, accepted by `staff` (payment status: to be quoted). */
export async function acceptedApplication(app: FastifyInstance, call: Call, customer: Cookies, staff: Cookies): Promise<number> {
  const title = `Fixture ${++seq} ${Date.now()}`;
  const id = await submitApplication(app, call, customer, kenyaForm(title), `fixture-${title}`);
  const a = await call(staff, 'POST', `/staff/rfc/${id}/accept`);
  expect(a.statusCode, a.body).toBe(200);
  return id;
}

export const issueQuote = (call: Call, staff: Cookies, applicationId: number, unitPrice = '500.00') =>
  call(staff, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ service: 'PVoC certificate', quantity: '1', application_id: applicationId, unit_price: unitPrice }],
  });
