/**
 * The public scheme finder (issue 32): an HS code and a destination give the line and application type that apply,
 * read from the lines' `covers` (destinations, HS chapters), the documents the form asks for (its attachment section)
 * and the instant-quote rule the line starts with (the server replaces it with the rule in force).
 */
import type { ListSection } from '../forms/declaration.js';
import { LINE_REGISTRY } from './registry.js';
import type { LineCover, LineDefinition, LineFeeRule, Names } from './types.js';

/** What a customer types as an HS code: digits with dots or spaces ("8517.12", "8517 12 00"). */
export const normalizeFinderHs = (v: string) => v.replace(/[\s.]/g, '');
/** 4 to 12 digits: a heading at least (the chapter alone says too little of the product). */
export const isFinderHs = (v: string) => /^\d{4,12}$/.test(normalizeFinderHs(v));

export interface FinderDocument {
  fileType: string;
  /** The form refuses to submit without it. */
  required: boolean;
}
export interface FinderQuoteRule {
  percent: string;
  min: string;
  max: string;
  currency: string;
}
export interface SchemeMatch {
  form: string;
  type: string;
  names: Names;
  documents: FinderDocument[];
  quote: FinderQuoteRule | null;
}
export type FinderAnswer = { ok: true; hs: string; chapter: number; destination: string; matches: SchemeMatch[] } | { ok: false; problem: FinderProblem };
/** The message keys of the answers that find nothing (i18n domain directory.ts). */
export type FinderProblem = 'directory.finder.badHs' | 'directory.finder.badDestination' | 'directory.finder.noDestination' | 'directory.finder.noScheme';

const COVERS: readonly { line: LineDefinition; cover: LineCover }[] = LINE_REGISTRY.flatMap((l) =>
  (l.covers as readonly LineCover[]).map((cover) => ({ line: l as unknown as LineDefinition, cover })),
);

/** Every destination some line serves, sorted (the finder's choice of destinations). */
export const FINDER_DESTINATIONS: readonly string[] = [...new Set(COVERS.flatMap((c) => c.cover.destinations))].sort();

/** The documents an application of this line asks for: its attachment section's file types, the required ones first. */
export function documentsOf(line: LineDefinition): FinderDocument[] {
  const section = line.declaration.sections.find((s): s is ListSection => s.render === 'attachments');
  if (!section) return [];
  const required = new Set([
    ...(section.requireFileTypes ?? []).filter((r) => !r.when).map((r) => r.fileType),
    ...(section.checklist ?? []).filter((i) => i.required).map((i) => i.fileType),
  ]);
  const offered = [...(section.checklist?.map((i) => i.fileType) ?? []), ...(section.fileTypes ?? [])].filter((t) => t !== 'other');
  return [...new Set(offered)].map((fileType) => ({ fileType, required: required.has(fileType) })).sort((a, b) => Number(b.required) - Number(a.required));
}

const quoteOf = (line: LineDefinition, type: string): FinderQuoteRule | null => {
  const rule = (line.fees as readonly LineFeeRule[]).find((f) => f.kind === 'instant_quote' && f.type === type);
  return rule ? { percent: rule.percent, min: rule.min, max: rule.max, currency: rule.currency } : null;
};

/**
 * The schemes that apply to goods of HS code `hs` sold in `destination` (ISO alpha-2). A malformed code or
 * destination, a destination no line serves, and a chapter no scheme of that destination covers each answer
 * their own problem, never an empty success. Whether the code exists in the HS table is the server's check.
 */
export function findSchemes(input: { hs: string; destination: string }): FinderAnswer {
  const hs = normalizeFinderHs(input.hs ?? '');
  if (!isFinderHs(hs)) return { ok: false, problem: 'directory.finder.badHs' };
  const chapter = Number(hs.slice(0, 2));
  if (chapter < 1 || chapter > 97) return { ok: false, problem: 'directory.finder.badHs' };
  const destination = (input.destination ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(destination)) return { ok: false, problem: 'directory.finder.badDestination' };
  const served = COVERS.filter((c) => c.cover.destinations.includes(destination));
  if (served.length === 0) return { ok: false, problem: 'directory.finder.noDestination' };
  const fitting = served.filter((c) => c.cover.chapters.includes(chapter));
  if (fitting.length === 0) return { ok: false, problem: 'directory.finder.noScheme' };
  const matches = fitting.map(({ line, cover }) => ({
    form: line.form,
    type: cover.type,
    names: line.types.find((t) => t.code === cover.type)!.names,
    documents: documentsOf(line),
    quote: quoteOf(line, cover.type),
  }));
  return { ok: true, hs, chapter, destination, matches };
}
