/**
 * THE interpreter of form declarations (declaration.ts): one declaration in, and out come
 * - the lenient draft schema (autosave: types and caps only) and the strict submit schema (every rule),
 *   both used by the server before every write and by the web form for its messages;
 * - the definition the web form renders (sections in order, render kind, field metadata, list limits,
 *   the visible-when rules) and the visibility/required answers for a payload.
 */
import { z } from 'zod';
import { APPLICATION_TITLE_MAX } from '../constants.js';
import type { ApplicationForm } from '../lines/registry.js';
import { optionalObject, type FieldMeta } from '../schemas/applicationFields.js';
import {
  conditionFields,
  holds,
  valueAt,
  type ApplicationArea,
  type ApplicationTypeDecl,
  type CheckHit,
  type ChecklistItem,
  type Condition,
  type FieldRule,
  type FormDeclaration,
  type ListSection,
  type PartiesSection,
  type RenderKind,
  type UploadLimits,
} from './declaration.js';
import type { ApplicationStage } from '../lifecycle.js';

type Which = 'draft' | 'submit';

/** Title: required, short, unique per user (the server checks uniqueness). Its own messages name it. */
const titleDraft = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
  z.string().max(APPLICATION_TITLE_MAX, { error: 'validation.rfcTitleTooLong' }).optional(),
);
const titleSubmit = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'validation.rfcTitleRequired' })
    .min(1, { error: 'validation.rfcTitleRequired' })
    .max(APPLICATION_TITLE_MAX, { error: 'validation.rfcTitleTooLong' }),
);

/** The parties object: a required role is always checked in full; an optional one only once filled in. */
function partiesSchema(s: PartiesSection, which: Which) {
  const required = s.party(true);
  const optional = s.party(false);
  const shape: Record<string, z.ZodType> = {};
  for (const role of s.required) shape[role] = which === 'draft' ? optionalObject(required.draft) : z.preprocess((v) => v ?? {}, required.submit);
  // An optional party, once filled in, still needs what a required one needs.
  for (const role of s.optional) shape[role] = optionalObject(which === 'draft' ? optional.draft : required.submit);
  return z.object(shape);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const sectionOf = (path: string) => path.split('.')[0]!;

/** Builds the draft or submit schema of a declaration. */
export function schemaOf(decl: FormDeclaration, which: Which): z.ZodType {
  const strict = which === 'submit';
  const codes = decl.types.map((t) => t.code) as [string, ...string[]];
  const shape: Record<string, z.ZodType> = {
    application_type: z.enum(codes, { error: 'validation.applicationType' }),
    title: strict ? titleSubmit : titleDraft,
  };
  for (const s of decl.sections) {
    if (s.render === 'fields') {
      // A section shown only for some types is held to its submit rules only while shown (below): data left
      // in it from another type is kept, never refused.
      const rules = strict && s.visibleWhen ? s.fields.draft : s.fields[which];
      shape[s.key] = s.presence === 'always' ? z.preprocess((v) => v ?? {}, rules) : optionalObject(rules);
    } else if (s.render === 'parties') shape[s.key] = z.preprocess((v) => v ?? {}, partiesSchema(s, which));
    else shape[s.key] = z.preprocess((v) => v ?? [], strict && !s.strictWhen ? s.submit : s.draft);
  }
  const object = z.object(shape);
  if (!strict) return object;
  return object.superRefine((a, ctx) => {
    const visible = (key: string) => holds(decl.sections.find((s) => s.key === key)?.visibleWhen, a);
    const addAll = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]) => {
      for (const i of issues) ctx.addIssue({ ...i, path: [...prefix, ...i.path] } as never);
    };
    for (const s of decl.sections) {
      if (!holds(s.visibleWhen, a)) continue;
      // An optional section that this payload needs: its own required fields say what is missing.
      if (s.render === 'fields' && s.requiredWhen && holds(s.requiredWhen, a) && a[s.key] === undefined) {
        const r = s.fields.submit.safeParse({});
        if (!r.success) addAll(r.error.issues, [s.key]);
      }
      if (s.render === 'fields' && s.visibleWhen && a[s.key] !== undefined) {
        const r = s.fields.submit.safeParse(a[s.key]);
        if (!r.success) addAll(r.error.issues, [s.key]);
      }
      if (s.render !== 'fields' && s.render !== 'parties') {
        const list = s as ListSection;
        if (list.strictWhen && holds(list.strictWhen, a)) {
          const r = list.submit.safeParse(a[s.key]);
          if (!r.success) addAll(r.error.issues, [s.key]);
        }
        for (const need of list.requireFileTypes ?? []) {
          if (!holds(need.when, a)) continue;
          if (!((a[s.key] ?? []) as { file_type?: string }[]).some((f) => f.file_type === need.fileType))
            ctx.addIssue({ code: 'custom', path: [s.key], message: need.message });
        }
      }
    }
    for (const rule of decl.fieldRules ?? []) {
      if (!rule.requiredWhen || !visible(sectionOf(rule.path)) || !holds(rule.visibleWhen, a) || !holds(rule.requiredWhen, a)) continue;
      if (isBlank(valueAt(a, rule.path))) ctx.addIssue({ code: 'custom', path: rule.path.split('.'), message: rule.message ?? 'validation.required' });
    }
    // The checks without an id are the schema's own (an issue under the field); consistency rules are findingsOf's.
    for (const check of decl.checks ?? []) {
      if (check.id || !visible(sectionOf(check.path)) || !holds(check.when, a)) continue;
      const p = check.problem(a, {});
      const hit = Array.isArray(p) ? (p[0] as CheckHit | undefined) : (p as string | CheckHit | null);
      if (hit)
        ctx.addIssue({
          code: 'custom',
          path: check.path.split('.'),
          ...(typeof hit === 'string' ? { message: hit } : { message: hit.message, params: hit.params }),
        });
    }
  });
}

