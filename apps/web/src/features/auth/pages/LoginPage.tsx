import { Button, Divider, Tabs, Tag } from 'antd';
import { ArrowLeftOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../system';
import { TermsDialog } from '../../content';
import { ForgotPassword } from '../../accounts';
import { QrLogin } from '../../accounts';
import { RegisterForm } from '../../accounts';
import { SmsLoginForm } from '../../accounts';
import { ThirdPartyButtons } from '../../accounts';
import { LoginHeading, LoginShell } from '../components/LoginShell';
import { PasswordLoginForm } from '../components/PasswordLoginForm';

type View = 'login' | 'register' | 'forgot';
const VIEWS: readonly View[] = ['login', 'register', 'forgot'];

/**
 * /login: every sign-in method as a tab (third-party providers as buttons below), and the register and forgot-password views. The view is
 * component state (opened from ?view= once): changing the URL of /login would run its guard, which
 * signs out and clears the cache each time.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const [params] = useSearchParams();
  const initial = params.get('view') as View | null;
  const [view, setView] = useState<View>(initial && VIEWS.includes(initial) ? initial : 'login');
  const [tab, setTab] = useState('password');
  const [termsOpen, setTermsOpen] = useState(false);
  const demoTag = config.data?.demo ? (
    <Tag color="gold" className="login-demo-tag">
      {t('common.demo')}
    </Tag>
  ) : null;
  const outboxLink = config.data?.demo ? (
    <Link to="/dev/outbox" target="_blank" className="login-outbox-link" data-testid="outbox-link">
      {t('accountsWeb.outboxLink')}
    </Link>
  ) : null;
  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined className="flip-rtl" />}
      onClick={() => setView('login')}
      className="login-back-button"
      data-testid="back-to-login-view"
    >
      {t('login.backToLogin')}
    </Button>
  );

  return (
    <LoginShell>
      {view === 'login' && (
        <>
          <LoginHeading title={t('login.welcome')} subtitle={t('login.subtitle')} extra={demoTag} />
          <Tabs
            className="login-tabs"
            activeKey={tab}
            onChange={setTab}
            // Only the open tab is mounted: the QR tab asks for a ticket and polls only while shown.
            destroyOnHidden
            items={[
              { key: 'password', label: <span data-testid="tab-password">{t('login.tabPassword')}</span>, children: <PasswordLoginForm /> },
              { key: 'sms', label: <span data-testid="tab-sms">{t('login.tabSms')}</span>, children: <SmsLoginForm /> },
              { key: 'qr', label: <span data-testid="tab-qr">{t('login.tabQr')}</span>, children: <QrLogin /> },
            ]}
          />
          <div className="login-links">
            <Button type="link" onClick={() => setView('forgot')} data-testid="login-forgot">
              {t('login.forgot')}
            </Button>
            <span>
              <span className="login-links-muted">{t('login.noAccount')}</span>
              <Button type="link" onClick={() => setView('register')} data-testid="login-register">
                {t('login.register')}
              </Button>
            </span>
          </div>
          <ThirdPartyButtons redirect={params.get('redirect') ?? undefined} />
          <Divider className="login-divider" />
          <div className="login-links">
            <Link to="/LoginChannel" className="login-channel-link" data-testid="login-channel">
              <TeamOutlined /> {t('login.channel')}
            </Link>
            <Link to="/verify" className="login-verify-link" data-testid="login-verify">
              <SafetyCertificateOutlined /> {t('trust.verify.fromLogin')}
            </Link>
            {outboxLink}
          </div>
        </>
      )}
      {view === 'register' && (
        <>
          <LoginHeading title={t('accountsWeb.registerTitle')} subtitle={t('accountsWeb.registerSubtitle')} extra={demoTag} />
          <RegisterForm onTerms={() => setTermsOpen(true)} />
          <div className="login-links">
            {back}
            {outboxLink}
          </div>
        </>
      )}
      {view === 'forgot' && (
        <>
          <LoginHeading title={t('accountsWeb.forgotTitle')} extra={demoTag} />
          <ForgotPassword onDone={() => setView('login')} />
          <div className="login-links">
            {back}
            {outboxLink}
          </div>
        </>
      )}
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </LoginShell>
  );
}
