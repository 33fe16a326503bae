/**
 * The text format of policies, files and terms: plain text where a line starting with "## " is a
 * heading, lines starting with "- " (or "1. ") form a list, and blank lines separate paragraphs. It
 * is rendered as React elements, never as HTML, so an editor cannot inject markup.
 */
export type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-•]\s+/;
const NUMBERED = /^\s*\d+[.)、]\s*/;

export function toBlocks(text: string | null | undefined): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const raw of (text ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      continue;
    }
    const bullet = BULLET.test(line);
    const numbered = !bullet && NUMBERED.test(line);
    if (bullet || numbered) {
      flush();
      const item = line.replace(bullet ? BULLET : NUMBERED, '');
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list' && last.ordered === numbered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered: numbered, items: [item] });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}
