import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useVisibleMenu } from '../api/menu';
import { areaItems, areaKey, areaLanding, areaOfPath } from '../lib/menuModel';

/** The business areas along the header (or down the phone drawer), in the server's order and language: links. */
export function TopMenu({ mode = 'horizontal' }: { mode?: 'horizontal' | 'inline' }) {
  const menu = useVisibleMenu();
  const current = areaOfPath(useLocation().pathname);
  const testId = mode === 'horizontal' ? 'top-menu' : 'top-menu-inline';
  const list = useRef<HTMLUListElement>(null);
  const items = areaItems(menu);
  // The areas scroll sideways when they do not fit: the current one is brought fully into the bar (the staff's
  // "Staff workstation", last of eight, read "Staff works" at 1440 px). Only the bar scrolls, never the page.
  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !active || mode !== 'horizontal') return;
    const barBox = bar.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    if (box.right > barBox.right) bar.scrollLeft += box.right - barBox.right;
    else if (box.left < barBox.left) bar.scrollLeft -= barBox.left - box.left;
  }, [current, items.length, mode]);
  return (
    <ul ref={list} className={mode === 'horizontal' ? 'top-menu' : 'top-menu-inline'} data-testid={testId}>
      {items.map((item) => {
        const key = areaKey(item) ?? item.name;
        const label = <span data-testid={`area-${key}`}>{item.meta.title}</span>;
        return (
          <li key={key}>
            {item.meta.type === 'link' ? (
              <a className="top-menu-item" href={item.path} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            ) : (
              <Link className="top-menu-item" to={areaLanding(item)} aria-current={key === current ? 'page' : undefined}>
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
