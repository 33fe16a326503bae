import { Alert } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@tic/shared';
import { LoginHeading, LoginShell } from '../components/LoginShell';
import { PasswordLoginForm } from '../components/PasswordLoginForm';

/** Channel partners (agencies) sign in with the same account form; the source tells the server. */
export default function LoginChannelPage() {
  const { t } = useTranslation();
  return (
    <LoginShell>
      <LoginHeading title={t('login.channel')} subtitle={t('login.subtitle')} />
      <Alert type="info" showIcon title={t('login.channelHint')} className="login-hint" />
      <PasswordLoginForm websiteSource="channel" />
      <div className="login-links">
        <Link to={LOGIN_PATH} className="login-back-link">
          <ArrowLeftOutlined className="flip-rtl" /> {t('login.backToLogin')}
        </Link>
        <Link to="/RegisteredChannel">{t('login.register')}</Link>
      </div>
    </LoginShell>
  );
}
