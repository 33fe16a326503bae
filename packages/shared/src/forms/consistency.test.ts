/**
 * The consistency rules (issue 31), one table per rule: the values, what the rule finds (rule id, severity, the field
 * and the one it is compared with) and the message it gives in English (the other languages: one row per rule below).
 */
import { describe, expect, it } from 'vitest';
import '../i18n/index.js';
import type { Locale } from '../constants.js';
import { FORM_DECLARATIONS } from './index.js';
import { findingsOf, findingText, type Finding } from './consistency.js';
import type { CheckContext, DeclaredDocument } from './declaration.js';
import { hsCodeKnown } from '../hsKnown.js';

type Form = 'customs' | 'saudi' | 'gcc' | 'entrusted' | 'nb' | 'cb';
const KNOWN = new Set(['853952', '940541', '851310', '950300']);
const ctx: CheckContext = {
  hsKnown: (code) => hsCodeKnown(code, { loaded: true, holds: (c) => KNOWN.has(c) }),
  ownReference: (_k, no) => ['ENT-CN-2026-000007', 'RPT-CN-2026-000001'].includes(no),
};
const run = (form: Form, values: Record<string, unknown>, c: CheckContext = ctx) => findingsOf(FORM_DECLARATIONS[form], values, c);
const brief = (f: Finding, locale: Locale = 'en') => [f.rule, f.severity, f.path, f.against, findingText(f, locale)];

const line = (over: Record<string, unknown> = {}) => ({ hs_code: '85395200', brand: 'BS', model: 'L-1', quantity: 100, unit_price: 12, unit: 'PCE', ...over });
const invoice = (over: Record<string, unknown> = {}) => ({ number: 'INV-1', date: '2026-10-01', currency: 'USD', amount: 1200, ...over });
const kenya = (over: Record<string, unknown> = {}) => ({ application_type: 'kenya_pvoc', invoices: [invoice()], products: [line()], ...over });

