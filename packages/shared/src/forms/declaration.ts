/**
 * What a business line's application form IS, as data (one file per form in this folder): the menu area
 * it lives in, its stage, its application types, its upload limits, and its sections in order, each with
 * a render kind, its fields (built with applicationFields.ts, which carry min/max from the constants) and
 * declarative "visible when" / "required when" rules. One interpreter (interpreter.ts) turns a
 * declaration into the draft schema, the submit schema, the server's body validation and the web
 * form's visibility; no form has code of its own.
 */
import type { z } from 'zod';
import type { ApplicationForm } from '../lines/registry.js';
import type { ApplicationStage } from '../lifecycle.js';
import type { FieldMeta, Section } from '../schemas/applicationFields.js';

/** The menu areas (first path segment of packages/shared routes.ts) that hold applications. */
export const APPLICATION_AREAS = ['customsClearance', 'entrustedInspection', 'internationalProduct', 'communication'] as const;
export type ApplicationArea = (typeof APPLICATION_AREAS)[number];

/**
 * A condition on the payload: `field` is a dotted path from the payload's root ("application_type",
 * "kenya.idf_required"); it holds when the value equals `equals`, or is one of `in`. `all` joins conditions.
 */
export type Condition =
  | { field: string; equals: unknown }
  | { field: string; in: readonly unknown[] }
  | { all: readonly Condition[] }
  /** The rows of the list at `list` carry more than one value at `mixed` (PO lines in pieces and in kilograms). */
  | { list: string; mixed: string };

export interface UploadLimits {
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Most files the form holds at a time. */
  maxFiles: number;
  /** The merged PDF's cap (file type merged_pdf), null when the form has none. */
  mergedPdfMaxBytes: number | null;
}

export interface ApplicationTypeDecl {
  code: string;
  /** The destination country the type certifies for (ISO 3166-1 alpha-2), where it certifies for one. */
  country?: string;
}

