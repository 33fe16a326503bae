import { Alert, App, Button, Divider, Tabs, Tag } from 'antd';
import { AlipayCircleOutlined, MessageOutlined, QrcodeOutlined, TeamOutlined, WechatOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../system/api/config';
import { TermsDialog } from '../../content/components/TermsDialog';
import { LoginHeading, LoginShell } from '../components/LoginShell';
import { PasswordLoginForm } from '../components/PasswordLoginForm';

/** A sign-in method of the spec that the accounts release brings: said plainly, no dead form. */
function NotAvailable({ icon }: { icon: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-unavailable">
      <div className="login-unavailable-icon">{icon}</div>
      <Alert type="info" showIcon title={t('login.notAvailable')} />
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const config = useConfig();
  const [termsOpen, setTermsOpen] = useState(false);

  const showNotAvailable = (title: string) => modal.info({ title, content: t('login.notAvailable'), okText: t('common.ok') });

  return (
    <LoginShell>
      <LoginHeading
        title={t('login.welcome')}
        subtitle={t('login.subtitle')}
        extra={config.data?.demo ? <Tag color="gold" className="login-demo-tag">{t('common.demo')}</Tag> : null}
      />
      <Tabs
        className="login-tabs"
        items={[
          { key: 'password', label: t('login.tabPassword'), children: <PasswordLoginForm /> },
          { key: 'sms', label: t('login.tabSms'), children: <NotAvailable icon={<MessageOutlined />} /> },
          { key: 'qr', label: t('login.tabQr'), children: <NotAvailable icon={<QrcodeOutlined />} /> },
          {
            key: 'third',
            label: t('login.tabThird'),
            children: (
              <NotAvailable
                icon={
                  <span className="login-third-icons">
                    <WechatOutlined />
                    <AlipayCircleOutlined />
                  </span>
                }
              />
            ),
          },
        ]}
      />
      <div className="login-links">
        <Button type="link" onClick={() => showNotAvailable(t('login.forgot'))} data-testid="login-forgot">
          {t('login.forgot')}
        </Button>
        <span>
          <span className="login-links-muted">{t('login.noAccount')}</span>
          <Button type="link" onClick={() => setTermsOpen(true)} data-testid="login-register">
            {t('login.register')}
          </Button>
        </span>
      </div>
      <Divider className="login-divider" />
      <Link to="/LoginChannel" className="login-channel-link" data-testid="login-channel">
        <TeamOutlined /> {t('login.channel')}
      </Link>
      {/* Registration opens with the accounts release; its terms are already readable here. */}
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </LoginShell>
  );
}
