/**
 * The consistency check before submission (issue 31, docs/consistency.md): a form's checks that carry an `id`
 * (declaration.ts FormCheck) are its consistency rules, declared per form in the line folders
 * (lines/<line>/consistency.ts). `findingsOf` runs them on a payload: the web form as the customer types (the
 * findings panel) and the server at submit (blocking findings answer 400 with their paths, warnings are returned).
 */
import type { Locale } from '../constants.js';
import { translate } from '../i18n/translate.js';
import { holds, type CheckContext, type CheckHit, type CheckSeverity, type FormDeclaration } from './declaration.js';

/** One thing a rule found: the rule, block or warn, the field and the field(s) it disagrees with, the message key. */
export interface Finding {
  rule: string;
  severity: CheckSeverity;
  /** Dotted path of the field ("invoices.0.amount"). */
  path: string;
  /** The other field(s) it was compared with. */
  against: string[];
  message: string;
  params: Record<string, string | number>;
}

const sectionOf = (path: string) => path.split('.')[0]!;

/** Every finding of the form's consistency rules on these values (rules of hidden sections say nothing). */
export function findingsOf(decl: FormDeclaration, values: Record<string, unknown>, ctx: CheckContext = {}): Finding[] {
  const out: Finding[] = [];
  for (const check of decl.checks ?? []) {
    if (!check.id) continue;
    const section = decl.sections.find((s) => s.key === sectionOf(check.path));
    if ((section && !holds(section.visibleWhen, values)) || !holds(check.when, values)) continue;
    const answer = check.problem(values, ctx);
    if (!answer) continue;
    const hits: readonly (string | CheckHit)[] = Array.isArray(answer) ? answer : [answer as string | CheckHit];
    for (const h of hits) {
      const hit: CheckHit = typeof h === 'string' ? { message: h } : h;
      out.push({
        rule: check.id,
        severity: hit.severity ?? check.severity ?? 'block',
        path: hit.path ?? check.path,
        against: [...(hit.against ?? check.against ?? [])],
        message: hit.message,
        params: hit.params ?? {},
      });
    }
  }
  return out;
}

export const blockingOf = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'block');
export const warningsOf = (findings: readonly Finding[]) => findings.filter((f) => f.severity === 'warn');

/** The label of a field path in the reader's language ("Amount"), with its list and row when it is a list row ("Invoices 2 · Amount"). */
export function pathLabel(locale: Locale, path: string): string {
  const parts = path.split('.');
  const row = parts.find((p) => /^\d+$/.test(p));
  const name = parts.filter((p) => !/^\d+$/.test(p)).at(-1) ?? path;
  const translated = translate(locale, `field.${name}`);
  const label = translated === `field.${name}` ? name : translated;
  if (row === undefined) return label;
  const list = translate(locale, `applications.section.${parts[0]}`);
  return `${list === `applications.section.${parts[0]}` ? parts[0] : list} ${Number(row) + 1} · ${label}`;
}

/** A finding's message in the reader's language; `field` and `other` name the two fields compared. */
export function findingText(f: Pick<Finding, 'message' | 'params' | 'path' | 'against'>, locale: Locale): string {
  return translate(locale, f.message, {
    field: pathLabel(locale, f.path),
    other: f.against.map((a) => pathLabel(locale, a)).join(', '),
    ...f.params,
  });
}

/** What the server answers for a finding: the envelope's data item of a 400 (blocking) or of the submit's warnings. */
export interface FindingOut {
  rule: string;
  severity: CheckSeverity;
  path: string;
  against: string[];
  message: string;
}
export const findingOut = (f: Finding, locale: Locale): FindingOut => ({
  rule: f.rule,
  severity: f.severity,
  path: f.path,
  against: f.against,
  message: findingText(f, locale),
});
