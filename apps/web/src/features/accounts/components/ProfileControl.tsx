import { useEffect } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@tic/shared';

const MY_PROFILE = '/myProfile';
/** Asked once per tab, not on every page of the session. */
const SHOWN_KEY = 'tic.profileControlShown';

/** GET /me's is_control = 1: the profile dialog opens after sign-in and leads to /myProfile (spec section 4). */
export function ProfileControl({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (me.is_control !== 1 || pathname === MY_PROFILE || sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
    modal.confirm({
      title: t('accountsWeb.profileControlTitle'),
      content: t('accountsWeb.profileControlDesc'),
      okText: t('accountsWeb.profileControlGo'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'profile-control-go' } as Record<string, string>,
      cancelButtonProps: { 'data-testid': 'profile-control-later' } as Record<string, string>,
      onOk: () => navigate(MY_PROFILE),
    });
  }, [me.is_control, pathname, modal, navigate, t]);
  return null;
}
