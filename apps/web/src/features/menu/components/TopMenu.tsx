import { Link, useLocation } from 'react-router';
import { useVisibleMenu } from '../api/menu';
import { areaItems, areaKey, areaLanding, areaOfPath } from '../lib/menuModel';

/** The business areas along the header (or down the phone drawer), in the server's order and language: links. */
export function TopMenu({ mode = 'horizontal' }: { mode?: 'horizontal' | 'inline' }) {
  const menu = useVisibleMenu();
  const current = areaOfPath(useLocation().pathname);
  const testId = mode === 'horizontal' ? 'top-menu' : 'top-menu-inline';
  return (
    <ul className={mode === 'horizontal' ? 'top-menu' : 'top-menu-inline'} data-testid={testId}>
      {areaItems(menu).map((item) => {
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
