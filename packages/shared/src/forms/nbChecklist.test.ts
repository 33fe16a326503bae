import { describe, expect, it } from 'vitest';
import { ALLOWED_FILE_TYPES } from '../constants.js';
import { attachmentRefusal } from '../schemas/applicationUploads.js';
import { issueMessage } from '../validation.js';
import { checklistItemOf, FORM_DEFINITIONS, FORM_SCHEMAS } from './index.js';
import { ANNEX_V_CHECKLIST, ANNEX_V_ITEMS, euTypeCertificateSchema, NB_FILE_TYPES, proposedEuTypeCertificate } from '../lines/nb/form.js';

const MB = 1024 * 1024;
const every = (except: string[] = []) =>
  ANNEX_V_CHECKLIST.filter((i) => i.required && !except.includes(i.fileType)).map((i, n) => ({ file_id: n + 1, file_type: i.fileType }));

/** An NB application complete but for its files. */
const complete = {
  application_type: 'nb_new',
  title: 'Router',
  nb_declaration: { single_nb_declaration: true },
  parties: { manufacturer: { company_name: 'Radio Maker GmbH', address: 'Hauptstr. 1, Berlin', country: 'DE' } },
  nb_product: { product_name: 'Wi-Fi router', type_designation: 'WR-100', intended_use: 'Home access point', hardware_version: 'H1', software_version: 'S1.0' },
  nb_radio: { frequency_bands: '2400-2483.5 MHz', modulation: 'OFDM', rf_power: '20 dBm EIRP' },
  nb_requirements: { req_spectrum: true },
  standards: [{ standard_no: 'EN 300 328', application: 'full' }],
};

describe('the NB/RED Annex V checklist', () => {
  it('has a slot per Annex V item and one for other files, each with formats from the allowed list', () => {
    expect(ANNEX_V_CHECKLIST.map((i) => i.fileType)).toEqual([...NB_FILE_TYPES]);
    for (const item of ANNEX_V_CHECKLIST) {
      expect(item.extensions.length).toBeGreaterThan(0);
      for (const ext of item.extensions) expect(ALLOWED_FILE_TYPES).toContain(ext);
    }
    // The web form gets the same checklist through the definition.
    expect(FORM_DEFINITIONS.nb.sections.find((s) => s.key === 'attachments')?.checklist).toBe(ANNEX_V_CHECKLIST);
  });

  it.each([
    ['annex_declaration', 'declaration.pdf', null],
    ['annex_declaration', 'declaration.docx', 'itemType'],
    ['annex_test_reports', 'reports.zip', null],
    ['annex_test_reports', 'report.xlsx', 'itemType'],
    ['annex_description', 'photo.jpg', null],
    ['annex_drawings', 'drawings.rar', null],
    ['annex_standards_list', 'standards.xlsx', null],
    ['annex_article_10', 'manual.png', 'itemType'],
    ['other', 'notes.txt', null],
    ['annex_declaration', 'tool.exe', 'type'],
  ] as const)('a %s file named %s: %s', (fileType, name, why) => {
    expect(attachmentRefusal({ name, size: MB }, 'nb', { fileType })).toBe(why);
  });

  it('a 500 MB file fits, one byte more does not; other forms have no checklist', () => {
    expect(attachmentRefusal({ name: 'r.zip', size: 500 * MB }, 'nb', { fileType: 'annex_test_reports' })).toBeNull();
    expect(attachmentRefusal({ name: 'r.zip', size: 500 * MB + 1 }, 'nb', { fileType: 'annex_test_reports' })).toBe('size');
    expect(checklistItemOf('customs', 'invoice')).toBeUndefined();
    expect(attachmentRefusal({ name: 'x.docx', size: MB }, 'customs', { fileType: 'invoice' })).toBeNull();
  });

  it('a missing required item names itself on submit; the design calculations are optional', () => {
    const submit = FORM_SCHEMAS.nb.submit;
    const issues = (attachments: unknown[]) => {
      const r = submit.safeParse({ ...complete, attachments });
      return r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === 'attachments').map((i) => issueMessage(i, 'en'));
    };
    expect(issues([])).toEqual(ANNEX_V_ITEMS.filter((i) => i !== 'annex_calculations').map(() => expect.stringContaining('Annex V')));
    expect(issues(every(['annex_test_reports']))).toEqual(['Annex V: attach the test reports']);
    expect(issues(every())).toEqual([]);
    const zh = submit.safeParse({ ...complete, attachments: every(['annex_declaration']) });
    expect(zh.success ? [] : zh.error.issues.filter((i) => i.path[0] === 'attachments').map((i) => issueMessage(i, 'zh_CN'))).toEqual([
      '附件 V：请上传 EU 符合性声明',
    ]);
  });
});

describe('the EU-type examination certificate fields', () => {
  const data = {
    parties: { manufacturer: { company_name: 'Radio Maker GmbH', address: 'Hauptstr. 1, Berlin', country: 'DE' } },
    nb_product: { product_name: 'Wi-Fi router', type_designation: 'WR-100', hardware_version: 'H1', software_version: 'S1.0' },
    nb_radio: { frequency_bands: '2400-2483.5 MHz', modulation: 'OFDM', rf_power: '20 dBm EIRP' },
    nb_requirements: { req_spectrum: true, req_safety: true, req_emc: false },
  };

  it('are proposed from the application, and the proposal is a valid certificate', () => {
    const p = proposedEuTypeCertificate(data, 'Meets the requirements.', ['declaration.pdf']);
    expect(p).toMatchObject({
      manufacturer: 'Radio Maker GmbH, Hauptstr. 1, Berlin, DE',
      product: 'Wi-Fi router',
      type_designation: 'WR-100',
      requirements_covered: ['3.1a', '3.2'],
      type_identification: 'HW H1; SW S1.0; 2400-2483.5 MHz; OFDM; 20 dBm EIRP',
      annexes: ['declaration.pdf'],
    });
    expect(euTypeCertificateSchema.safeParse(p).success).toBe(true);
  });

  it('refuse a blank conclusion, no requirement, an unknown or repeated requirement, with messages in the user language', () => {
    const good = proposedEuTypeCertificate(data, 'Meets the requirements.');
    const msgs = (v: object, lang: 'en' | 'ar' = 'en') => {
      const r = euTypeCertificateSchema.safeParse({ ...good, ...v });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${issueMessage(i, lang)}`);
    };
    expect(msgs({ conclusions: '   ' })).toEqual([expect.stringMatching(/^conclusions: .*required/i)]);
    expect(msgs({ requirements_covered: [] })).toEqual(['requirements_covered: Choose at least one essential requirement the certificate covers']);
    expect(msgs({ requirements_covered: ['3.9'] })).toHaveLength(1);
    expect(msgs({ requirements_covered: ['3.2', '3.2'] })).toHaveLength(1);
    expect(msgs({ requirements_covered: [] }, 'ar')).toEqual(['requirements_covered: اختر متطلبًا أساسيًا واحدًا على الأقل تغطيه الشهادة']);
    expect(msgs({ annexes: Array.from({ length: 21 }, (_, i) => `a${i}`) })).toHaveLength(1);
  });
});
