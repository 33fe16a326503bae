import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GUEST_APPLICATIONS_PATH, type UserInfo } from '@tic/shared';
import { ConfirmDialog } from '../../../components/plain/PlainDialog';

const MY_PROFILE = '/myProfile';
/** Asked once per tab, not on every page of the session. */
const SHOWN_KEY = 'tic.profileControlShown';

/** GET /me's is_control = 1: the profile dialog opens after sign-in and leads to /myProfile (spec section 4). */
export function ProfileControl({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // A guest helping another organisation with one application (issue 30) is not applying: not asked on those pages.
    if (me.is_control !== 1 || pathname === MY_PROFILE || pathname.startsWith(GUEST_APPLICATIONS_PATH) || sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
    setOpen(true);
  }, [me.is_control, pathname]);
  return (
    <ConfirmDialog
      open={open}
      title={t('accountsWeb.profileControlTitle')}
      content={<p>{t('accountsWeb.profileControlDesc')}</p>}
      okText={t('accountsWeb.profileControlGo')}
      cancelText={t('common.cancel')}
      okTestId="profile-control-go"
      cancelTestId="profile-control-later"
      onOk={() => {
        setOpen(false);
        navigate(MY_PROFILE);
      }}
      onCancel={() => setOpen(false)}
    />
  );
}
