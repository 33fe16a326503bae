/**
 * No raw placeholder reaches a screen (issue 27: the step dialog showed "{{field}} is required" in three
 * languages). A static scan of the web app's source: every `t('key', …)` call whose key's texts hold `{{name}}`
 * placeholders (in any of the three catalogues) passes every one of those names. A call that passes a variable
 * instead of an object literal cannot be read statically and is listed, not judged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@tic/shared/i18n/index';

const SRC = join(import.meta.dirname, '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function textsByKey(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const walk = (obj: object, prefix: string) => {
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v === 'string') {
        const base = (prefix + k).replace(PLURAL, '');
        map.set(base, [...(map.get(base) ?? []), v]);
      } else walk(v as object, `${prefix}${k}.`);
    }
  };
  for (const messages of Object.values(catalogues)) walk(messages, '');
  return map;
}

/**
 * `{{name}}`, `{{name, number}}`, `{{- name}}` → name; i18next's own `count` and `context` are names too. `{{nameDate}}`
 * → name: the date the call passes as `name` (lib/i18n.ts `languageOptions`, the shared formatDate).
 */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{-?\s*([A-Za-z_][\w]*)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!.replace(/(?<=\w)Date$/, ''));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The argument text after the key, up to the call's closing parenthesis. */
function argumentsAfter(src: string, from: number): string {
  let depth = 1;
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    if (depth === 0) return src.slice(from, i);
  }
  return src.slice(from);
}

interface Call {
  file: string;
  key: string;
  args: string;
}

export function tCalls(src: string, file: string): Call[] {
  const calls: Call[] = [];
  for (const m of src.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
    calls.push({ file, key: m[1]!, args: argumentsAfter(src, m.index + m[0].length).trim() });
  }
  return calls;
}

/** The names an object literal passes: `name: …` and the shorthand `name`. */
function passedNames(args: string): Set<string> | null {
  const body = args.replace(/^,\s*/, '');
  if (!body) return new Set();
  if (!body.startsWith('{')) return null; // a variable: not readable here
  const names = new Set<string>();
  for (const m of body.matchAll(/[{,]\s*([A-Za-z_$][\w$]*)\s*(?=[:,}])/g)) names.add(m[1]!);
  for (const m of body.matchAll(/[{,]\s*'([\w]+)'\s*:/g)) names.add(m[1]!);
  if (/\.\.\./.test(body)) return null; // a spread: not readable here
  return names;
}

describe('placeholders', () => {
  it('reads the names of a text', () => {
    expect(placeholdersOf('{{field}} is required; {{count, number}} of {{- total}}')).toEqual(['field', 'count', 'total']);
    expect(placeholdersOf('Date agreed: {{dateDate}}, since {{sinceDate}}')).toEqual(['date', 'since']);
  });

  it('every t(key) call passes the names its texts interpolate', () => {
    const texts = textsByKey();
    const missing: string[] = [];
    let judged = 0;
    for (const file of sourceFiles(SRC)) {
      for (const call of tCalls(readFileSync(file, 'utf8'), file)) {
        const names = new Set((texts.get(call.key) ?? []).flatMap(placeholdersOf));
        if (names.size === 0) continue;
        const passed = passedNames(call.args);
        if (passed === null) continue;
        judged++;
        const lacking = [...names].filter((n) => !passed.has(n));
        if (lacking.length) missing.push(`${file.slice(SRC.length + 1)}: t('${call.key}') without ${lacking.join(', ')}`);
      }
    }
    expect(judged).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
