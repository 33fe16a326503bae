import { Button, Result } from 'antd';
import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@tic/shared';
import { LoginHeading, LoginShell } from '../components/LoginShell';

/** Channel-partner registration: opens with the accounts release; until then it says whom to contact. */
export default function RegisteredChannelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <LoginShell>
      <LoginHeading title={t('route.registeredChannel')} />
      <Result
        className="login-result"
        icon={<TeamOutlined className="login-result-icon" />}
        subTitle={t('login.registerChannelHint')}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined className="flip-rtl" />} onClick={() => navigate(LOGIN_PATH)} data-testid="back-to-login">
            {t('login.backToLogin')}
          </Button>
        }
      />
    </LoginShell>
  );
}
