import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@tic/shared';
import { currentLang } from '../lib/i18n';
import { storeLang } from '../lib/storage';

interface Props {
  /** Tells the server (logged in only); the switch goes ahead even if that call fails. */
  persist?: (lang: Locale) => Promise<unknown>;
  tone?: 'light' | 'dark';
}

/** The globe, drawn here so the switch needs neither antd nor its icons (it is on /login: issue 16's budget). */
function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
    </svg>
  );
}

/**
 * Language switch (a disclosure: the button opens the list of languages, Escape or a click elsewhere closes it):
 * stores LANG and reloads, because the menu titles, dictionaries, the catalogue and antd's locale are all loaded
 * in the page's language.
 */
export function LangSwitch({ persist, tone = 'light' }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const lang = currentLang();

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const choose = async (next: Locale) => {
    setOpen(false);
    if (next === lang) return;
    setBusy(true);
    if (persist) await persist(next).catch(() => undefined);
    storeLang(next);
    window.location.reload();
  };

  return (
    <div
      className="lang-switch"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={`header-action header-action-${tone} lang-switch-button`}
        data-testid="lang-switch"
        aria-expanded={open}
        aria-busy={busy}
        disabled={busy}
        aria-label={t('a11y.languageButton', { lang: t(`lang.${lang}`) })}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon />
        <span className="lang-switch-label">{t(`lang.${lang}`)}</span>
      </button>
      {open && (
        <ul className="lang-switch-list">
          {LOCALES.map((l) => (
            <li key={l}>
              <button
                type="button"
                className="lang-switch-option"
                aria-current={l === lang ? 'true' : undefined}
                data-testid={`lang-${l}`}
                lang={l === 'zh_CN' ? 'zh-CN' : l}
                onClick={() => void choose(l)}
              >
                {t(`lang.${l}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
