import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from '../validation.js';
import { bool, section, text } from '../schemas/applicationFields.js';
import { attachmentsList } from './lists.js';
import { definitionOf, fieldRequired, fieldVisible, schemaOf, sectionVisible, watchedFields } from './interpreter.js';
import { holds, typeIs, type FormDeclaration } from './declaration.js';
import { FORM_DEFINITIONS, FORM_UPLOAD_LIMITS, APPLICATION_TYPE_COUNTRY, formOfType } from './index.js';

const limits = { maxBytes: 1024, maxFiles: 2, mergedPdfMaxBytes: null };
// A small declaration written for the test: two types, a section shown for one, a field required when a box is ticked.
const decl: FormDeclaration = {
  form: 'customs',
  area: 'customsClearance',
  stage: 'export_certification',
  types: [{ code: 'a_type', country: 'KE' }, { code: 'b_type' }],
  limits,
  sections: [
    { key: 'general', render: 'fields', presence: 'always', fields: section({ name: text(10, { required: true }), extra: bool() }) },
    {
      key: 'only_b',
      render: 'fields',
      presence: 'optional',
      visibleWhen: typeIs('b_type'),
      requiredWhen: typeIs('b_type'),
      fields: section({ code: text(5, { required: true }) }),
    },
    attachmentsList(limits, { requireFileTypes: [{ fileType: 'merged_pdf', message: 'validation.mergedPdfRequired', when: typeIs('b_type') }] }),
  ],
  fieldRules: [{ path: 'general.note', visibleWhen: { field: 'general.extra', equals: true }, requiredWhen: { field: 'general.extra', equals: true } }],
};
const messages = (r: { success: boolean; error?: z.ZodError }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${issueMessage(i as never, 'en')}`);

describe('the declaration interpreter', () => {
  const draft = schemaOf(decl, 'draft');
  const submit = schemaOf(decl, 'submit');
  it('a draft needs only a known type; an unknown type is refused', () => {
    expect(draft.safeParse({ application_type: 'a_type' }).success).toBe(true);
    expect(messages(draft.safeParse({ application_type: 'nope' }))[0]).toMatch(/^application_type/);
  });
  it('submit requires the declared required fields and the title', () => {
    expect(messages(submit.safeParse({ application_type: 'a_type' }))).toEqual(
      expect.arrayContaining(['title: Application title is required', 'general.name: Name is required']),
    );
    expect(messages(submit.safeParse({ application_type: 'a_type', title: 'T', general: { name: 'x' } }))).toEqual([]);
  });
  it('a section required when its type is chosen says what it misses; for another type it is not asked', () => {
    const b = { application_type: 'b_type', title: 'T', general: { name: 'x' }, attachments: [{ file_id: 1, file_type: 'merged_pdf' }] };
    expect(messages(submit.safeParse(b))).toEqual(['only_b.code: Verification code is required']);
    expect(messages(submit.safeParse({ ...b, only_b: { code: 'K1' } }))).toEqual([]);
  });
  it('a field required when a box is ticked', () => {
    const a = { application_type: 'a_type', title: 'T', general: { name: 'x', extra: true } };
    expect(submit.safeParse(a).error!.issues.map((i) => i.path.join('.'))).toEqual(['general.note']);
    expect(submit.safeParse({ ...a, general: { name: 'x', extra: false } }).success).toBe(true);
  });
  it('upload limits: at most maxFiles; a required file type when its condition holds', () => {
    const many = {
      application_type: 'a_type',
      title: 'T',
      general: { name: 'x' },
      attachments: [1, 2, 3].map((id) => ({ file_id: id, file_type: 'invoice' })),
    };
    expect(messages(submit.safeParse(many))).toContain('attachments: Too many attachments for this form');
    expect(messages(draft.safeParse(many))).toContain('attachments: Too many attachments for this form');
    const b = { application_type: 'b_type', title: 'T', general: { name: 'x' }, only_b: { code: 'K' }, attachments: [{ file_id: 1, file_type: 'invoice' }] };
    expect(messages(submit.safeParse(b))).toEqual(['attachments: Attach the merged PDF of the documents']);
  });
  it('visibility for the web form follows the same rules', () => {
    const def = definitionOf(decl);
    expect(sectionVisible(def, 'only_b', { application_type: 'a_type' })).toBe(false);
    expect(sectionVisible(def, 'only_b', { application_type: 'b_type' })).toBe(true);
    expect(fieldVisible(def, 'general.note', { general: { extra: true } })).toBe(true);
    expect(fieldVisible(def, 'general.note', { general: { extra: false } })).toBe(false);
    expect(fieldRequired(def, 'general.note', { required: false }, { general: { extra: true } })).toBe(true);
    expect(fieldRequired(def, 'general.note', { required: false }, {})).toBe(false);
    expect(watchedFields(def).sort()).toEqual(['application_type', 'general.extra']);
    expect(def.sections.find((s) => s.key === 'attachments')!.list).toEqual({ min: 0, max: 2 });
  });
  it('conditions: equals, in, all', () => {
    expect(holds({ all: [typeIs('a'), { field: 'x.y', equals: 1 }] }, { application_type: 'a', x: { y: 1 } })).toBe(true);
    expect(holds({ all: [typeIs('a'), { field: 'x.y', equals: 1 }] }, { application_type: 'a', x: { y: 2 } })).toBe(false);
    expect(holds(undefined, {})).toBe(true);
  });
});

describe('the registry', () => {
  it('derives the per-form tables from the declarations', () => {
    expect(FORM_UPLOAD_LIMITS.customs).toEqual({ maxBytes: 30 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null });
    expect(APPLICATION_TYPE_COUNTRY).toMatchObject({ kenya_pvoc: 'KE', saudi_sc: 'SA' });
    expect(formOfType('iraq_coc')).toBe('customs');
    expect(formOfType('nope')).toBeNull();
    expect(FORM_DEFINITIONS.customs.sections.find((s) => s.key === 'kenya')!.visibleWhen).toEqual(typeIs('kenya_pvoc'));
  });
});
