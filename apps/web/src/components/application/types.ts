/**
 * What the shared form definitions (packages/shared, applications) tell the web form about a field:
 * its kind, whether submission needs it, caps and options. Structural, so the shared FieldMeta fits;
 * the rules themselves stay in the shared zod schemas and reach a field through `RuleFor`.
 */
import type { Rule } from 'antd/es/form';

export type FieldKindLike =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'date'
  | 'select'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'country'
  | 'currency'
  | 'incoterm'
  | 'hs'
  | 'port'
  | 'unit'
  | 'company'
  | 'list';

export interface FieldMetaLike {
  name: string;
  kind: FieldKindLike;
  required: boolean;
  max?: number;
  min?: number;
  options?: readonly string[];
  notPast?: boolean;
  maxItems?: number;
}

/** A form path (antd NamePath of the field, e.g. ['invoices', 0, 'number']). */
export type FieldPath = Array<string | number>;

/** The antd rules of a field at a path, made from the shared submit schema by the page. */
export type RuleFor = (path: FieldPath, meta: FieldMetaLike) => Rule[];
