import { Menu, type MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useVisibleMenu } from '../api/menu';
import { areaItems, areaKey, areaLanding, areaOfPath } from '../lib/menuModel';

/** The business areas along the header, in the server's order and language. */
export function TopMenu({ mode = 'horizontal' }: { mode?: 'horizontal' | 'inline' }) {
  const { t } = useTranslation();
  const menu = useVisibleMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const areas = areaItems(menu);
  const current = areaOfPath(pathname);

  const items: MenuProps['items'] = areas.map((item) => ({
    key: areaKey(item) ?? item.name,
    label: <span data-testid={`area-${areaKey(item) ?? item.name}`}>{item.meta.title}</span>,
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = areas.find((a) => (areaKey(a) ?? a.name) === key);
    if (!item) return;
    if (item.meta.type === 'link') window.open(item.path, '_blank', 'noopener,noreferrer');
    else navigate(areaLanding(item));
  };

  return (
    <Menu
      theme={mode === 'horizontal' ? 'dark' : 'light'}
      mode={mode}
      className={mode === 'horizontal' ? 'top-menu' : 'top-menu-inline'}
      items={items}
      // The overflow item of a narrow header holds only an icon: labelled, it keeps a name (axe aria-command-name).
      overflowedIndicator={<EllipsisOutlined aria-label={t('a11y.moreAreas')} />}
      selectedKeys={current ? [current] : []}
      onClick={onClick}
      data-testid={mode === 'horizontal' ? 'top-menu' : 'top-menu-inline'}
    />
  );
}