/** A field-level rule: show the field at `path` only when, and require it when, its condition holds. */
export interface FieldRule {
  path: string;
  visibleWhen?: Condition;
  requiredWhen?: Condition;
  /** The message when the rule requires the field and it is blank (default: validation.required). */
  message?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySection = Section<any>;

/** How the web form draws a section (the only switch in the form screen is on this, never on section keys). */
export type RenderKind = 'fields' | 'parties' | 'invoices' | 'products' | 'containers' | 'attachments' | 'lines';

interface SectionBase {
  /** The payload key (and i18n key applications.section.<key> / forms.<form>.section.<key>). */
  key: string;
  /** Shown, validated and required only while this holds; a hidden section's data is kept but never required. */
  visibleWhen?: Condition;
}

/** An object of fields. `presence: 'always'` sends {} when blank; 'optional' drops a blank object. */
export interface FieldsSection extends SectionBase {
  render: 'fields';
  fields: AnySection;
  presence: 'always' | 'optional';
  /** An optional section that must be filled in (its own required fields) when this holds. */
  requiredWhen?: Condition;
  /** A read-out the web form shows beside the fields (by name, e.g. the AQL sampling plan). */
  widget?: string;
  /** The values a new form starts with (the AQL defaults ...). */
  initial?: Record<string, unknown>;
  /** The customer's own contact: contact_name / contact_phone / contact_email start from the profile on a new form. */
  contactFromProfile?: boolean;
}

/** The parties: roles that must be named and roles that, once filled in, must be complete. */
export interface PartiesSection extends SectionBase {
  render: 'parties';
  key: 'parties';
  required: readonly string[];
  optional: readonly string[];
  /** The fields of a party (required: the complete-party rule). */
  party: (required: boolean) => AnySection;
  /**
   * The roles the lists show in their importer and exporter columns (default: the importer and exporter roles): a
   * booking's client and supplier (issue 27: the drafts' importer column was empty for every booking).
   */
  listedAs?: { importer?: string; exporter?: string };
}

/** A list with its own item schemas (invoices, product lines, containers, attachments, generic lines). */
export interface ListSection extends SectionBase {
  render: 'invoices' | 'products' | 'containers' | 'attachments' | 'lines';
  draft: z.ZodType;
  submit: z.ZodType;
  /** The item's fields (none for containers and attachments), and sub-sections of an item (a product's vehicle). */
  fields: FieldMeta[];
  sub?: { key: string; fields: FieldMeta[] }[];
  min: number;
  max: number;
  /** When given, the strict (submit) rule applies only while it holds; otherwise the lenient one. */
  strictWhen?: Condition;
  /** Attachments: the file types the form offers. */
  fileTypes?: readonly string[];
  /** File types the attachments must include when submitting (an issue with `message` on the list when one is missing). */
  requireFileTypes?: readonly { fileType: string; message: string; when?: Condition }[];
  /** Attachments drawn as a checklist: a file slot per item, each with the extensions it takes. */
  checklist?: readonly ChecklistItem[];
  /** Lines may also come from an Excel file: the import's name (LINE_IMPORTS: template and checked rows). */
  importer?: string;
  /** The import itself, as the line declares it (forms/lineImports.ts derives LINE_IMPORTS from the lines' lists). */
  lineImport?: LineImport;
}

/**
 * Lines a list may take from an Excel file, like the customs product lines: its name (GET /kenya/lines/{name}/excel,
 * POST /kenya/lines/{name}/import), its template columns (the section's fields, in order, labelled in the reader's
 * language), an example row and the rule each row must pass (the list's submit rule). The line declares it on its list
 * (lineList's `importer`); lines that share one name the same object.
 */
export interface LineImport {
  name: string;
  /** The list's key in the payload. */
  list: string;
  columns: readonly string[];
  row: z.ZodType;
  example: readonly (string | number)[];
}

/**
 * One slot of an attachment checklist (NB/RED Annex V): the file type its files carry, whether the form
 * needs one to submit (the issue then names the item with `missing`), and the extensions it takes (a subset
 * of ALLOWED_FILE_TYPES; the server refuses another one when the file joins the application).
 */
export interface ChecklistItem {
  fileType: string;
  required: boolean;
  extensions: readonly string[];
  missing?: string;
}

export type SectionDecl = FieldsSection | PartiesSection | ListSection;

/**
 * A rule across fields that no single field's schema can say (a fibre composition adding up to 100%, an
 * operator outside the GCC named as importer): checked at submit while its section is shown; `problem`
 * answers the i18n key of what is wrong, or null, and the issue is put at `path` (the web form shows it
 * under that field or list).
 *
 * A check with an `id` is a consistency rule (issue 31, docs/consistency.md): it compares the field at `path`
 * with the field(s) `against`, and is `block` (submission refused) or `warn` (shown, submission goes on). It is
 * not part of the submit schema: `findingsOf` (consistency.ts) runs it, in the web form as the customer types
 * and on the server at submit, and its answer may name the exact rows (`path`/`against` of each hit).
 */
export type CheckSeverity = 'block' | 'warn';

/** One problem a check found: its message key and parameters, and where (default: the check's own paths). */
export interface CheckHit {
  message: string;
  params?: Record<string, string | number>;
  path?: string;
  against?: readonly string[];
  /** This hit's own severity (a code too long blocks, one too short warns), default the check's. */
  severity?: CheckSeverity;
}

/**
 * What a check may need besides the payload: the HS table (whether a code is known, hsKnown.ts; undefined while not
 * known, in which case the rule says nothing) and the server's answer whether a referenced number is one of the
 * organisation's own applications or certificates (undefined in the browser).
 */
export interface CheckContext {
  /** Whether an HS code (digits) is known: hsKnown.ts `hsCodeKnown` on the caller's view of the HS table. */
  hsKnown?: (code: string) => boolean | undefined;
  ownReference?: (kind: ReferenceKind, number: string) => boolean | undefined;
  /**
   * The declared data of a vault document an attachment references (`attachments[].vault_document_id`): the
   * organisation's own only; undefined while not known (the rule then says nothing).
   */
  vaultDocument?: (id: number) => DeclaredDocument | undefined;
}
export type ReferenceKind = 'application' | 'certificate';

/** What a vault document declares about itself (docs/vault.md): its kind, number, and the models, brands and factories it covers. */
export interface DeclaredDocument {
  kind: string;
  number: string | null;
  covers: readonly string[];
  brands: readonly string[];
  factories: readonly string[];
}

export interface FormCheck {
  /** The rule's id (consistency rules: `invoice.total`, `hs.length` ...): what a finding is named by. */
  id?: string;
  /** Default `block`; only rules with an id may warn. */
  severity?: CheckSeverity;
  path: string;
  /** The field(s) the one at `path` is compared with (dotted paths; a list path names its first row). */
  against?: readonly string[];
  when?: Condition;
  /** The value at `path` is a number of this portal the server looks up: it must be one of the organisation's own. */
  refersTo?: ReferenceKind;
  problem: (values: Record<string, unknown>, ctx: CheckContext) => string | CheckHit | readonly CheckHit[] | null;
}

export interface FormDeclaration<F extends string = ApplicationForm> {
  form: F;
  area: ApplicationArea;
  stage: ApplicationStage;
  types: readonly ApplicationTypeDecl[];
  limits: UploadLimits;
  sections: readonly SectionDecl[];
  fieldRules?: readonly FieldRule[];
  /**
   * The work sends samples to the laboratory: after acceptance the engine's sample loop applies (sample
   * delivery notice, courier and tracking, receipt, acceptance, testing, data review; lifecycle.ts), and the
   * application shows its samples and their retention date. Optional; off when left out.
   */
  sampleLogistics?: boolean;
  /**
   * Where the form keeps what the sample-retention rule reads (dotted payload paths): the customer's choice
   * for the samples after testing (return or dispose) and, for chemistry, the sample's physical form.
   * Default `samples.after_testing` and `samples.physical_form` (SAMPLE_FIELDS).
   */
  sampleFields?: SampleFields;
  checks?: readonly FormCheck[];
  /**
   * What the certificate (and its draft) prints of the application besides the common fields: dotted paths
   * of the payload ("gcc_product.hs_code"; a list path "factories.factory_name" prints every line's value).
   */
  certificateFields?: readonly string[];
  /** Sections of one sort drawn as one folded group (the optional parties) are the web's concern, not the form's. */
}

export interface SampleFields {
  disposition: string;
  physicalForm?: string;
}
/** The sample fields of a form that does not name its own. */
export const SAMPLE_FIELDS: SampleFields = { disposition: 'samples.after_testing', physicalForm: 'samples.physical_form' };

/** The value at a dotted path of the payload (undefined when any step is missing). */
export function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a condition holds on the payload (no condition: always). */
export function holds(cond: Condition | undefined, values: unknown): boolean {
  if (!cond) return true;
  if ('all' in cond) return cond.all.every((c) => holds(c, values));
  if ('list' in cond) return mixedValues(valueAt(values, cond.list), cond.mixed);
  const v = valueAt(values, cond.field);
  return 'in' in cond ? cond.in.includes(v) : v === cond.equals;
}

/** Every field a condition reads (what the web form must watch). */
export const conditionFields = (cond: Condition | undefined): string[] =>
  !cond ? [] : 'all' in cond ? cond.all.flatMap(conditionFields) : 'list' in cond ? [cond.list] : [cond.field];

/** The rows of a list hold more than one distinct value at `key` (empty values not counted). */
export function mixedValues(rows: unknown, key: string): boolean {
  if (!Array.isArray(rows)) return false;
  const seen = new Set<unknown>();
  for (const r of rows) {
    const v = r && typeof r === 'object' ? (r as Record<string, unknown>)[key] : undefined;
    if (v !== undefined && v !== null && v !== '') seen.add(v);
  }
  return seen.size > 1;
}

/** The application type is one of these (the usual visibility of a type's own section). */
export const typeIs = (...codes: string[]): Condition => ({ field: 'application_type', in: codes });
