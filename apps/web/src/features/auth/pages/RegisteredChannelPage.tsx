import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@tic/shared';
import { TermsDialog } from '../../content';
import { RegisterForm } from '../../accounts';
import { LoginHeading, LoginShell } from '../components/LoginShell';

/** /RegisteredChannel: a channel partner (agency, channel type company or personal) registers (POST /customer). */
export default function RegisteredChannelPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <LoginShell>
      <LoginHeading title={t('route.registeredChannel')} subtitle={t('login.channelHint')} />
      <RegisterForm channel onTerms={() => setTermsOpen(true)} />
      <div className="login-links">
        <Button
          type="link"
          icon={<ArrowLeftOutlined className="flip-rtl" />}
          onClick={() => navigate(LOGIN_PATH)}
          className="login-back-button"
          data-testid="back-to-login"
        >
          {t('login.backToLogin')}
        </Button>
      </div>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </LoginShell>
  );
}
