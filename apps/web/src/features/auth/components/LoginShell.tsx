import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_AREAS } from '@tic/shared';
import { BrandLogo } from '../../../components/BrandLogo';
import { LangSwitch } from '../../../components/LangSwitch';
import { PlainIcon } from '../../../components/PlainIcon';

const YEAR = new Date().getFullYear();

/** The frame of the sign-in pages: brand panel beside the form, language switch at the top. Plain React (no antd: /login, issue 16). */
export function LoginShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const features = ['featureApply', 'featureTrack', 'featureDownload'] as const;
  return (
    <div className="login-page">
      <div className="login-topbar">
        {/* No session here: the choice is only stored locally (LANG) before the reload. */}
        <LangSwitch tone="light" />
      </div>
      <main className="login-card">
        <aside className="login-brand">
          <BrandLogo tone="dark" showCompany />
          <div className="login-brand-body">
            <h1 className="login-brand-title">{t('login.brandTitle')}</h1>
            <p className="login-brand-desc">{t('login.brandDesc')}</p>
            <ul className="login-features">
              {features.map((f) => (
                <li key={f}>
                  <PlainIcon name="checkCircle" className="login-feature-icon" />
                  <span>{t(`login.${f}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="login-areas">
            {BUSINESS_AREAS.map((a) => (
              <span key={a} className="login-area-chip">
                {t(`area.${a}`)}
              </span>
            ))}
          </div>
        </aside>
        <section className="login-form-panel">{children}</section>
      </main>
      <footer className="login-footer">
        © {YEAR} {t('common.appName')} · {t('common.company')}
      </footer>
    </div>
  );
}

/** Title block at the top of the form panel. */
export function LoginHeading({ title, subtitle, extra }: { title: string; subtitle?: string; extra?: ReactNode }) {
  return (
    <div className="login-heading">
      <h2 className="login-heading-title">
        {title}
        {extra}
      </h2>
      {subtitle && <p className="login-heading-subtitle">{subtitle}</p>}
    </div>
  );
}
