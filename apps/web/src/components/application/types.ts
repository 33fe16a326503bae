/**
 * What the shared form definitions (packages/shared, applications) tell the web form about a field:
 * its kind, whether submission needs it, caps and options (the shared FieldMeta itself); the rules
 * themselves stay in the shared zod schemas and reach a field through `RuleFor`.
 */
import type { Rule } from 'antd/es/form';
import type { FieldKind, FieldMeta } from '@tic/shared';

export type FieldKindLike = FieldKind;
export type FieldMetaLike = FieldMeta;

/** A form path (antd NamePath of the field, e.g. ['invoices', 0, 'number']). */
export type FieldPath = Array<string | number>;

/** The antd rules of a field at a path, made from the shared submit schema by the page. */
export type RuleFor = (path: FieldPath, meta: FieldMetaLike) => Rule[];
