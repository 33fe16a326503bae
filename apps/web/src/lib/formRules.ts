/**
 * antd form rules from the shared zod schemas, so the browser checks exactly what the server
 * checks (spec section 5 lives once, in @tic/shared) and words it the same way.
 */
import type { Rule } from 'antd/es/form';
import { issueMessage, type IssueLike } from '@tic/shared';
import { currentLang } from './i18n';

interface ObjectSchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

/** The message of the first issue of `field` checked with an object schema holding it, or null when the value passes. */
export function schemaIssue(schema: ObjectSchemaLike, field: string, value: unknown): string | null {
  const result = schema.safeParse({ [field]: value ?? '' });
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === field) ?? result.error.issues[0];
  return issue ? issueMessage(issue, currentLang()) : null;
}

/** Validates one field with an object schema holding that field (e.g. loginBody.pick({ username: true })). */
export function schemaRule(schema: ObjectSchemaLike, field: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = schemaIssue(schema, field, value);
      if (message !== null) throw new Error(message);
    },
  };
}

/**
 * schemaIssue with the schema loaded when the field is first checked, for forms without antd (/login): keeps the
 * validation library out of the page's first load (issue 16); the rule itself still comes from @tic/shared.
 */
export function lazySchemaCheck(load: () => Promise<ObjectSchemaLike>, field: string): (value: unknown) => Promise<string | null> {
  let schema: Promise<ObjectSchemaLike> | undefined;
  return async (value) => {
    schema ??= load();
    return schemaIssue(await schema, field, value);
  };
}

/**
 * Validates a field with a schema of the whole form, for rules that read other fields (an invoice of
 * type "special VAT" needs a bank account). Only the issues of this field are shown on it; list the
 * fields it depends on in the Form.Item's `dependencies` so it re-checks when they change.
 */
export function formSchemaRule(schema: ObjectSchemaLike, field: string, extra: () => Record<string, unknown> = () => ({})): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = { ...(getFieldsValue(true) as Record<string, unknown>), ...extra() };
      const result = schema.safeParse(values);
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issueMessage(issue, currentLang()));
    },
  });
}

interface ValueSchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

/** Validates a field with the shared schema of that one value (passwordSchema, emailSchema…), named as `field`. */
export function valueRule(schema: ValueSchemaLike, field: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const issue = result.error.issues[0];
      if (issue) throw new Error(issueMessage({ ...issue, path: [field, ...issue.path] }, currentLang()));
    },
  };
}
