import { Button, Divider, Spin, Tag } from 'antd';
import { ArrowLeftOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../system';
import { lazyForgotPassword, lazyQrLogin, lazyRegisterForm, lazySmsLoginForm, lazyThirdPartyButtons } from '../../accounts/lazy';
import { lazyTermsDialog } from '../../content/lazy';
import { LightTabs } from '../../../components/LightTabs';
import { LoginHeading, LoginShell } from '../components/LoginShell';
import { PasswordLoginForm } from '../components/PasswordLoginForm';

// What the first view does not show loads when it is opened (issue 16: /login within 200 KB of JavaScript).
const TermsDialog = lazy(lazyTermsDialog);
const ForgotPassword = lazy(lazyForgotPassword);
const QrLogin = lazy(lazyQrLogin);
const RegisterForm = lazy(lazyRegisterForm);
const SmsLoginForm = lazy(lazySmsLoginForm);
// Nothing at all unless a provider is configured, and then only once the providers are fetched.
const ThirdPartyButtons = lazy(lazyThirdPartyButtons);

const later = (node: ReactNode) => <Suspense fallback={<Spin className="login-lazy-spin" />}>{node}</Suspense>;

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
          <LightTabs
            className="login-tabs"
            activeKey={tab}
            // Only the open tab is mounted: the QR tab asks for a ticket and polls only while shown.
            onChange={setTab}
            items={[
              { key: 'password', label: <span data-testid="tab-password">{t('login.tabPassword')}</span>, children: <PasswordLoginForm /> },
              { key: 'sms', label: <span data-testid="tab-sms">{t('login.tabSms')}</span>, children: later(<SmsLoginForm />) },
              { key: 'qr', label: <span data-testid="tab-qr">{t('login.tabQr')}</span>, children: later(<QrLogin />) },
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
          <Suspense fallback={null}>
            <ThirdPartyButtons redirect={params.get('redirect') ?? undefined} />
          </Suspense>
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
          {later(<RegisterForm onTerms={() => setTermsOpen(true)} />)}
          <div className="login-links">
            {back}
            {outboxLink}
          </div>
        </>
      )}
      {view === 'forgot' && (
        <>
          <LoginHeading title={t('accountsWeb.forgotTitle')} extra={demoTag} />
          {later(<ForgotPassword onDone={() => setView('login')} />)}
          <div className="login-links">
            {back}
            {outboxLink}
          </div>
        </>
      )}
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </LoginShell>
  );
}
