import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@tic/shared';
import { isApiError } from '../../../lib/http';

/**
 * What the two invitation pages (to an organisation, to one application as a guest) share: the link that no longer
 * opens, and the way to sign in or register and come back. `testId` names the page's elements (invitation | guest-invitation).
 */
export function InvitationGone({ error, signedIn, testId }: { error: unknown; signedIn: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type="warning"
        showIcon
        // An expired or used invitation is refused (400) with its reason in the user's language; an unknown one is 404.
        title={isApiError(error) && error.status === 400 ? error.msg : t('organisation.web.invitationGone')}
        description={t('organisation.web.invitationGoneHint')}
        data-testid={`${testId}-gone`}
      />
      <div className="login-links">
        <Link to={signedIn ? HOME_PATH : LOGIN_PATH}>{signedIn ? t('organisation.web.toWorkbench') : t('route.login')}</Link>
      </div>
    </>
  );
}

export function InvitationSignIn({ to, testId }: { to: (view: 'login' | 'register') => string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <p className="invitation-hint">{t('organisation.web.signInHint')}</p>
      <Space orientation="vertical" className="invitation-actions">
        <Button type="primary" block size="large" onClick={() => navigate(to('login'))} data-testid={`${testId}-sign-in`}>
          {t('organisation.web.signIn')}
        </Button>
        <Button block size="large" onClick={() => navigate(to('register'))} data-testid={`${testId}-register`}>
          {t('organisation.web.register')}
        </Button>
      </Space>
    </>
  );
}
