import { Menu, type MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { menuTarget, type MenuItem } from '@tic/shared';
import { useVisibleMenu } from '../api/menu';
import { areaOfPath, defaultOpenKeys, findByKey, itemKey, selectedItem, sideItemsOf } from '../lib/menuModel';
import { menuIcon } from './menuIcons';

type AntItem = Required<MenuProps>['items'][number];

function toAntItems(items: readonly MenuItem[], depth: number, go: (to: string) => void): AntItem[] {
  return (
    items
      // A group whose pages are all hidden would be an empty fold: leave it out.
      .filter((item) => item.meta.type !== 'group' || item.children.length > 0)
      .map((item): AntItem => {
        const icon = depth === 0 ? menuIcon(item) : undefined;
        if (item.children.length > 0) {
          const target = menuTarget(item);
          return {
            key: itemKey(item),
            icon,
            label: item.meta.title,
            children: toAntItems(item.children, depth + 1, go),
            // A group with a redirect leads there when its title is clicked (spec section 2).
            onTitleClick: target.kind === 'route' ? () => go(target.to) : undefined,
          };
        }
        if (item.meta.type === 'link') {
          return {
            key: itemKey(item),
            icon,
            label: (
              <span className="menu-link-label">
                {item.meta.title}
                <ExportOutlined className="menu-link-icon" />
              </span>
            ),
          };
        }
        return { key: itemKey(item), icon, label: item.meta.title };
      })
  );
}

/** The side menu: the pages of the current business area, grouped as the server sends them. */
export function SideMenu() {
  const menu = useVisibleMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const items = sideItemsOf(menu, area);
  const selected = selectedItem(items, pathname);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findByKey(items, key);
    if (!item) return;
    const target = menuTarget(item);
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'route') navigate(target.to);
  };

  return (
    <Menu
      // Remount per area so the default-open groups apply to each area's menu.
      key={area ?? 'none'}
      mode="inline"
      className="side-menu"
      items={toAntItems(items, 0, (to) => navigate(to))}
      selectedKeys={selected ? [selected.key] : []}
      defaultOpenKeys={defaultOpenKeys(items, pathname)}
      onClick={onClick}
      data-testid="side-menu"
    />
  );
}
