/**
 * Places one text cell in a pdfkit document with mixed Latin/CJK and Arabic words. pdfkit lays a whole
 * line out as one shaped run, which drops spaces and mis-orders words when Arabic and Latin mix, so the
 * cell is cut into words here, wrapped, put into visual order by a minimal bidi rule (an Arabic-led text
 * reads right to left, Latin/CJK/digit runs inside it keep their order) and each word is drawn on its
 * own (fontkit shapes and orders the glyphs within an Arabic word).
 */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const STRONG_LTR = /[A-Za-z0-9\u00c0-\u024f\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/;

type Dir = 'rtl' | 'ltr' | 'neutral';
interface Token {
  text: string;
  dir: Dir;
  width: number;
}

export interface TextDoc {
  font(name: string): TextDoc;
  fontSize(size: number): TextDoc;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false }): TextDoc;
}

export interface CellFonts {
  main: string;
  arabic: string;
}

const dirOf = (s: string): Dir => (ARABIC.test(s) ? 'rtl' : STRONG_LTR.test(s) ? 'ltr' : 'neutral');
const fontOf = (t: Token, f: CellFonts) => (t.dir === 'rtl' ? f.arabic : f.main);

/** Splits a word wider than the cell into pieces that fit (long numbers, codes without spaces). */
function fit(doc: TextDoc, t: Token, width: number): Token[] {
  if (t.width <= width || t.dir === 'rtl') return [t];
  const out: Token[] = [];
  let cur = '';
  for (const ch of t.text) {
    if (cur && doc.widthOfString(cur + ch) > width) {
      out.push({ ...t, text: cur, width: doc.widthOfString(cur) });
      cur = '';
    }
    cur += ch;
  }
  if (cur) out.push({ ...t, text: cur, width: doc.widthOfString(cur) });
  return out;
}

/** Visual order of one line: neutrals take the direction around them, rtl runs and an rtl base reverse. */
function visual(line: Token[], base: 'rtl' | 'ltr'): Token[] {
  const dirs = line.map((t, i) => {
    if (t.dir !== 'neutral') return t.dir;
    const before = line
      .slice(0, i)
      .reverse()
      .find((x) => x.dir !== 'neutral')?.dir;
    const after = line.slice(i + 1).find((x) => x.dir !== 'neutral')?.dir;
    return before && before === after ? before : base;
  });
  const runs: { dir: Dir; tokens: Token[] }[] = [];
  line.forEach((t, i) => {
    const last = runs[runs.length - 1];
    if (last && last.dir === dirs[i]) last.tokens.push(t);
    else runs.push({ dir: dirs[i]!, tokens: [t] });
  });
  const ordered = runs.map((r) => (r.dir === 'rtl' ? [...r.tokens].reverse() : r.tokens));
  return (base === 'rtl' ? ordered.reverse() : ordered).flat();
}

/** Draws text into the box (x, y, width), left or right aligned; returns the height used. */
export function drawCell(doc: TextDoc, fonts: CellFonts, text: string, x: number, y: number, width: number, size: number, align: 'left' | 'right'): number {
  doc.fontSize(size);
  const base = dirOf(text.match(new RegExp(`${ARABIC.source}|${STRONG_LTR.source}`))?.[0] ?? '') === 'rtl' ? 'rtl' : 'ltr';
  const tokens = text
    .split(/(\s+)/)
    .filter((s) => s !== '')
    .map((s) => (/^\s+$/.test(s) ? ' ' : s))
    .flatMap((s) => {
      const t: Token = { text: s, dir: dirOf(s), width: 0 };
      t.width = doc.font(fontOf(t, fonts)).widthOfString(s);
      return fit(doc, t, width);
    });
  const lines: Token[][] = [[]];
  let used = 0;
  for (const t of tokens) {
    const line = lines[lines.length - 1]!;
    if (line.length && used + t.width > width) {
      if (t.text === ' ') continue;
      lines.push([t]);
      used = t.width;
    } else if (line.length || t.text !== ' ') {
      line.push(t);
      used += t.width;
    }
  }
  const lineHeight = size * 1.45;
  lines.forEach((line, n) => {
    while (line.length && line[line.length - 1]!.text === ' ') line.pop();
    const total = line.reduce((s, t) => s + t.width, 0);
    let cx = align === 'right' ? x + width - total : x;
    for (const t of visual(line, base)) {
      if (t.text !== ' ') doc.font(fontOf(t, fonts)).text(t.text, cx, y + n * lineHeight, { lineBreak: false });
      cx += t.width;
    }
  });
  return Math.max(lines.length, 1) * lineHeight;
}
