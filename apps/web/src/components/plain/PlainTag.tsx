import type { ReactNode } from 'react';

export type PlainTagColor = 'blue' | 'gold' | 'purple' | 'cyan' | 'green' | 'red';

/**
 * A tag as antd's preset-coloured `Tag` draws it (tinted background, border, text at 4.5:1 or more), without antd:
 * for the screens drawn in plain React (issue 16: the workbench loads no antd component).
 */
export function PlainTag({ color, className, children }: { color?: PlainTagColor; className?: string; children: ReactNode }) {
  const classes = ['plain-tag', color && `plain-tag-${color}`, className].filter(Boolean).join(' ');
  return <span className={classes}>{children}</span>;
}
