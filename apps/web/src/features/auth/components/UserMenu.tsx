import { lazy, Suspense, useState } from 'react';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { LockOutlined, LogoutOutlined, UserOutlined, DownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inHeader } from '../../../components/headerPopup';
import { IDENTITY_AGENCY, LOGIN_PATH } from '@tic/shared';
import { clearSessionFlag } from '../../../lib/storage';
import { useMe } from '../api/me';
import { logout } from '../api/logout';
import { lazyChangePasswordDialog } from '../../accounts/lazy';

// Loaded when first asked for (issue 16: the signed-in shell's first load holds none of the account forms).
const ChangePasswordDialog = lazy(lazyChangePasswordDialog);

/** The user dropdown of the header: account information, change password, log out (spec section 2). */
export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const me = useMe();
  const displayName = me.name?.trim() || me.username;

  const confirmLogout = () =>
    modal.confirm({
      title: t('common.logoutConfirm'),
      icon: <LogoutOutlined />,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' },
      onOk: async () => {
        // The server revokes the session and clears both cookies; the flag is dropped here too in
        // case that call failed, so the guard does not think a session still exists.
        await logout().catch(() => undefined);
        clearSessionFlag();
        navigate(LOGIN_PATH, { replace: true });
      },
    });

  const [passwordOpen, setPasswordOpen] = useState(false);
  // Mounted from the first time it is opened on (then it keeps antd's closing animation).
  const [passwordAsked, setPasswordAsked] = useState(false);
  const changePassword = () => {
    setPasswordAsked(true);
    setPasswordOpen(true);
  };

  const items: MenuProps['items'] = [
    { key: 'account', icon: <UserOutlined />, label: <span data-testid="menu-account">{t('common.accountInfo')}</span> },
    // Channel partners confirm their channel profile (issue 19).
    ...(me.identity === IDENTITY_AGENCY
      ? [{ key: 'channel', icon: <SafetyCertificateOutlined />, label: <span data-testid="menu-channel-profile">{t('channel.menu')}</span> }]
      : []),
    { key: 'password', icon: <LockOutlined />, label: <span data-testid="menu-change-password">{t('common.changePassword')}</span> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: <span data-testid="menu-logout">{t('common.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate('/myProfile');
    else if (key === 'channel') navigate('/myProfileInfo');
    else if (key === 'password') changePassword();
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" getPopupContainer={inHeader}>
        <Button
          type="text"
          className="header-action header-action-dark user-menu-trigger"
          data-testid="user-menu"
          // On a phone the name is hidden and the avatar is an icon: the button keeps the name (axe button-name).
          aria-label={displayName}
        >
          <Avatar size={28} src={me.avatar || undefined} icon={<UserOutlined />} className="user-avatar" />
          {/* dir="auto": a Latin name in the Arabic layout is cut at its end, not at its start. */}
          <span className="user-name" dir="auto">
            {displayName}
          </span>
          <DownOutlined className="user-caret" />
        </Button>
      </Dropdown>
      {passwordAsked && (
        <Suspense fallback={null}>
          <ChangePasswordDialog me={me} open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
