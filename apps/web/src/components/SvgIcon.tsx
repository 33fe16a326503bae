import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const draw = (node: AbstractNode, key?: number): ReactNode =>
  createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, i) => draw(child, i)),
  );

/**
 * One of antd's outlined icons drawn from its path data alone (@ant-design/icons-svg, what @ant-design/icons draws):
 * no antd runtime and no injected style, for the signed-in shell and the screens drawn without antd (issue 16).
 * Decorative: hidden from screen readers; the control around it carries the name.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span className={`svg-icon${className ? ` ${className}` : ''}`} aria-hidden="true">
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' },
        svg.children?.map((child, i) => draw(child, i)),
      )}
    </span>
  );
}
