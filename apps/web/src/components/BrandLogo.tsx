import { useTranslation } from 'react-i18next';

/** The shield-and-check mark of the portal, with the app name beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="brand-mark">
      <path d="M16 2 4 6.5v8.8c0 7.4 5.1 13.5 12 14.7 6.9-1.2 12-7.3 12-14.7V6.5L16 2z" fill="#1457c9" />
      <path d="M16 2v28c6.9-1.2 12-7.3 12-14.7V6.5L16 2z" fill="#2f7bf0" />
      <path d="m10.5 16.2 3.9 3.9 7.4-7.6" fill="none" stroke="#fff" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BrandLogo({ tone = 'light', showCompany = false }: { tone?: 'light' | 'dark'; showCompany?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`brand-logo brand-logo-${tone}`}>
      <BrandMark />
      <span className="brand-logo-text">
        <span className="brand-logo-name">{t('common.appName')}</span>
        {showCompany && <span className="brand-logo-company">{t('common.company')}</span>}
      </span>
    </span>
  );
}
