import { Typography } from 'antd';
import { toBlocks } from '../lib/blocks';

/** A document's text as headings, lists and paragraphs (React elements only, no HTML). */
export function ContentBody({ text, testId }: { text: string | null | undefined; testId?: string }) {
  return (
    <Typography className="content-body" data-testid={testId}>
      {toBlocks(text).map((b, i) => {
        if (b.kind === 'heading')
          return (
            <Typography.Title level={4} key={i}>
              {b.text}
            </Typography.Title>
          );
        if (b.kind === 'paragraph')
          return (
            <Typography.Paragraph key={i} className="content-paragraph">
              {b.text}
            </Typography.Paragraph>
          );
        const items = b.items.map((item, j) => <li key={j}>{item}</li>);
        return b.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      })}
    </Typography>
  );
}
