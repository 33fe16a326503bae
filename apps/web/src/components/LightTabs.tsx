import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface LightTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Tabs without antd (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs), for pages that must load
 * little JavaScript (issue 16: /login). Only the open tab is mounted.
 */
export function LightTabs({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: LightTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((i) => i.key === activeKey),
  );
  const move = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number>;
    let next: number | undefined;
    if (e.key in step) next = (index + step[e.key]! + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next === undefined) return;
    e.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  const active = items[index]!;
  return (
    <div className={`light-tabs ${className ?? ''}`}>
      <div role="tablist" className="light-tabs-list" onKeyDown={move}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={`light-tabs-tab${i === index ? ' light-tabs-tab-active' : ''}`}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`} className="light-tabs-panel">
        {active.children}
      </div>
    </div>
  );
}
