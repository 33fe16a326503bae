/**
 * The simulated year's applications, one entry per line of LINE_REGISTRY (simulated-year.test.ts): the area it is
 * filed under, the types it draws from, a complete body of each, and what the line issues (a certificate after a
 * draft review, a laboratory test report, an inspection or audit report). Dates come from the caller (`ahead`:
 * days after the later of the real and the simulated today, so the requests' "not in the past" rules hold for both).
 */
import { customsForm } from './applicationFixtures.js';
import { cbApplication, gccApplication, testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';

/** How a line's work runs to its end (the test's driver moves each kind through its own steps). */
export type SimKind = 'certificate' | 'sampledCertificate' | 'testReport' | 'inspection' | 'audit';

export interface SimDates {
  /** `n` days after the later of the real and the simulated today (YYYY-MM-DD). */
  ahead: (n: number) => string;
}

export interface SimLine {
  form: string;
  area: string;
  kind: SimKind;
  types: readonly string[];
  /** The file types the body attaches (uploaded first; their ids are passed in the same order). */
  files?: (type: string) => readonly string[];
  body: (type: string, title: string, d: SimDates, files: number[]) => Record<string, unknown>;
}

const party = (name: string) => ({
  company_name: name,
  address: '8 Science Park Road, Shenzhen',
  country: 'CN',
  contact_name: 'Li Ming',
  telephone: '+86-755-1234',
});

const NB_FILES = ['annex_description', 'annex_drawings', 'annex_standards_list', 'annex_declaration', 'annex_test_reports', 'annex_article_10'] as const;

const customs = (type: string, title: string, d: SimDates) => {
  const base = customsForm(title, { inspection_date: d.ahead(10) });
  return type === 'kenya_pvoc' ? base : { ...base, application_type: type, kenya: undefined };
};

const audit = (type: string, title: string, d: SimDates) => ({
  application_type: type,
  title,
  audit:
    type === 'audit_social'
      ? { social_standard: 'amfori_bsci', announcement: 'semi_announced', window_days: 14, preferred_date: d.ahead(20), audit_report_language: 'en' }
      : { announcement: 'announced', preferred_date: d.ahead(20), audit_report_language: 'zh_en' },
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

export const SIM_LINES: readonly SimLine[] = [
  { form: 'customs', area: 'customsClearance', kind: 'certificate', types: ['kenya_pvoc', 'nigeria_soncap'], body: (t, title, d) => customs(t, title, d) },
  {
    form: 'saudi',
    area: 'customsClearance',
    kind: 'certificate',
    types: ['saudi_pcoc'],
    files: () => ['merged_pdf'],
    body: (t, title, d, files) => ({
      ...customsForm(title, { inspection_date: d.ahead(10), certification_project: 'SASO PCoC' }),
      application_type: t,
      kenya: undefined,
      saudi: { saber_request_no: 'SBR-1' },
      attachments: [{ file_id: files[0], file_type: 'merged_pdf' }],
    }),
  },
  {
    form: 'entrusted',
    area: 'entrustedInspection',
    kind: 'inspection',
    types: ['insp_pre_shipment', 'insp_during_production', 'insp_initial_production', 'insp_container_loading'],
    body: (t, title, d) => {
      const b = inspectionBooking(title, t);
      return { ...b, booking: { ...b.booking, inspection_date: d.ahead(10) } };
    },
  },
  {
    form: 'nb',
    area: 'internationalProduct',
    kind: 'certificate',
    types: ['nb_new', 'nb_extension'],
    files: () => NB_FILES,
    body: (t, title, _d, files) => ({
      application_type: t,
      title,
      nb_declaration: { single_nb_declaration: true },
      parties: { manufacturer: { company_name: 'Radio Maker GmbH', address: 'Hauptstr. 1, Berlin', country: 'DE' } },
      nb_existing: t === 'nb_new' ? undefined : { existing_certificate_no: 'EU-TE-2025-01', change_description: 'New antenna variant' },
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
    }),
  },
  {
    form: 'communication',
    area: 'communication',
    kind: 'sampledCertificate',
    types: ['comm_srrc', 'comm_cta'],
    files: () => ['technical_manual'],
    body: (t, title, _d, files) => ({
      application_type: t,
      title,
      parties: { applicant: party('Bright Star Electronics'), manufacturer: party('Bright Star Electronics') },
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
      attachments: [{ file_id: files[0], file_type: 'technical_manual' }],
    }),
  },
  {
    form: 'testing',
    area: 'entrustedInspection',
    kind: 'testReport',
    types: ['electronics_test', 'textile_test', 'chemistry_test', 'luggage_test'],
    body: (t, title) => testingApplication(t as Parameters<typeof testingApplication>[0], title),
  },
  { form: 'gcc', area: 'internationalProduct', kind: 'certificate', types: ['gcc'], body: (_t, title) => gccApplication(title, '85131010') },
  { form: 'cb', area: 'internationalProduct', kind: 'sampledCertificate', types: ['cb'], body: (_t, title) => cbApplication(title) },
  { form: 'audit', area: 'entrustedInspection', kind: 'audit', types: ['audit_social', 'audit_quality'], body: (t, title, d) => audit(t, title, d) },
];