/** One section as the web form draws it. Parties come one section per role (`parties.<role>`). */
export interface SectionDefinition {
  key: string;
  render: RenderKind;
  fields: FieldMeta[];
  list?: { min: number; max: number };
  /** Sub-sections of a list item (a product's vehicle data). */
  sub?: { key: string; fields: FieldMeta[] }[];
  /** Attachments: the file types offered, and the checklist of file slots when the form draws one. */
  fileTypes?: readonly string[];
  checklist?: readonly ChecklistItem[];
  /** Fields sections: the contact fields start from the customer's profile on a new form. */
  contactFromProfile?: boolean;
  /** Lines that may also be imported from Excel (the LINE_IMPORTS name). */
  importer?: string;
  visibleWhen?: Condition;
  widget?: string;
  initial?: Record<string, unknown>;
  /** Parties: the role, and whether it is one of the optional ones. */
  role?: string;
  optional?: boolean;
}

/** What the web form renders (labels: forms.<form>.field.<name>, else applications.field.<name>, else field.<name>). */
export interface FormDefinition {
  form: ApplicationForm;
  area: ApplicationArea;
  stage: ApplicationStage;
  applicationTypes: readonly string[];
  types: readonly ApplicationTypeDecl[];
  sections: SectionDefinition[];
  fieldRules: readonly FieldRule[];
  limits: UploadLimits;
}

export function definitionOf(decl: FormDeclaration): FormDefinition {
  const sections = decl.sections.flatMap((s): SectionDefinition[] => {
    if (s.render === 'fields')
      return [
        {
          key: s.key,
          render: 'fields',
          fields: s.fields.meta,
          visibleWhen: s.visibleWhen,
          widget: s.widget,
          initial: s.initial,
          ...(s.contactFromProfile ? { contactFromProfile: true } : {}),
        },
      ];
    if (s.render === 'parties')
      return [...s.required.map((r) => [r, false] as const), ...s.optional.map((r) => [r, true] as const)].map(([role, optional]) => ({
        key: `parties.${role}`,
        render: 'parties' as const,
        fields: s.party(!optional).meta,
        role,
        optional,
        visibleWhen: s.visibleWhen,
      }));
    return [
      {
        key: s.key,
        render: s.render,
        fields: s.fields,
        sub: s.sub,
        fileTypes: s.fileTypes,
        checklist: s.checklist,
        importer: s.importer,
        list: { min: s.min, max: s.max },
        visibleWhen: s.visibleWhen,
      },
    ];
  });
  return {
    form: decl.form,
    area: decl.area,
    stage: decl.stage,
    applicationTypes: decl.types.map((t) => t.code),
    types: decl.types,
    sections,
    fieldRules: decl.fieldRules ?? [],
    limits: decl.limits,
  };
}

/** Whether the web form shows a section for these values. */
export const sectionVisible = (def: FormDefinition, key: string, values: unknown) => holds(def.sections.find((s) => s.key === key)?.visibleWhen, values);

/** Whether the web form shows the field at a dotted path (its section's rule and its own). */
export function fieldVisible(def: FormDefinition, path: string, values: unknown): boolean {
  if (!sectionVisible(def, sectionOf(path), values)) return false;
  const rule = def.fieldRules.find((r) => r.path === path);
  return holds(rule?.visibleWhen, values);
}

/** Whether submission needs the field at a dotted path (its declared `required`, or a rule that holds). */
export function fieldRequired(def: FormDefinition, path: string, meta: Pick<FieldMeta, 'required'>, values: unknown): boolean {
  if (meta.required) return true;
  const rule = def.fieldRules.find((r) => r.path === path);
  return !!rule?.requiredWhen && holds(rule.requiredWhen, values) && fieldVisible(def, path, values);
}

/** The dotted paths the form's visible/required rules read: what the web form watches to redraw. */
export const watchedFields = (def: FormDefinition): string[] => [
  ...new Set([
    ...def.sections.flatMap((s) => conditionFields(s.visibleWhen)),
    ...def.fieldRules.flatMap((r) => [...conditionFields(r.visibleWhen), ...conditionFields(r.requiredWhen)]),
  ]),
];
