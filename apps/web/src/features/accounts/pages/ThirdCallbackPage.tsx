import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@tic/shared';
import { isApiError } from '../../../lib/http';
import { hasSessionFlag } from '../../../lib/storage';
import { LoginHeading, LoginShell } from '../../auth';
import { afterLoginTarget } from '../../auth';
import { thirdLogin } from '../api/thirdParty';

const MY_PROFILE = '/myProfile';

/**
 * /login/third/callback: where the provider sends the browser back. Hands the whole URL (code, state, iss, or the
 * provider's error) to POST third/login once, then opens the page the sign-in started for, like the other methods.
 */
export default function ThirdCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  const [signedIn] = useState(hasSessionFlag);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const params = new URLSearchParams(window.location.search);
    // Opened without what a provider sends back: nothing to finish.
    if (!params.get('state')) {
      setError(t('accounts.thirdExpired'));
      return;
    }
    thirdLogin(window.location.href).then(
      (r) => navigate(afterLoginTarget(r.redirect), { replace: true }),
      (e: unknown) => setError(isApiError(e) && e.msg ? e.msg : t('accounts.thirdFailed')),
    );
  }, [navigate, t]);

  return (
    <LoginShell>
      <LoginHeading title={t('route.thirdCallback')} />
      <div className="third-callback" data-testid="third-callback">
        {error === null ? (
          <Spin size="large" description={t('accountsWeb.thirdSigningIn')} data-testid="third-callback-pending">
            <div className="third-callback-spin" />
          </Spin>
        ) : (
          <>
            <Alert type="error" showIcon title={t('accountsWeb.thirdFailedTitle')} description={error} data-testid="third-callback-error" />
            {/* Still signed in (a failed link from the profile): back there; else to the login page. */}
            <Link to={signedIn ? MY_PROFILE : LOGIN_PATH}>
              <Button type="primary" block size="large" icon={<ArrowLeftOutlined className="flip-rtl" />} data-testid="third-callback-back">
                {signedIn ? t('route.myProfile') : t('login.backToLogin')}
              </Button>
            </Link>
          </>
        )}
      </div>
    </LoginShell>
  );
}
