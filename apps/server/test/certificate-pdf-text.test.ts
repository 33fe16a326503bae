import { describe, expect, it } from 'vitest';
import { drawCell, type TextDoc } from '../src/modules/certificates/pdf-text.js';

/** A document that records where each word lands; every character is 5 points wide. */
function recorder() {
  const drawn: { text: string; x: number; y: number; font: string }[] = [];
  let font = '';
  const doc: TextDoc = {
    font(name) {
      font = name;
      return doc;
    },
    fontSize: () => doc,
    widthOfString: (s) => [...s].length * 5,
    text(text, x, y) {
      drawn.push({ text, x, y, font });
      return doc;
    },
  };
  const words = () => [...drawn].sort((a, b) => a.y - b.y || a.x - b.x).map((d) => d.text);
  return { doc, drawn, words };
}
const fonts = { main: 'cjk', arabic: 'arabic' };

describe('certificate PDF text cells', () => {
  it('keeps Latin and Chinese in reading order, left to right, in the main font', () => {
    const r = recorder();
    drawCell(r.doc, fonts, '深圳光明星 Bright Star', 0, 0, 500, 10, 'left');
    expect(r.words()).toEqual(['深圳光明星', 'Bright', 'Star']);
    expect(new Set(r.drawn.map((d) => d.font))).toEqual(new Set(['cjk']));
  });

  it('lays an Arabic name right to left with its spaces, in the Arabic font, right aligned', () => {
    const r = recorder();
    drawCell(r.doc, fonts, 'شركة النور للتجارة', 0, 0, 500, 10, 'right');
    // Visual order left to right is the reverse of the reading order.
    expect(r.words()).toEqual(['للتجارة', 'النور', 'شركة']);
    const [a, b] = [...r.drawn].sort((p, q) => p.x - q.x);
    expect(b!.x - (a!.x + 7 * 5)).toBe(5); // one space between words
    expect(Math.max(...r.drawn.map((d) => d.x + d.text.length * 5))).toBe(500);
    expect(r.drawn.every((d) => d.font === 'arabic')).toBe(true);
  });

  it('keeps a Latin run inside Arabic text in its own order', () => {
    const r = recorder();
    drawCell(r.doc, fonts, 'شركة Bright Star للتجارة', 0, 0, 500, 10, 'right');
    expect(r.words()).toEqual(['للتجارة', 'Bright', 'Star', 'شركة']);
  });

  it('wraps at the cell width and cuts a word longer than the cell', () => {
    const r = recorder();
    const h = drawCell(r.doc, fonts, 'alpha beta ABCDEFGHIJKLMNOP', 0, 0, 50, 10, 'left');
    const lines = new Set(r.drawn.map((d) => d.y)).size;
    expect(lines).toBe(3);
    expect(h).toBeCloseTo(3 * 14.5);
    expect(r.drawn.every((d) => d.x + d.text.length * 5 <= 50)).toBe(true);
  });
});
