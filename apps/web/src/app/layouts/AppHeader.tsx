import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@tic/shared';
import { BrandLogo } from '../../components/BrandLogo';
import { LangSwitch } from '../../components/LangSwitch';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { useMe } from '../../features/auth/api/me';
import { WaiterButton } from '../../features/accounts/components/WaiterButton';
import { ProfileControl } from '../../features/accounts/components/ProfileControl';
import { HeaderNotices } from '../../features/notices/components/HeaderNotices';
import { switchLang } from '../../features/auth/api/switchLang';
import { TopMenu } from '../../features/menu/components/TopMenu';
import { ResourcesMenu } from '../../features/content/components/ResourcesMenu';
import { OrganisationSwitch } from '../../features/organisations/components/OrganisationSwitch';
import { PhoneMenu } from './PhoneMenu';

/**
 * Header of every signed-in page: brand, business areas, language, notices and the user. Plain elements and CSS, like
 * /login's shell (issue 16: a signed-in page loads no antd until a screen or a dialog of it needs antd).
 */
export function AppHeader({ withSide = false }: { withSide?: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <header className="app-header">
      <PhoneMenu withSide={withSide} />
      {/* Named for screen readers: on a phone the brand's text is hidden and only the mark shows. */}
      <Link to={HOME_PATH} className="app-header-brand" aria-label={t('common.appName')}>
        <BrandLogo tone="dark" />
      </Link>
      <nav className="app-header-nav" aria-label={t('a11y.areas')}>
        <TopMenu />
      </nav>
      <div className="app-header-actions">
        {/* Staff belong to no organisation: only a customer's header asks for them (issue 30). */}
        {me.kind === 'customer' && <OrganisationSwitch />}
        <ResourcesMenu />
        <WaiterButton me={me} />
        {/* Signed in here, so the server is told too (it answers in that language from now on). */}
        <LangSwitch tone="dark" persist={switchLang} />
        <HeaderNotices />
        <UserMenu />
        <ProfileControl me={me} />
      </div>
    </header>
  );
}
