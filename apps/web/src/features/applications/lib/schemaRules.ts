/**
 * antd rules from a form's shared submit schema (packages/shared FORM_SCHEMAS): the whole payload is
 * checked once per change of values (cached), and each field shows the issues whose path is its own.
 * So the browser says exactly what the server would answer, in the same words.
 */
import type { Rule } from 'antd/es/form';
import { issueMessage, type IssueLike } from '@tic/shared';
import { currentLang } from '../../../lib/i18n';
import type { FieldPath, RuleFor } from '../../../components/application/types';

interface SchemaLike {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

const samePath = (a: readonly PropertyKey[], b: FieldPath) => a.length === b.length && a.every((p, i) => String(p) === String(b[i]));

export function issuesOf(schema: SchemaLike, payload: unknown): readonly IssueLike[] {
  const r = schema.safeParse(payload);
  return r.success ? [] : r.error.issues;
}

export function schemaRules(schema: SchemaLike, toPayload: (values: Record<string, unknown>) => unknown): RuleFor {
  let lastKey = '';
  let lastIssues: readonly IssueLike[] = [];
  const check = (values: Record<string, unknown>) => {
    const payload = toPayload(values);
    const key = JSON.stringify(payload);
    if (key !== lastKey) {
      lastKey = key;
      lastIssues = issuesOf(schema, payload);
    }
    return lastIssues;
  };
  return (path: FieldPath): Rule[] => [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const issue = check(getFieldsValue(true) as Record<string, unknown>).find((i) => samePath(i.path, path));
        if (issue) throw new Error(issueMessage(issue, currentLang()));
      },
    }),
  ];
}

/** The issue of a list as a whole (at least one invoice, at most ten containers), for its error line. */
export function listIssue(schema: SchemaLike, payload: unknown, list: string): string | null {
  const issue = issuesOf(schema, payload).find((i) => i.path.length === 1 && i.path[0] === list);
  return issue ? issueMessage(issue, currentLang()) : null;
}