describe('invoice.total: the invoices add up to the product lines', () => {
  it.each([
    ['equal', kenya(), []],
    ['within a cent', kenya({ invoices: [invoice({ amount: 1200.01 })] }), []],
    ['two invoices adding up', kenya({ invoices: [invoice({ amount: 700.5 }), invoice({ amount: '499.50' })] }), []],
    ['numbers typed as text', kenya({ products: [line({ quantity: '100', unit_price: '12.00' })] }), []],
    [
      'more than the lines',
      kenya({ invoices: [invoice({ amount: 1500 })] }),
      [
        [
          'invoice.total',
          'block',
          'invoices.0.amount',
          ['products.0.unit_price'],
          'Invoices 1 · Amount: the invoices total 1500.00 USD, but the product lines (Product lines 1 · Unit price × quantity) add up to 1200.00',
        ],
      ],
    ],
    ['a blank amount is the form’s business', kenya({ invoices: [invoice({ amount: undefined })] }), []],
    ['no invoices (a Saudi PCoC)', { application_type: 'saudi_pcoc', products: [line({ hs_code: '853952000000' })], invoices: [] }, []],
  ])('%s', (_n, values, expected) => {
    const form = (values as { application_type: string }).application_type.startsWith('saudi') ? 'saudi' : 'customs';
    expect(
      run(form, values as never)
        .filter((f) => f.rule === 'invoice.total')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('invoice.currency: one currency', () => {
  it.each([
    ['one currency', kenya({ invoices: [invoice({ amount: 600 }), invoice({ amount: 600, currency: 'usd' })] }), []],
    [
      'a second currency',
      kenya({ invoices: [invoice({ amount: 600 }), invoice({ amount: 600, currency: 'EUR' })] }),
      [
        [
          'invoice.currency',
          'warn',
          'invoices.1.currency',
          ['invoices.0.currency'],
          'Invoices 2 · Currency is EUR, but Invoices 1 · Currency is USD: the invoices of one application are in one currency',
        ],
      ],
    ],
  ])('%s', (_n, values, expected) => {
    expect(
      run('customs', values)
        .filter((f) => f.rule === 'invoice.currency')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('invoice.date: not after the shipment (Iraq: the expected shipment date)', () => {
  const iraq = (date: string, shipped?: string) => ({
    ...kenya({ application_type: 'iraq_coc', invoices: [invoice({ date })] }),
    iraq: { expected_shipment_date: shipped },
  });
  it.each([
    ['before', iraq('2026-10-01', '2026-12-01'), []],
    ['the same day', iraq('2026-12-01', '2026-12-01'), []],
    ['no shipment date', iraq('2026-12-02'), []],
    [
      'after',
      iraq('2026-12-02', '2026-12-01'),
      [
        [
          'invoice.date',
          'block',
          'invoices.0.date',
          ['iraq.expected_shipment_date'],
          'Invoices 1 · Date December 2, 2026 is after Expected shipment date December 1, 2026: an invoice is not dated after the shipment',
        ],
      ],
    ],
  ])('%s', (_n, values, expected) => {
    expect(
      run('customs', values)
        .filter((f) => f.rule === 'invoice.date')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('products.unit and packing.quantity: units and quantities between lines and packing data', () => {
  it.each([
    ['one model, one unit', kenya({ products: [line(), line({ quantity: 0 })] }), []],
    ['two models, two units', kenya({ products: [line(), line({ model: 'L-2', unit: 'SET', quantity: 0 })] }), []],
    [
      'one model in two units',
      kenya({ products: [line(), line({ unit: 'SET', quantity: 0 })] }),
      [
        [
          'products.unit',
          'warn',
          'products.1.unit',
          ['products.0.unit'],
          'Product lines 2 · Unit: model L-1 is counted in SET here but in PCE on Product lines 1 · Unit',
        ],
      ],
    ],
  ])('%s', (_n, values, expected) => {
    expect(
      run('customs', values)
        .filter((f) => f.rule === 'products.unit')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });

  const iraq = (packing: Record<string, unknown>) => ({ ...kenya({ application_type: 'iraq_coc' }), iraq: packing });
  it.each([
    ['packages in the lines’ unit, same total', iraq({ package_quantity: 100, package_unit: 'PCE' }), []],
    ['packages in cartons: another count', iraq({ package_quantity: 5, package_unit: 'CTN' }), []],
    [
      'packages in the lines’ unit, another total',
      iraq({ package_quantity: 90, package_unit: 'pce' }),
      [
        [
          'packing.quantity',
          'warn',
          'iraq.package_quantity',
          ['products.0.quantity'],
          'Package quantity is 90 PCE, but the product lines (Product lines 1 · Quantity) add up to 100 PCE',
        ],
      ],
    ],
  ])('%s', (_n, values, expected) => {
    expect(
      run('customs', values)
        .filter((f) => f.rule === 'packing.quantity')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('hs.length: the digits the destination wants', () => {
  const code = (type: string, hs: string) => ({ application_type: type, products: [line({ hs_code: hs })] });
  it.each([
    ['customs', code('kenya_pvoc', '85395200'), []],
    ['customs', code('kenya_pvoc', '8539.52.00'), []],
    ['customs', code('nigeria_soncap', '8539520000'), []],
    ['customs', code('iraq_coc', '853952'), []],
    ['customs', code('iraq_coc', '85395200'), []],
    ['saudi', code('saudi_pcoc', '853952000000'), []],
    [
      'customs',
      code('kenya_pvoc', '853952'),
      [
        [
          'hs.length',
          'warn',
          'products.0.hs_code',
          ['application_type'],
          'Product lines 1 · HS code 853952 has 6 digits, but the destination of the Application type wants 8 (add the national digits)',
        ],
      ],
    ],
    [
      'customs',
      code('iraq_coc', '8539520000'),
      [
        [
          'hs.length',
          'block',
          'products.0.hs_code',
          ['application_type'],
          'Product lines 1 · HS code 8539520000 has 10 digits, but the destination of the Application type takes 6-8',
        ],
      ],
    ],
    [
      'saudi',
      code('saudi_sc', '8539520000'),
      [
        [
          'hs.length',
          'warn',
          'products.0.hs_code',
          ['application_type'],
          'Product lines 1 · HS code 8539520000 has 10 digits, but the destination of the Application type wants 12 (add the national digits)',
        ],
      ],
    ],
  ])('%s %j', (form, values, expected) => {
    expect(
      run(form as Form, values)
        .filter((f) => f.rule === 'hs.length')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('hs.known: the subheading is in the HS table', () => {
  it.each([
    ['customs', kenya(), ctx, []],
    ['customs', kenya({ products: [line({ hs_code: '85399900' })] }), { hsKnown: () => undefined }, []],
    // No edition loaded: the one definition knows nothing, the rule says nothing.
    [
      'customs',
      kenya({ products: [line({ hs_code: '85399900' })] }),
      { hsKnown: (code: string) => hsCodeKnown(code, { loaded: false, holds: () => false }) },
      [],
    ],
    [
      'customs',
      kenya({ products: [line(), line({ hs_code: '85399900', model: 'L-2' })] }),
      ctx,
      [['hs.known', 'block', 'products.1.hs_code', [], 'Product lines 2 · HS code 85399900: its subheading 853999 is not in the HS table']],
    ],
    ['gcc', { application_type: 'gcc', gcc_product: { hs_code: '85131010' } }, ctx, []],
    [
      'gcc',
      { application_type: 'gcc', gcc_product: { hs_code: '99999910' } },
      ctx,
      [['hs.known', 'block', 'gcc_product.hs_code', [], 'HS code 99999910: its subheading 999999 is not in the HS table']],
    ],
  ])('%s %#', (form, values, c, expected) => {
    expect(
      run(form as Form, values as never, c as CheckContext)
        .filter((f) => f.rule === 'hs.known')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('hs.chapter: the chapter fits the product category', () => {
  const cat = (category: string, hs = '85395200') => kenya({ general: { product_category: category }, products: [line({ hs_code: hs })] });
  it.each([
    ['customs', cat('LED lighting'), []],
    ['customs', cat('灯具'), []],
    ['customs', cat('Something else'), []],
    ['customs', cat('Toys', '95030000'), []],
    [
      'customs',
      cat('Toys'),
      [
        [
          'hs.chapter',
          'warn',
          'products.0.hs_code',
          ['general.product_category'],
          'Product lines 1 · HS code 85395200 is in HS chapter 85, which does not fit Product category "Toys"',
        ],
      ],
    ],
    ['gcc', { application_type: 'gcc', gcc_product: { hs_code: '95030000', technical_regulation: 'toys' } }, []],
    [
      'gcc',
      { application_type: 'gcc', gcc_product: { hs_code: '85131010', technical_regulation: 'toys' } },
      [
        [
          'hs.chapter',
          'warn',
          'gcc_product.hs_code',
          ['gcc_product.technical_regulation'],
          'HS code 85131010 is in HS chapter 85, which does not fit Technical regulation "toys"',
        ],
      ],
    ],
  ])('%s %#', (form, values, expected) => {
    expect(
      run(form as Form, values as never)
        .filter((f) => f.rule === 'hs.chapter')
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('kenya.idf and kenya.ucr: the formats', () => {
  const k = (section: Record<string, unknown>) => kenya({ kenya: section });
  it.each([
    [k({ idf_required: true, idf_no: 'E2300012345', ucr_no: 'UCR-2026-0001' }), []],
    [k({ idf_required: true, idf_no: 'E2600123456', ucr_no: 'UCR26KE000123' }), []],
    [k({ idf_required: false, idf_no: 'whatever' }), []],
    [
      k({ idf_required: true, idf_no: 'IDF-1' }),
      [['kenya.idf', 'block', 'kenya.idf_no', ['kenya.idf_required'], 'IDF No. "IDF-1" is not an IDF number: a letter and 10 digits, e.g. E2300012345']],
    ],
    [
      k({ ucr_no: '2026-0001' }),
      [
        [
          'kenya.ucr',
          'block',
          'kenya.ucr_no',
          ['kenya.idf_no'],
          'UCR No. "2026-0001" is not a UCR: UCR, the year (2 or 4 digits), then 4 to 20 letters or digits, e.g. UCR-2026-0001',
        ],
      ],
    ],
  ])('%j', (values, expected) => {
    expect(
      run('customs', values)
        .filter((f) => f.rule.startsWith('kenya.'))
        .map((f) => brief(f)),
    ).toEqual(expected);
  });
});

describe('reference.number: an earlier certificate, report or order', () => {
  const re = (no: string) => ({ application_type: 'insp_re_inspection', booking: { previous_order_no: no } });
  it.each([
    [re('RPT-CN-2026-000001'), ctx, []],
    [re('ENT-CN-2026-000007'), ctx, []],
    [re('PO/2026/4411'), ctx, []],
    [re('ENT-CN-2026-000999'), {}, []],
    [
      re('ENT-CN-2026-000999'),
      ctx,
      [
        [
          'reference.number',
          'block',
          'booking.previous_order_no',
          [],
          'Earlier order or report No. "ENT-CN-2026-000999" is not one of your organisation\'s applications or certificates',
        ],
      ],
    ],
    [
      re('RPT-12'),
      ctx,
      [
        [
          'reference.number',
          'block',
          'booking.previous_order_no',
          [],
          'Earlier order or report No. "RPT-12" is not a well-formed certificate, report or order number',
        ],
      ],
    ],
    [{ application_type: 'insp_pre_shipment', booking: { previous_order_no: 'RPT-12' } }, ctx, []],
  ])('%j', (values, c, expected) => {
    expect(run('entrusted', values, c as CheckContext).map((f) => brief(f))).toEqual(expected);
  });

  it('a Saudi shipment certificate names its product certificate', () => {
    const sc = (pcoc: string) => ({ application_type: 'saudi_sc', saudi: { pcoc_no: pcoc } });
    expect(run('saudi', sc('SABER-PC-2026-88120'))).toEqual([]);
    expect(run('saudi', sc('CoC-SA-26-1')).map((f) => [f.rule, f.path])).toEqual([['reference.number', 'saudi.pcoc_no']]);
    expect(run('saudi', { ...sc('CoC-SA-26-1'), application_type: 'saudi_pcoc' })).toEqual([]);
  });
});

describe('messages in the three languages name both fields', () => {
  it.each([
    ['zh_CN', '发票 1 · 金额：发票合计 1500.00 USD，但产品行（产品明细 1 · 单价 × 数量）合计为 1200.00'],
    ['ar', 'الفواتير 1 · المبلغ: مجموع الفواتير 1500.00 USD، لكن بنود المنتجات (بنود المنتجات 1 · سعر الوحدة × الكمية) مجموعها 1200.00'],
  ] as const)('%s', (locale, text) => {
    const [f] = run('customs', kenya({ invoices: [invoice({ amount: 1500 })] }));
    expect(findingText(f!, locale)).toBe(text);
  });
});

describe('document.model, document.brand, document.factory: the application against the CB certificate or test report it relies on', () => {
  const report = (over: Partial<DeclaredDocument> = {}): DeclaredDocument => ({
    kind: 'test_report',
    number: 'TR-2026-0042',
    covers: ['BS L-1 LED bulb', 'BS L-2'],
    brands: ['BS'],
    factories: ['Bright Star Factory 1, 12 Industrial Road, Dongguan'],
    ...over,
  });
  const vault = (docs: Record<number, DeclaredDocument>): CheckContext => ({ ...ctx, vaultDocument: (id) => docs[id] });
  const attached = (...ids: number[]) => ids.map((id, i) => ({ file_id: 100 + i, file_type: 'test_report', vault_document_id: id }));
  const withFactory = (values: Record<string, unknown>, name: string) => ({
    ...values,
    parties: { factory: { company_name: name, address: '12 Industrial Road' } },
  });
  const rules = ['document.model', 'document.brand', 'document.factory'];
  const only = (found: Finding[], locale: Locale = 'en') => found.filter((f) => rules.includes(f.rule)).map((f) => brief(f, locale));
  const text = (field: string, value: string, what: string, other = 'Attachments 1 · Document from the vault') =>
    what === 'models'
      ? `${field} "${value}" is not among the models covered by TR-2026-0042 (${other}): attach a report that covers it, or add it to the vault document`
      : `${field} "${value}" is not among the ${what} declared for TR-2026-0042 (${other})`;

  it.each([
    [
      'covered: the model, the brand, the factory (shorter on the form)',
      withFactory(kenya({ attachments: attached(7) }), 'Bright Star Factory 1'),
      { 7: report() },
      [],
    ],
    ['case, spaces and hyphens do not matter', kenya({ products: [line({ model: 'l 2', brand: 'bs' })], attachments: attached(7) }), { 7: report() }, []],
    ['nothing attached from the vault: says nothing', kenya({ products: [line({ model: 'X-9' })] }), { 7: report() }, []],
    [
      'an attachment the server does not know (not the organisation’s): says nothing',
      kenya({ products: [line({ model: 'X-9' })], attachments: attached(8) }),
      {},
      [],
    ],
    [
      'a licence, not a report: says nothing',
      kenya({ products: [line({ model: 'X-9' })], attachments: attached(7) }),
      { 7: report({ kind: 'business_licence' }) },
      [],
    ],
    [
      'a report that declares no models, brands or factories: says nothing',
      withFactory(kenya({ products: [line({ model: 'X-9', brand: 'Other' })], attachments: attached(7) }), 'Elsewhere Ltd'),
      { 7: report({ covers: [], brands: [], factories: [] }) },
      [],
    ],
    [
      'a second report covers the other model',
      kenya({ products: [line(), line({ model: 'Q-7', quantity: 0 })], attachments: attached(7, 9) }),
      { 7: report(), 9: report({ kind: 'cb_certificate', number: 'CB-DE-1', covers: ['Q-7'] }) },
      [],
    ],
    [
      'a model no report covers (and not a longer one: L-1 is not L-10)',
      kenya({ products: [line({ model: 'L-10' })], attachments: attached(7) }),
      { 7: report() },
      [['document.model', 'block', 'products.0.model', ['attachments.0.vault_document_id'], text('Product lines 1 · Model number', 'L-10', 'models')]],
    ],
    [
      'another brand',
      kenya({ products: [line({ brand: 'Lumina' })], attachments: attached(7) }),
      { 7: report() },
      [['document.brand', 'warn', 'products.0.brand', ['attachments.0.vault_document_id'], text('Product lines 1 · Brand', 'Lumina', 'brands')]],
    ],
    [
      'another factory',
      withFactory(kenya({ attachments: [{ file_id: 1, file_type: 'invoice' }, ...attached(7)] }), 'Ocean Works'),
      { 7: report() },
      [
        [
          'document.factory',
          'warn',
          'parties.factory.company_name',
          ['attachments.1.vault_document_id'],
          text('Company name', 'Ocean Works', 'factories', 'Attachments 2 · Document from the vault'),
        ],
      ],
    ],
  ])('customs: %s', (_n, values, docs, expected) => {
    expect(only(run('customs', values as never, vault(docs)))).toEqual(expected);
  });

  it('the browser without the vault’s answer says nothing', () => {
    expect(only(run('customs', kenya({ products: [line({ model: 'X-9' })], attachments: attached(7) })))).toEqual([]);
  });

  it('Saudi: the same places', () => {
    const pcoc = { application_type: 'saudi_pcoc', products: [line({ hs_code: '853952000000', model: 'X-9' })], attachments: attached(7) };
    expect(run('saudi', pcoc, vault({ 7: report() })).map((f) => [f.rule, f.path])).toEqual([['document.model', 'products.0.model']]);
  });

  it('GCC: each model of the list (one per line), the brand, each factory', () => {
    const gcc = {
      application_type: 'gcc',
      gcc_product: { brand: 'BS', hs_code: '85131010', models: 'L-1\nT-20\n\nL-2' },
      factories: [{ factory_name: 'Bright Star Factory 1' }, { factory_name: 'Sea Lamp Works' }],
      attachments: attached(7),
    };
    expect(only(run('gcc', gcc, vault({ 7: report() }))).map(([rule, severity, path, , message]) => [rule, severity, path, message])).toEqual([
      ['document.model', 'block', 'gcc_product.models', text('Models (one per line)', 'T-20', 'models')],
      ['document.factory', 'warn', 'factories.1.factory_name', text('Factories 2 · Factory', 'Sea Lamp Works', 'factories')],
    ]);
  });

  it('NB/RED: the type designation, the brand and the manufacturer', () => {
    const nb = {
      application_type: 'nb_new',
      nb_product: { product_name: 'LED bulb', type_designation: 'L-9', brand: 'Lumina' },
      parties: { manufacturer: { company_name: 'Bright Star Factory 1' } },
      attachments: attached(7),
    };
    expect(only(run('nb', nb as never, vault({ 7: report() }))).map(([rule, severity, path]) => [rule, severity, path])).toEqual([
      ['document.model', 'block', 'nb_product.type_designation'],
      ['document.brand', 'warn', 'nb_product.brand'],
    ]);
    const covered = { ...nb, nb_product: { ...nb.nb_product, type_designation: 'L-2', brand: 'BS' } };
    expect(only(run('nb', covered as never, vault({ 7: report() })))).toEqual([]);
  });

  it('CB: each model of the list, the brand, each factory', () => {
    const cb = {
      application_type: 'cb',
      electrical: { brand: 'BS', models: 'L-1\nL-3' },
      factories: [{ factory_name: 'Bright Star Factory 1' }],
      attachments: attached(7),
    };
    expect(only(run('cb', cb as never, vault({ 7: report() }))).map(([rule, , path, , message]) => [rule, path, message])).toEqual([
      ['document.model', 'electrical.models', text('Models (one per line)', 'L-3', 'models')],
    ]);
  });

  it.each([
    ['zh_CN', '产品明细 1 · 型号“L-10”不在 TR-2026-0042（附件 1 · 文件库中的文件）所覆盖的型号中：请附上覆盖该型号的报告，或在文件库中将其加入该文件'],
    [
      'ar',
      'بنود المنتجات 1 · رقم الطراز "L-10" ليس من الطرازات التي يغطيها TR-2026-0042 (المرفقات 1 · مستند من خزانة المستندات): ' +
        'أرفق تقريرًا يغطيه، أو أضفه إلى المستند في خزانة المستندات',
    ],
  ] as const)('the message in %s', (locale, message) => {
    const found = run('customs', kenya({ products: [line({ model: 'L-10' })], attachments: attached(7) }), vault({ 7: report() }));
    expect(only(found, locale).map((b) => b[4])).toEqual([message]);
  });
});
