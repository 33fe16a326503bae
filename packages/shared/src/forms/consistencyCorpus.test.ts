/**
 * The consistency rules against a corpus (issue 31): 60 clean applications and 60 with one planted mismatch each,
 * every rule planted (fixtures/consistencyCorpus.ts, seed 31). Every fault is found and named by its rule; no clean
 * application has a finding (so none is blocked). The HS table is the repository's (reference/hs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../i18n/index.js';
import { FORM_DECLARATIONS } from './index.js';
import { findingsOf, findingText } from './consistency.js';
import type { CheckContext } from './declaration.js';
import { hsCodeKnown } from '../hsKnown.js';
import { corpus, OWN_NUMBERS, PLANTS, UNKNOWN_SUBHEADINGS, type CorpusCase } from './fixtures/consistencyCorpus.js';

const HS_CSV = new URL('../../../../reference/hs/harmonized-system.csv', import.meta.url);
const subheadings = new Set(
  readFileSync(HS_CSV, 'utf8')
    .split('\n')
    .map((l) => l.split(',')[1])
    .filter((c): c is string => !!c && /^\d{6}$/.test(c)),
);
const ctx: CheckContext = {
  hsKnown: (code) => hsCodeKnown(code, { loaded: true, holds: (c) => subheadings.has(c) }),
  ownReference: (_k, no) => OWN_NUMBERS.has(no),
};
const { clean, faulty } = corpus();
/** The vault's answer for the documents a case's attachments reference. */
const withVault = (c: CorpusCase): CheckContext => ({ ...ctx, vaultDocument: (id) => c.documents[id] });

describe('the corpus itself', () => {
  it('has at least 50 clean and 50 faulty applications, every rule planted, the same on every run', () => {
    expect(clean.length).toBeGreaterThanOrEqual(50);
    expect(faulty.length).toBeGreaterThanOrEqual(50);
    const ids = new Set([...Object.values(FORM_DECLARATIONS).flatMap((d) => (d.checks ?? []).flatMap((c) => (c.id ? [c.id] : [])))]);
    expect(new Set(faulty.map((f) => f.rule))).toEqual(ids);
    expect(new Set(PLANTS.map((p) => p.rule))).toEqual(ids);
    expect(JSON.stringify(corpus())).toBe(JSON.stringify({ clean, faulty }));
  });
  it('relies on vault reports in clean and faulty applications alike', () => {
    const relying = (cases: CorpusCase[]) => cases.filter((c) => Object.keys(c.documents).length).length;
    expect(relying(clean)).toBeGreaterThanOrEqual(20);
    expect(relying(faulty)).toBeGreaterThanOrEqual(20);
  });
  it('plants unknown subheadings under known headings', () => {
    for (const [known, unknown] of Object.entries(UNKNOWN_SUBHEADINGS)) {
      expect(subheadings.has(known), known).toBe(true);
      expect(subheadings.has(unknown), unknown).toBe(false);
    }
  });
});

describe('clean applications', () => {
  it.each(clean.map((c) => [c.name, c] as const))('%s: no finding', (_n, c) => {
    expect(findingsOf(FORM_DECLARATIONS[c.form], c.payload, withVault(c)).map((f) => findingText(f, 'en'))).toEqual([]);
  });
});

describe('faulty applications', () => {
  it.each(faulty.map((c) => [c.name, c] as const))('%s: found and named', (_n, c) => {
    const found = findingsOf(FORM_DECLARATIONS[c.form], c.payload, withVault(c));
    expect(found.map((f) => f.rule)).toContain(c.rule);
    // The finding's message is worded in the three languages (no key left as it is).
    for (const f of found.filter((x) => x.rule === c.rule))
      for (const locale of ['en', 'zh_CN', 'ar'] as const) expect(findingText(f, locale)).not.toMatch(/consistency\.|validation\.|\{\{/);
  });
});
