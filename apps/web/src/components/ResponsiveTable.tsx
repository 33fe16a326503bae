import { Table, type TableProps } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/**
 * A list that is a table on a desktop and a stack of cards on a phone (issue 27: below 768 px a list showed the
 * number and title only, with status, money and actions behind a sideways scroll and no cue). Each cell carries its
 * column's title (`data-label`), and styles/phone.css draws every row as a card whose cells are "title: value"
 * lines; no sideways scroll. The same table, the same columns and cells: one component for every list.
 */
export function ResponsiveTable<T extends object>({ columns, className, ...props }: TableProps<T>) {
  const labelled = (columns ?? []).map((c) => {
    const col = c as ColumnType<T>;
    const title = typeof col.title === 'string' ? col.title : textOf(col.title as ReactNode);
    return {
      ...col,
      // A column a narrow table leaves out (responsive: ['lg']) has room in a card: shown on a phone too.
      ...(col.responsive ? { responsive: cardBreakpoints(col.responsive) } : {}),
      onCell: (r: T, i?: number) => ({ ...(col.onCell?.(r, i) ?? {}), 'data-label': title }),
    } as ColumnType<T>;
  });
  return <Table<T> {...props} columns={labelled} className={className ? `cards-on-phone ${className}` : 'cards-on-phone'} />;
}

/** The breakpoints of a column that a table shows from some width on: the phone's (xs) added, where rows are cards. */
export function cardBreakpoints(responsive: readonly Breakpoint[]): Breakpoint[] {
  return responsive.includes('xs') ? [...responsive] : ['xs', ...responsive];
}

/** A column title given as an element (a label with a hint): its text, for the card's line. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}
