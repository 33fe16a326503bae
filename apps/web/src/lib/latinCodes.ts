/**
 * Latin codes inside a text of any language: RFC, certificate, quotation and tracking numbers, dates, amounts
 * ("KE-RFC-2026-0001", "2026-12-31", "1,200.00"): letters and digits joined by - / . _ : or a comma, with at least
 * one digit. In an Arabic sentence such a code must stay one left-to-right unit: isolated from the text around it
 * (or its parts reorder) and never broken at its hyphens (or "KE-RFC-" ends one line and "2026-0001" starts the next).
 */
const CODE = /(?=[A-Za-z0-9,./:_-]*\d)[A-Za-z0-9]+(?:[,./:_-][A-Za-z0-9]+)+/g;

export interface TextRun {
  text: string;
  /** A Latin code, to be laid out as one isolated left-to-right unit. */
  code: boolean;
}

/** The text cut into its codes and what lies between them (in order; joined, they give the text back). */
export function splitLatinCodes(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const m of text.matchAll(CODE)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), code: false });
    runs.push({ text: m[0], code: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), code: false });
  return runs;
}
