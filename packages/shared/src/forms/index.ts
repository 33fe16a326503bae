/**
 * Every application form of every business line: the declarations, and what the interpreter makes of
 * them. The rest of the code asks here (by form, by application type, by menu area); the declarations live in
 * the line folders (lines/<line>/form.ts) and the line registry lists them.
 */
import { z } from 'zod';
import { APPLICATION_FORMS, LINE_REGISTRY, type ApplicationForm } from '../lines/registry.js';
import { SAMPLE_FIELDS, type ApplicationArea, type ChecklistItem, type FormDeclaration, type SampleFields, type UploadLimits } from './declaration.js';
import { definitionOf, schemaOf, type FormDefinition } from './interpreter.js';

export * from './declaration.js';
export * from './interpreter.js';
export * from './consistency.js';
export * from './lineImports.js';
export { coverText, PORTAL_APPLICATION_NO, PORTAL_CERTIFICATE_NO, RELIED_ON_KINDS } from './consistencyRules.js';

/** The form declaration of each line (lines/<line>/form.ts), from the line registry. */
export const FORM_DECLARATIONS = Object.fromEntries(LINE_REGISTRY.map((l) => [l.form, l.declaration])) as unknown as Record<ApplicationForm, FormDeclaration>;

const each = <T>(f: (d: FormDeclaration) => T) =>
  Object.fromEntries(APPLICATION_FORMS.map((form) => [form, f(FORM_DECLARATIONS[form])])) as Record<ApplicationForm, T>;

/** The draft and submit schemas of each form (the server picks them by the application's type). */
export const FORM_SCHEMAS: Record<ApplicationForm, { draft: z.ZodType; submit: z.ZodType }> = each((d) => ({
  draft: schemaOf(d, 'draft'),
  submit: schemaOf(d, 'submit'),
}));
/** What the web form renders, per form. */
export const FORM_DEFINITIONS: Record<ApplicationForm, FormDefinition> = each(definitionOf);
/** Upload limits per form (spec section 9): size per file, files at a time, the merged PDF's cap. */
export const FORM_UPLOAD_LIMITS: Record<ApplicationForm, UploadLimits> = each((d) => d.limits);
/** The largest file any application form takes: what POST /upload streams before it knows the form. */
export const APPLICATION_UPLOAD_MAX_BYTES = Math.max(...Object.values(FORM_UPLOAD_LIMITS).map((l) => l.maxBytes));
/** The checklist slot of `fileType` in `form`'s attachments, when the form draws its files as a checklist. */
export function checklistItemOf(form: ApplicationForm, fileType: string | null | undefined) {
  if (!fileType) return undefined;
  const list = FORM_DECLARATIONS[form].sections.find((s) => s.render === 'attachments') as { checklist?: readonly ChecklistItem[] } | undefined;
  return list?.checklist?.find((i) => i.fileType === fileType);
}
/** Application types (seeded in application_types) each form serves. */
export const FORM_APPLICATION_TYPES: Record<ApplicationForm, readonly string[]> = each((d) => d.types.map((t) => t.code));
/** The destination country each type certifies for, where it certifies for one. */
export const APPLICATION_TYPE_COUNTRY: Record<string, string> = Object.fromEntries(
  APPLICATION_FORMS.flatMap((f) => FORM_DECLARATIONS[f].types.filter((t) => t.country).map((t) => [t.code, t.country!])),
);
/** The party roles a form's lists show as importer and exporter (PartiesSection.listedAs). */
export function listedParties(form: ApplicationForm): { importer: string; exporter: string } {
  const parties = FORM_DECLARATIONS[form].sections.find((s) => s.render === 'parties');
  const listed = parties && parties.render === 'parties' ? parties.listedAs : undefined;
  return { importer: listed?.importer ?? 'importer', exporter: listed?.exporter ?? 'exporter' };
}

export const formOfType = (code: string): ApplicationForm | null => APPLICATION_FORMS.find((f) => FORM_APPLICATION_TYPES[f].includes(code)) ?? null;
/** The forms of a menu area, and every type they serve. */
export const formsOfArea = (area: ApplicationArea): ApplicationForm[] => APPLICATION_FORMS.filter((f) => FORM_DECLARATIONS[f].area === area);
export const typesOfArea = (area: ApplicationArea): string[] => formsOfArea(area).flatMap((f) => FORM_APPLICATION_TYPES[f]);
export const areaOfForm = (form: ApplicationForm): ApplicationArea => FORM_DECLARATIONS[form].area;
/** The forms whose work sends samples to the laboratory (their declaration's `sampleLogistics`). */
export const SAMPLE_LOGISTICS_FORMS: readonly ApplicationForm[] = APPLICATION_FORMS.filter((f) => FORM_DECLARATIONS[f].sampleLogistics === true);
export const sendsSamples = (form: string): boolean => (SAMPLE_LOGISTICS_FORMS as readonly string[]).includes(form);
/** Where a form keeps the samples' disposition and physical form (its declaration's `sampleFields`, else SAMPLE_FIELDS). */
export const sampleFieldsOf = (form: string): SampleFields =>
  (APPLICATION_FORMS as readonly string[]).includes(form) ? (FORM_DECLARATIONS[form as ApplicationForm].sampleFields ?? SAMPLE_FIELDS) : SAMPLE_FIELDS;

export const customsDraftSchema = FORM_SCHEMAS.customs.draft;
export const customsSubmitSchema = FORM_SCHEMAS.customs.submit;
export const saudiDraftSchema = FORM_SCHEMAS.saudi.draft;
export const saudiSubmitSchema = FORM_SCHEMAS.saudi.submit;
/** A form's payload as the draft schema shapes it (sections by key; parties, lists). */
export type ApplicationPayload = Record<string, unknown> & { application_type: string; title?: string };
