import { lazy, Suspense, useState } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import FolderOpenOutlined from '@ant-design/icons-svg/es/asn/FolderOpenOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GUEST_APPLICATIONS_PATH, IDENTITY_AGENCY, LOGIN_PATH, MEMBERS_PATH, VAULT_PATH } from '@tic/shared';
import { WithAntd } from '../../../app/antd';
import { MenuButton, type MenuButtonItem } from '../../../components/plain/MenuButton';
import { ConfirmDialog } from '../../../components/plain/PlainDialog';
import { SvgIcon } from '../../../components/SvgIcon';
import { clearSessionFlag } from '../../../lib/storage';
import { useMe } from '../api/me';
import { logout } from '../api/logout';
import { lazyChangePasswordDialog } from '../../accounts/lazy';

// Loaded when first asked for, with antd (issue 16: the signed-in shell's first load holds no antd and no account form).
const ChangePasswordDialog = lazy(lazyChangePasswordDialog);

/** The user menu of the header: account information, change password, log out (spec section 2). Plain elements. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  // A staff member's role in the reader's language beside the name (the chip read "陈晓 (受理)" in the English UI).
  const name = me.name?.trim() || me.username;
  const displayName = me.kind === 'staff' ? t('ux.nameWithRole', { name, role: t(`staff.role.${me.role}`) }) : name;
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  // Mounted from the first time it is opened on (then it keeps antd's closing animation).
  const [passwordAsked, setPasswordAsked] = useState(false);

  const items: MenuButtonItem[] = [
    { key: 'account', icon: UserOutlined, label: t('common.accountInfo'), testId: 'menu-account' },
    // Channel partners confirm their channel profile (issue 19).
    ...(me.identity === IDENTITY_AGENCY ? [{ key: 'channel', icon: SafetyCertificateOutlined, label: t('channel.menu'), testId: 'menu-channel-profile' }] : []),
    // The organisation's members, invitations and audit log (issue 30): every member may read the members.
    ...(me.kind === 'customer' ? [{ key: 'members', icon: TeamOutlined, label: t('organisation.web.menuMembers'), testId: 'menu-members' }] : []),
    // The applications the person helps another organisation with, as a guest (issue 30).
    ...(me.kind === 'customer' ? [{ key: 'guest', icon: ShareAltOutlined, label: t('guest.web.myGuestApplications'), testId: 'menu-guest' }] : []),
    // The organisation's document vault (issue 31): every member reads it.
    ...(me.kind === 'customer' ? [{ key: 'documents', icon: FolderOpenOutlined, label: t('route.vault'), testId: 'menu-documents' }] : []),
    { key: 'password', icon: LockOutlined, label: t('common.changePassword'), testId: 'menu-change-password' },
    { key: 'divider', divider: true },
    { key: 'logout', icon: LogoutOutlined, danger: true, label: t('common.logout'), testId: 'menu-logout' },
  ];

  const onSelect = (key: string) => {
    if (key === 'account') navigate('/myProfile');
    else if (key === 'channel') navigate('/myProfileInfo');
    else if (key === 'members') navigate(MEMBERS_PATH);
    else if (key === 'guest') navigate(GUEST_APPLICATIONS_PATH);
    else if (key === 'documents') navigate(VAULT_PATH);
    else if (key === 'password') {
      setPasswordAsked(true);
      setPasswordOpen(true);
    } else if (key === 'logout') setLogoutOpen(true);
  };

  const confirmLogout = async () => {
    // The server revokes the session and clears both cookies; the flag is dropped here too in case that call failed,
    // so the guard does not think a session still exists.
    await logout().catch(() => undefined);
    clearSessionFlag();
    setLogoutOpen(false);
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <>
      {/* On a phone the name is hidden and the avatar is an icon: the button keeps the name. */}
      <MenuButton items={items} onSelect={onSelect} label={displayName} className="header-action header-action-dark user-menu-trigger" testId="user-menu">
        <span className="user-avatar">{me.avatar ? <img src={me.avatar} alt="" /> : <SvgIcon icon={UserOutlined} />}</span>
        {/* dir="auto": a Latin name in the Arabic layout is cut at its end, not at its start. */}
        <span className="user-name" dir="auto">
          {displayName}
        </span>
        <SvgIcon icon={DownOutlined} className="user-caret" />
      </MenuButton>
      <ConfirmDialog
        open={logoutOpen}
        title={t('common.logoutConfirm')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onOk={confirmLogout}
        onCancel={() => setLogoutOpen(false)}
        okTestId="logout-confirm"
      />
      {passwordAsked && (
        <WithAntd>
          <Suspense fallback={null}>
            <ChangePasswordDialog me={me} open={passwordOpen} onClose={() => setPasswordOpen(false)} />
          </Suspense>
        </WithAntd>
      )}
    </>
  );
}
