import { useEffect, useState } from 'react';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainDialog } from '../../components/plain/PlainDialog';
import { SvgIcon } from '../../components/SvgIcon';
import { SideMenu } from '../../features/menu/components/SideMenu';
import { TopMenu } from '../../features/menu/components/TopMenu';

/**
 * On a phone (below 768 px, where the header has no room for the areas and the side menu is hidden) one button opens
 * a drawer holding the business areas and the current area's menu: a modal side sheet from the start edge (the left,
 * the right in Arabic). It closes on every navigation; Escape closes it and focus returns to the button.
 */
export function PhoneMenu({ withSide }: { withSide: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className="header-action header-action-dark phone-menu-button"
        aria-label={t('a11y.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="phone-menu"
      >
        <SvgIcon icon={MenuOutlined} />
      </button>
      <PlainDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('a11y.menu')}
        closeLabel={t('a11y.closeMenu')}
        sheet
        className="phone-menu-drawer"
        testId="phone-menu-drawer"
      >
        <nav aria-label={t('a11y.areas')}>
          <TopMenu mode="inline" />
        </nav>
        {withSide && <SideMenu />}
      </PlainDialog>
    </>
  );
}
