import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation.js';
import { customsDraftSchema, customsSubmitSchema, FORM_DEFINITIONS, saudiSubmitSchema } from './index.js';
import { todayIso } from '../schemas/applicationFields.js';

const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
export const validCustoms = () => ({
  application_type: 'kenya_pvoc',
  title: 'Shipment of LED lamps',
  general: {
    certification_project: 'PVoC',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-1234',
    contact_email: 'li@example.com',
    inspection_date: todayIso(),
  },
  shipment: { shipment_mode: 'sea' },
  kenya: { idf_required: true, idf_no: 'E2300012345', ucr_no: 'UCR-2026-0001' },
  parties: { importer: party('Nairobi Imports Ltd'), exporter: party('Bright Star'), applicant: party('Bright Star') },
  invoices: [{ number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' }],
  products: [
    {
      hs_code: '8539.52',
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
  attachments: [{ file_id: 1, file_type: 'invoice' }],
});
const messages = (r: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  (r.error?.issues ?? []).map((i) => issueMessage(i, 'en'));

describe('customs clearance form', () => {
  it('a complete application submits', () => {
    const r = customsSubmitSchema.safeParse(validCustoms());
    expect(messages(r)).toEqual([]);
    expect((r.data as { products: { hs_code: string }[] }).products[0]!.hs_code).toBe('853952');
  });
  it('a draft needs nothing but its type, and keeps what is typed', () => {
    expect(customsDraftSchema.safeParse({ application_type: 'kenya_pvoc' }).success).toBe(true);
    expect(customsDraftSchema.safeParse({ application_type: 'kenya_pvoc', general: { contact_email: 'half@' } }).success).toBe(true);
  });
  it.each([
    ['title required', (a: ReturnType<typeof validCustoms>) => (a.title = ' '), 'Application title is required'],
    ['certification project required', (a: ReturnType<typeof validCustoms>) => (a.general.certification_project = ''), 'Certification project is required'],
    ['contact required', (a: ReturnType<typeof validCustoms>) => (a.general.contact_name = ''), 'Contact is required'],
    ['company name required', (a: ReturnType<typeof validCustoms>) => (a.parties.importer.company_name = ''), 'Company name is required'],
    ['address required', (a: ReturnType<typeof validCustoms>) => (a.parties.exporter.address = ''), 'Address is required'],
    ['phone format', (a: ReturnType<typeof validCustoms>) => (a.general.contact_phone = '12a'), 'Phone: 4 to 20 digits, plus or hyphen'],
    ['phone length', (a: ReturnType<typeof validCustoms>) => (a.general.contact_phone = '123'), 'Phone: 4 to 20 digits, plus or hyphen'],
    ['e-mail format', (a: ReturnType<typeof validCustoms>) => (a.general.contact_email = 'li@'), 'Wrong e-mail format'],
    [
      'inspection date not past',
      (a: ReturnType<typeof validCustoms>) => (a.general.inspection_date = '2020-01-01'),
      'Goods available for inspection must not be earlier than today',
    ],
    ['at least one invoice', (a: ReturnType<typeof validCustoms>) => (a.invoices = []), 'Add at least one invoice'],
    ['at most three invoices', (a: ReturnType<typeof validCustoms>) => (a.invoices = Array(4).fill(a.invoices[0])), 'At most 3 invoices'],
    ['invoice currency ISO 4217', (a: ReturnType<typeof validCustoms>) => (a.invoices[0]!.currency = 'XYZ'), 'Currency: choose one of the options'],
    ['invoice incoterm 2020', (a: ReturnType<typeof validCustoms>) => (a.invoices[0]!.incoterm = 'DAT'), 'Incoterm: choose one of the options'],
    ['invoice amount', (a: ReturnType<typeof validCustoms>) => (a.invoices[0]!.amount = 0), 'Amount must be greater than 0'],
    ['at least one product', (a: ReturnType<typeof validCustoms>) => (a.products = []), 'Add at least one product line'],
    ['product brand', (a: ReturnType<typeof validCustoms>) => (a.products[0]!.brand = ''), 'Brand is required'],
    ['product origin', (a: ReturnType<typeof validCustoms>) => (a.products[0]!.origin = ''), 'Country of origin is required'],
    ['product origin an ISO country', (a: ReturnType<typeof validCustoms>) => (a.products[0]!.origin = 'XX'), 'Country of origin: choose a country'],
    [
      'party country an ISO country',
      (a: ReturnType<typeof validCustoms>) => ((a.parties.importer as Record<string, unknown>).country = 'Kenya'),
      'Country: choose a country',
    ],
    [
      'country of supply an ISO country',
      (a: ReturnType<typeof validCustoms>) => ((a.shipment as Record<string, unknown>).country_of_supply = 'ZZ'),
      'Country of supply: choose a country',
    ],
    ['hs code', (a: ReturnType<typeof validCustoms>) => (a.products[0]!.hs_code = '85'), 'HS code: 6 to 12 digits'],
    ['at most 10 containers', (a: ReturnType<typeof validCustoms>) => (a.containers = Array(11).fill('ABC1')), 'At most 10 containers'],
    [
      'container letters and digits',
      (a: ReturnType<typeof validCustoms>) => (a.containers = ['AB-12']),
      'Container number: letters and digits, up to 20 characters',
    ],
    [
      'container 20 characters',
      (a: ReturnType<typeof validCustoms>) => (a.containers = ['A'.repeat(21)]),
      'Container number: letters and digits, up to 20 characters',
    ],
    ['attachment file type', (a: ReturnType<typeof validCustoms>) => (a.attachments = [{ file_id: 1 } as never]), 'Choose the file type of the attachment'],
    ['IDF No. when IDF yes', (a: ReturnType<typeof validCustoms>) => (a.kenya.idf_no = ''), 'IDF No. is required'],
  ])('%s', (_, change, message) => {
    const a = validCustoms();
    change(a);
    expect(messages(customsSubmitSchema.safeParse(a))).toContain(message);
  });
  it('drafts still hold the limits (at most 10 containers, 3 invoices)', () => {
    expect(messages(customsDraftSchema.safeParse({ application_type: 'kenya_pvoc', containers: Array(11).fill('A') }))).toContain('At most 10 containers');
    expect(messages(customsDraftSchema.safeParse({ application_type: 'kenya_pvoc', invoices: [{}, {}, {}, {}] }))).toContain('At most 3 invoices');
  });
  it('vehicles need a VIN, excavators their working hours', () => {
    const a = validCustoms();
    a.products[0]!.hs_code = '870323';
    expect(messages(customsSubmitSchema.safeParse(a))).toContain('VIN is required');
    (a.products[0] as Record<string, unknown>).vehicle = { vin: 'WVWZZZ1JZXW000001' };
    expect(messages(customsSubmitSchema.safeParse(a))).toEqual([]);
    a.products[0]!.hs_code = '842952';
    expect(messages(customsSubmitSchema.safeParse(a))).toContain('Working hours is required');
  });
  it('Iraq needs its entry points and importer tax number', () => {
    const a = { ...validCustoms(), application_type: 'iraq_coc', iraq: { acid: 'X1' } };
    const m = messages(customsSubmitSchema.safeParse(a));
    expect(m).toEqual(expect.arrayContaining(['Entry points is required', 'Importer tax number is required']));
  });
  it('messages exist in Chinese and Arabic', () => {
    const a = validCustoms();
    a.containers = Array(11).fill('A');
    const r = customsSubmitSchema.safeParse(a);
    expect(r.error!.issues.map((i) => issueMessage(i, 'zh_CN'))).toContain('最多 10 个集装箱');
    expect(r.error!.issues.map((i) => issueMessage(i, 'ar'))).toContain('10 حاويات كحد أقصى');
  });
});

describe('Saudi form', () => {
  const saudi = () => ({ ...validCustoms(), application_type: 'saudi_sc', saudi: { pcoc_no: 'PC-1' }, attachments: [{ file_id: 2, file_type: 'merged_pdf' }] });
  it('a shipment certificate submits with invoices, a PCoC and the merged PDF', () => {
    expect(messages(saudiSubmitSchema.safeParse(saudi()))).toEqual([]);
  });
  it('needs the merged PDF and, for a shipment certificate, the PCoC number', () => {
    const a = { ...saudi(), saudi: {}, attachments: [{ file_id: 2, file_type: 'invoice' }] };
    expect(messages(saudiSubmitSchema.safeParse(a))).toEqual(expect.arrayContaining(['Attach the merged PDF of the documents', 'PCoC No. is required']));
  });
  it('a product certificate needs no invoice', () => {
    expect(messages(saudiSubmitSchema.safeParse({ ...saudi(), application_type: 'saudi_pcoc', invoices: [] }))).toEqual([]);
  });
  it('at most 20 attachments', () => {
    const a = { ...saudi(), attachments: Array(21).fill({ file_id: 2, file_type: 'merged_pdf' }) };
    expect(messages(saudiSubmitSchema.safeParse(a))).toContain('Too many attachments for this form');
  });
});

describe('country fields', () => {
  it('take an ISO 3166-1 code, upper-cased', () => {
    const a = validCustoms();
    a.products[0]!.origin = 'ke';
    (a.shipment as Record<string, unknown>).country_of_supply = 'CN';
    const r = customsSubmitSchema.safeParse(a);
    expect(messages(r)).toEqual([]);
    expect((r.data as { products: { origin: string }[] }).products[0]!.origin).toBe('KE');
  });
  it('refuse a code that is no country, in the three languages', () => {
    const a = { ...validCustoms(), iraq: { export_country: 'QQ', importer_tax_no: 'T1', entry_points: 'Umm Qasr' }, application_type: 'iraq_coc' };
    const r = customsSubmitSchema.safeParse(a);
    expect(messages(r)).toEqual(['Export country: choose a country']);
    expect(r.error!.issues.map((i) => issueMessage(i, 'zh_CN'))).toEqual(['出口国：请选择国家']);
    expect(r.error!.issues.map((i) => issueMessage(i, 'ar'))).toEqual(['بلد التصدير: اختر دولة']);
  });
  it('are country pickers in every form definition', () => {
    for (const def of [FORM_DEFINITIONS.customs, FORM_DEFINITIONS.saudi]) {
      const kinds = Object.fromEntries(def.sections.flatMap((s) => s.fields.map((f) => [`${s.key}.${f.name}`, f.kind])));
      for (const k of ['products.origin', 'parties.importer.country', 'parties.factory.country', 'shipment.country_of_supply', 'shipment.country_of_origin'])
        expect(kinds[k], `${def.form} ${k}`).toBe('country');
    }
    expect(FORM_DEFINITIONS.customs.sections.find((s) => s.key === 'iraq')!.fields.find((f) => f.name === 'export_country')!.kind).toBe('country');
  });
});

describe('form definitions', () => {
  it('describe every section with field metadata', () => {
    const general = FORM_DEFINITIONS.customs.sections.find((s) => s.key === 'general')!;
    expect(general.fields.find((f) => f.name === 'inspection_date')).toMatchObject({ kind: 'date', required: true, notPast: true });
    expect(FORM_DEFINITIONS.saudi.limits).toEqual({ maxBytes: 20 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: 2 * 1024 * 1024 });
  });
});
