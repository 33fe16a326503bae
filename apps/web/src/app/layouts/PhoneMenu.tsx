import { useEffect, useState } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { TopMenu } from '../../features/menu/components/TopMenu';
import { currentLang, isRtl } from '../../lib/i18n';

/**
 * On a phone (below 768 px, where the header has no room for the areas and the side menu is hidden)
 * one button opens a drawer holding the business areas and the current area's menu. It closes on
 * every navigation; Escape closes it and focus returns to the button (antd Drawer).
 */
export function PhoneMenu({ withSide }: { withSide: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        type="text"
        className="header-action header-action-dark phone-menu-button"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('a11y.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="phone-menu"
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement={isRtl(currentLang()) ? 'right' : 'left'}
        size={300}
        title={t('a11y.menu')}
        className="phone-menu-drawer"
        data-testid="phone-menu-drawer"
      >
        <nav aria-label={t('a11y.menu')}>
          <TopMenu mode="inline" />
          {withSide && <SideMenu />}
        </nav>
      </Drawer>
    </>
  );
}
