import { describe, expect, it } from 'vitest';
import { toBlocks } from './blocks';

describe('content text format', () => {
  it('reads headings, bullet and numbered lists and paragraphs', () => {
    const text = '## 1. Scope\nThese conditions govern\nevery service.\n\n- first\n- second\n1. one\n2) two\n\nLast paragraph.';
    expect(toBlocks(text)).toEqual([
      { kind: 'heading', text: '1. Scope' },
      { kind: 'paragraph', text: 'These conditions govern\nevery service.' },
      { kind: 'list', ordered: false, items: ['first', 'second'] },
      { kind: 'list', ordered: true, items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Last paragraph.' },
    ]);
  });
  it('keeps markup as text and copes with nothing', () => {
    expect(toBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
    expect(toBlocks(null)).toEqual([]);
    expect(toBlocks('\r\n\r\n')).toEqual([]);
  });
});
