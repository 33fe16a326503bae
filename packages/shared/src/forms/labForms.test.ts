import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation.js';
import { FORM_SCHEMAS, FORM_DEFINITIONS, formOfType, typesOfArea } from './index.js';
import {
  GB18401_LIMITS,
  compositionAddsUp,
  compositionTotal,
  gccOperatorRoleOk,
  isSingleBrand,
  modelsIssue,
  splitModels,
  HS8_PATTERN,
  normalizeHs8,
} from '../lines/labRules.js';
import { testReportBody, testReportResult } from '../lines/testing/report.js';
import { criticalComponentSection, criticalComponentsImport } from '../lines/electrical.js';
import { LINE_IMPORT_NAMES, LINE_IMPORTS } from './lineImports.js';
import { cbApplication, gccApplication, testingApplication } from './fixtures/labApplications.js';

const messages = (r: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  (r.error?.issues ?? []).map((i) => issueMessage(i, 'en'));
const submitOf = (form: 'testing' | 'gcc' | 'cb', body: unknown) => FORM_SCHEMAS[form].submit.safeParse(body);

describe('the homes of the new lines', () => {
  it('testing types are entrusted inspection, GCC and CB international product', () => {
    expect(typesOfArea('entrustedInspection')).toEqual(
      expect.arrayContaining(['electronics_test', 'textile_test', 'chemistry_test', 'luggage_test', 'insp_pre_shipment']),
    );
    expect(typesOfArea('internationalProduct')).toEqual(expect.arrayContaining(['nb_new', 'gcc', 'cb']));
    expect(formOfType('textile_test')).toBe('testing');
    expect(formOfType('gcc')).toBe('gcc');
    expect(formOfType('cb')).toBe('cb');
  });
});

describe('commissioned testing form', () => {
  it.each(['electronics_test', 'textile_test', 'chemistry_test', 'luggage_test'] as const)('a complete %s request submits', (type) => {
    expect(messages(submitOf('testing', testingApplication(type, `Request ${type}`)))).toEqual([]);
  });
  it('each type asks for its own section only', () => {
    const r = submitOf('testing', { ...testingApplication('chemistry_test', 'x'), chemistry: undefined });
    expect(messages(r)).toContain('Product type is required');
    // Textile data left over from another type is kept, never refused.
    const left = { ...testingApplication('luggage_test', 'y'), textile: { end_use: 'infant' }, fibre_composition: [{ fibre: 'cotton', percent: 40 }] };
    expect(messages(submitOf('testing', left))).toEqual([]);
  });
  it('the sample section is required: description, quantity, report-to, remains', () => {
    const a = testingApplication('luggage_test', 'z');
    a.sample = { ...a.sample, sample_description: '', sample_quantity: 0 as never, sample_remains: undefined as never };
    const m = messages(submitOf('testing', a));
    expect(m).toContain('Sample description is required');
    expect(m).toContain('Sample quantity must be greater than 0');
    expect(m).toContain('Return or dispose of the sample is required');
  });
  it('textile fibre composition must add up to 100%', () => {
    const a = testingApplication('textile_test', 't');
    a.fibre_composition = [
      { fibre: 'cotton', percent: 60 },
      { fibre: 'polyester', percent: 30 },
    ];
    expect(messages(submitOf('testing', a))).toEqual(['The fibre composition adds up to 90%; it must be 100%']);
    a.fibre_composition = [];
    expect(messages(submitOf('testing', a))).toContain('Add at least one line');
  });
  it('chemistry amount is 50 to 200 g and a decision rule is chosen', () => {
    const a = testingApplication('chemistry_test', 'c') as unknown as { chemistry: Record<string, unknown> };
    a.chemistry = { ...a.chemistry, amount_g: 20, decision_rule: undefined };
    const m = messages(submitOf('testing', a));
    expect(m).toContain('Amount (g) must be at least 50');
    expect(m).toContain('Decision rule is required');
    a.chemistry.amount_g = 250;
    expect(messages(submitOf('testing', a))).toContain('Amount (g) must be at most 200');
  });
  it('electrical: ratings, class, ambient temperature, one brand and a model list', () => {
    const a = testingApplication('electronics_test', 'e') as ReturnType<typeof testingApplication> & { electrical: Record<string, unknown> };
    a.electrical = { ...a.electrical, rated_voltage: '', brand: 'BrightStar / Lumo', models: 'A\na' };
    expect(messages(submitOf('testing', a))).toEqual([
      'Rated voltage is required',
      'One brand per certificate: name a single brand',
      'A model is listed twice',
    ]);
    a.electrical = { ...a.electrical, protection_class: 'class_IV', max_ambient_c: 150 };
    expect(messages(submitOf('testing', a))).toEqual(['Protection class: choose one of the options', 'Max. ambient temperature (°C) must be at most 100']);
  });
});

describe('the rules', () => {
  it.each([
    [[{ percent: 95 }, { percent: 5 }], true],
    [[{ percent: 33.3 }, { percent: 33.3 }, { percent: 33.4 }], true],
    [[{ percent: 60 }, { percent: 30 }], false],
    [[{ percent: 80 }, { percent: 30 }], false],
    [[], false],
  ])('composition %j adds up: %s', (lines, ok) => {
    expect(compositionAddsUp(lines)).toBe(ok);
  });
  it('composition total rounds to one decimal', () => expect(compositionTotal([{ percent: 0.1 }, { percent: 0.2 }])).toBe(0.3));
  it.each([
    [{ role: 'importer', country: 'AE' }, true],
    [{ role: 'importer', country: 'sa' }, true],
    [{ role: 'importer', country: 'CN' }, false],
    [{ role: 'importer', country: 'YE' }, false],
    [{ role: 'manufacturer', country: 'CN' }, true],
    [{ role: 'factory', country: 'DE' }, true],
    [{ role: 'importer' }, true],
  ])('GCC operator %j may take its role: %s', (op, ok) => expect(gccOperatorRoleOk(op)).toBe(ok));
  it.each([
    ['85131010', true],
    ['8513.10.10', true],
    ['8513 10 10', true],
    ['851310', false],
    ['851310100', false],
    ['8513101A', false],
  ])('HS code %s is 8 digits: %s', (code, ok) => expect(HS8_PATTERN.test(normalizeHs8(code) as string)).toBe(ok));
  it('models pasted one per line', () => {
    expect(splitModels(' A-1 \r\n\nB-2\n  ')).toEqual(['A-1', 'B-2']);
    expect(modelsIssue('A\nB')).toBeNull();
    expect(modelsIssue('\n \n')).toBe('validation.modelsRequired');
    expect(modelsIssue('A\nb\nB')).toBe('validation.modelsDuplicate');
    expect(modelsIssue(Array.from({ length: 501 }, (_, i) => `M${i}`).join('\n'))).toBe('validation.modelsTooMany');
    expect(modelsIssue('x'.repeat(101))).toBe('validation.modelTooLong');
  });
  it.each([
    ['BrightStar', true],
    ['Bright Star', true],
    ['Brandon', true],
    ['A / B', false],
    ['A, B', false],
    ['A & B', false],
    ['A and B', false],
  ])('brand %s is one brand: %s', (b, ok) => expect(isSingleBrand(b)).toBe(ok));
});

describe('GCC G-Mark form', () => {
  it('a complete application submits; the HS code is kept as its 8 digits', () => {
    const r = submitOf('gcc', gccApplication('Torches to the Gulf'));
    expect(messages(r)).toEqual([]);
    expect((r.data as { gcc_product: { hs_code: string } }).gcc_product.hs_code).toBe('85131010');
  });
  it('an operator outside the GCC cannot be the importer', () => {
    const a = gccApplication('g');
    a.operator.operator_country = 'CN';
    const r = submitOf('gcc', a);
    expect(messages(r)).toEqual(['An operator established outside the GCC cannot be the importer: choose manufacturer or factory']);
    expect(r.error!.issues[0]!.path).toEqual(['operator', 'operator_role']);
    a.operator.operator_role = 'manufacturer';
    expect(messages(submitOf('gcc', a))).toEqual([]);
  });
  it('HS code must be 8 digits; target countries are GCC members; models one per line', () => {
    const a = gccApplication('g', '851310');
    a.gcc_product.target_countries = ['SA', 'CN'];
    a.gcc_product.models = '';
    const m = messages(submitOf('gcc', a));
    expect(m).toContain('HS code: 8 digits (the 6-digit subheading and 2 national digits)');
    expect(m).toContain('Target countries: choose a country');
    expect(m).toContain('Models (one per line) is required');
  });
  it('at least one factory; 30 MB per file', () => {
    expect(messages(submitOf('gcc', { ...gccApplication('g'), factories: [] }))).toContain('Add at least one line');
    expect(FORM_DEFINITIONS.gcc.limits.maxBytes).toBe(30 * 1024 * 1024);
  });
  it('a draft needs only its type', () =>
    expect(FORM_SCHEMAS.gcc.draft.safeParse({ application_type: 'gcc', gcc_product: { hs_code: '85' } }).success).toBe(true));
});

describe('CB certificate form', () => {
  it('a complete application with two factories submits', () => expect(messages(submitOf('cb', cbApplication('CB lamp')))).toEqual([]));
  it('needs a factory, a critical component, national differences are countries', () => {
    const a = { ...cbApplication('cb'), factories: [], critical_components: [], cb_scheme: { national_differences: ['XX'] } };
    const m = messages(submitOf('cb', a));
    expect(m.filter((x) => x === 'Add at least one line')).toHaveLength(2);
    expect(m).toContain('National differences: choose a country');
  });
});

describe('test report', () => {
  it('any failed item fails the report', () => {
    expect(testReportResult([{ verdict: 'pass' }, { verdict: 'not_applicable' }])).toBe('pass');
    expect(testReportResult([{ verdict: 'pass' }, { verdict: 'fail' }])).toBe('fail');
    expect(testReportResult([{ verdict: 'not_applicable' }])).toBe('fail');
  });
  it('needs items with a verdict', () => {
    expect(testReportBody.safeParse({ tested_on: '2026-11-20', items: [], summary: 's', engineer: 'e' }).success).toBe(false);
    expect(testReportBody.safeParse({ tested_on: '2026-11-20', items: [{ item: 'pH', verdict: 'maybe' }], summary: 's', engineer: 'e' }).success).toBe(false);
  });
});

describe('critical components import', () => {
  it('its columns are the section fields and its example row passes', () => {
    const imp = LINE_IMPORTS.critical_components!;
    const row = Object.fromEntries(imp.columns.map((c, i) => [c, imp.example[i]]));
    expect(imp.row.safeParse(row).success).toBe(true);
  });
  it('is declared by the testing and CB lines on their lists, the one import the lines have', () => {
    expect(LINE_IMPORT_NAMES).toEqual(['critical_components']);
    expect(LINE_IMPORTS.critical_components).toBe(criticalComponentsImport);
    expect(LINE_IMPORTS.critical_components!.columns).toEqual(criticalComponentSection.meta.map((m) => m.name));
  });
});

describe('GB 18401-2010 limits per end use', () => {
  it('class A (infant) pH 4.0-7.5, class B (skin contact) 4.0-8.5, class C 4.0-9.0; formaldehyde 20 / 75 / 300 mg/kg', () => {
    expect(GB18401_LIMITS).toEqual({
      infant: { ph: [4.0, 7.5], formaldehyde: 20 },
      skin_contact: { ph: [4.0, 8.5], formaldehyde: 75 },
      no_skin_contact: { ph: [4.0, 9.0], formaldehyde: 300 },
    });
  });
});
