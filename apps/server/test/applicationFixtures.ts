import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { plusDays, todayIso } from '@tic/shared';
import type { apiCaller } from './helpers.js';

/** Fixtures shared by the server suites: complete applications of the lines they submit, and submitting one. */
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

const cnParty = (name: string) => ({
  company_name: name,
  address: '8 Science Park Road, Shenzhen',
  country: 'CN',
  contact_name: 'Li Ming',
  telephone: '+86-755-1234',
});

/** A complete radio type approval application (communication line) of `type`, its technical manual the file `manual`. */
export const radioApplication = (type: string, title: string, manual: number) => ({
  application_type: type,
  title,
  parties: { applicant: cnParty('Bright Star Electronics'), manufacturer: cnParty('Bright Star Electronics') },
  comm_product: {
    product_name: 'Wi-Fi router',
    brand: 'BrightStar',
    model: 'WR-6',
    series_models: 'WR-6S',
    series_differences: 'Housing colour',
    hardware_version: 'V1.2',
    software_version: '3.0.1',
    category: 'wlan',
  },
  frequency_ranges: [{ direction: 'tx_rx', from_mhz: 2400, to_mhz: 2483.5 }],
  comm_radio: {
    channel_bandwidth_khz: 20000,
    modulation: 'OFDM',
    power_unit: 'W',
    max_power_w: 0.1,
    power_kind: 'average',
    antenna_type: 'external',
    antenna_gain_dbi: 3,
  },
  comm_power: { power_supply: 'dc_adapter', rated_voltage: '12 V DC' },
  comm_standards: [{ standard_no: 'GB/T 15629.11' }],
  comm_scheme: { target_scheme: 'Type approval', target_country: 'KE' },
  samples: { quantity: 2, serial_numbers: 'SN001, SN002', after_testing: 'dispose' },
  attachments: [{ file_id: manual, file_type: 'technical_manual' }],
});

/** The file types an NB/RED application attaches, in the order `nbApplication` takes their ids. */
export const NB_FILES = ['annex_description', 'annex_drawings', 'annex_standards_list', 'annex_declaration', 'annex_test_reports', 'annex_article_10'] as const;

/** A complete NB/RED application of `type` (an extension names the certificate it extends), attaching `files` (NB_FILES' ids). */
export const nbApplication = (type: string, title: string, files: readonly number[]) => ({
  application_type: type,
  title,
  nb_declaration: { single_nb_declaration: true },
  parties: { manufacturer: { company_name: 'Radio Maker GmbH', address: 'Hauptstr. 1, Berlin', country: 'DE' } },
  nb_existing: type === 'nb_new' ? undefined : { existing_certificate_no: 'EU-TE-2025-01', change_description: 'New antenna variant' },
  nb_product: {
    product_name: 'Wi-Fi router',
    type_designation: 'WR-100',
    intended_use: 'Home wireless access point',
    hardware_version: 'H1',
    software_version: 'S1.0',
  },
  nb_radio: { frequency_bands: '2400-2483.5 MHz', modulation: 'OFDM', rf_power: '20 dBm EIRP' },
  nb_requirements: { req_spectrum: true, req_safety: true },
  standards: [{ standard_no: 'EN 300 328', application: 'full' }],
  attachments: NB_FILES.map((file_type, i) => ({ file_id: files[i], file_type })),
});

/** A complete factory audit booking of `type` (social: amfori BSCI, semi-announced; quality: announced) for `preferredDate`. */
export const auditApplication = (type: string, title: string, preferredDate: string) => ({
  application_type: type,
  title,
  audit:
    type === 'audit_social'
      ? { social_standard: 'amfori_bsci', announcement: 'semi_announced', window_days: 14, preferred_date: preferredDate, audit_report_language: 'en' }
      : { announcement: 'announced', preferred_date: preferredDate, audit_report_language: 'zh_en' },
  factory: {
    factory_name: '东莞制衣厂',
    factory_name_en: 'Dongguan Garments',
    factory_address: '东莞市长安镇',
    factory_address_en: 'Chang an, Dongguan',
    contact_name: 'Chen Jing',
    contact_phone: '+86-769-8888-1234',
    contact_email: 'chen@example.com',
    headcount: 650,
    production_processes: 'Cutting, sewing, ironing, packing',
  },
  attachments: [],
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
