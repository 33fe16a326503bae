import { useState } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuTarget, type MenuItem } from '@tic/shared';
import { SvgIcon } from '../../../components/SvgIcon';
import { useVisibleMenu } from '../api/menu';
import { areaOfPath, defaultOpenKeys, itemKey, selectedItem, sideItemsOf } from '../lib/menuModel';
import { menuIcon } from './menuIcons';
import { DETAIL_LISTS } from '../../applications';
import { useNamedMenuEntry } from '../../../lib/menuHighlight';

interface LevelProps {
  items: readonly MenuItem[];
  depth: number;
  selected: string | undefined;
  open: Set<string>;
  toggle: (key: string) => void;
}

/** One level of the menu: pages are links, groups are disclosure buttons over their own list (plain elements, issue 16). */
function Level({ items, depth, selected, open, toggle }: LevelProps) {
  const navigate = useNavigate();
  return (
    <ul className={depth === 0 ? 'side-menu-list' : 'side-menu-sublist'}>
      {items
        // A group whose pages are all hidden would be an empty fold: leave it out.
        .filter((item) => item.meta.type !== 'group' || item.children.length > 0)
        .map((item) => {
          const key = itemKey(item);
          const icon = depth === 0 ? <SvgIcon icon={menuIcon(item)} className="side-menu-icon" /> : null;
          const indent = { paddingInlineStart: 16 + depth * 24 };
          if (item.children.length > 0) {
            const expanded = open.has(key);
            const target = menuTarget(item);
            return (
              <li key={key}>
                <button
                  type="button"
                  className="side-menu-item side-menu-group"
                  style={indent}
                  aria-expanded={expanded}
                  onClick={() => {
                    toggle(key);
                    // A group with a redirect leads there when its title is clicked (spec section 2).
                    if (target.kind === 'route') navigate(target.to);
                  }}
                >
                  {icon}
                  <span className="side-menu-label">{item.meta.title}</span>
                  <SvgIcon icon={DownOutlined} className="side-menu-caret" />
                </button>
                {expanded && <Level items={item.children} depth={depth + 1} selected={selected} open={open} toggle={toggle} />}
              </li>
            );
          }
          const target = menuTarget(item);
          if (target.kind === 'external')
            return (
              <li key={key}>
                <a className="side-menu-item" style={indent} href={target.href} target="_blank" rel="noopener noreferrer">
                  {icon}
                  <span className="side-menu-label">{item.meta.title}</span>
                  <SvgIcon icon={ExportOutlined} className="menu-link-icon" />
                </a>
              </li>
            );
          return (
            <li key={key}>
              <Link className="side-menu-item" style={indent} to={item.path} aria-current={key === selected ? 'page' : undefined}>
                {icon}
                <span className="side-menu-label">{item.meta.title}</span>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

function AreaMenu({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => new Set(defaultOpenKeys(items, pathname, DETAIL_LISTS)));
  // The entry the page named (a draft: the drafts), else the one its address gives.
  const named = useNamedMenuEntry();
  const selected = selectedItem(items, named ?? pathname, DETAIL_LISTS);
  // The group holding the current page opens when a navigation reaches it (a link elsewhere on the page).
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    const missing = (selected?.parents ?? []).filter((p) => !open.has(p));
    if (missing.length) setOpen(new Set([...open, ...missing]));
  }
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <nav className="side-menu" aria-label={t('a11y.areaPages')} data-testid="side-menu">
      <Level items={items} depth={0} selected={selected?.key} open={open} toggle={toggle} />
    </nav>
  );
}

/** The side menu: the pages of the current business area, grouped as the server sends them. */
export function SideMenu() {
  const menu = useVisibleMenu();
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  // Remount per area so the default-open groups apply to each area's menu.
  return <AreaMenu key={area ?? 'none'} items={sideItemsOf(menu, area)} pathname={pathname} />;
}
