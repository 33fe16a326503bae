import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WithAntd } from '../../../app/antd';
import { LightTabs } from '../../../components/LightTabs';
import { PlainIcon } from '../../../components/PlainIcon';
import { useConfig } from '../../system';
import { lazyForgotPassword, lazyQrLogin, lazyRegisterForm, lazySmsLoginForm, lazyThirdPartyButtons } from '../../accounts/lazy';
import { lazyTermsDialog } from '../../content/lazy';
import { LoginHeading, LoginShell } from '../components/LoginShell';
import { PasswordLoginForm } from '../components/PasswordLoginForm';

// What the first view does not show loads when it is opened, antd with it (issue 16: /login within 200 KB of
// JavaScript; the first view is plain React).
const TermsDialog = lazy(lazyTermsDialog);
const ForgotPassword = lazy(lazyForgotPassword);
const QrLogin = lazy(lazyQrLogin);
const RegisterForm = lazy(lazyRegisterForm);
const SmsLoginForm = lazy(lazySmsLoginForm);
// Plain too; nothing at all unless a provider is configured, and then only once the providers are fetched.
const ThirdPartyButtons = lazy(lazyThirdPartyButtons);

const spinner = (
  <div className="login-lazy-spin" aria-busy="true">
    <span className="plain-spinner" />
  </div>
);
/** A part of /login drawn with antd: loads with antd's provider when it is opened. */
const later = (node: ReactNode) => (
  <WithAntd fallback={spinner}>
    <Suspense fallback={spinner}>{node}</Suspense>
  </WithAntd>
);

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
  const demoTag = config.data?.demo ? <span className="login-demo-tag">{t('common.demo')}</span> : null;
  const outboxLink = config.data?.demo ? (
    <Link to="/dev/outbox" target="_blank" className="login-outbox-link" data-testid="outbox-link">
      {t('accountsWeb.outboxLink')}
    </Link>
  ) : null;
  const back = (
    <button type="button" onClick={() => setView('login')} className="plain-link-button login-back-button" data-testid="back-to-login-view">
      <PlainIcon name="arrowLeft" className="flip-rtl" />
      <span>{t('login.backToLogin')}</span>
    </button>
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
            <button type="button" className="plain-link-button" onClick={() => setView('forgot')} data-testid="login-forgot">
              {t('login.forgot')}
            </button>
            <span>
              <span className="login-links-muted">{t('login.noAccount')}</span>
              <button type="button" className="plain-link-button" onClick={() => setView('register')} data-testid="login-register">
                {t('login.register')}
              </button>
            </span>
          </div>
          <Suspense fallback={null}>
            <ThirdPartyButtons redirect={params.get('redirect') ?? undefined} />
          </Suspense>
          <hr className="login-divider" />
          <div className="login-links">
            <Link to="/LoginChannel" className="login-channel-link" data-testid="login-channel">
              <PlainIcon name="team" /> {t('login.channel')}
            </Link>
            <Link to="/verify" className="login-verify-link" data-testid="login-verify">
              <PlainIcon name="safetyCertificate" /> {t('trust.verify.fromLogin')}
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
        <WithAntd>
          <Suspense fallback={null}>
            <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
          </Suspense>
        </WithAntd>
      )}
    </LoginShell>
  );
}
