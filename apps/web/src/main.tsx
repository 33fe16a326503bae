/**
 * Boot order matters: the once-per-tab reload of spec section 2 happens before anything renders,
 * and the language (LANG, else the browser's languages, else the server's default) must be known before the first text.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './styles/base.css';
import './styles/plain.css';
import './styles/shell.css';
import './styles/login.css';
import './styles/workbench.css';
import './styles/notices.css';
import './styles/forms.css';
import './styles/accounts.css';
import './styles/applications.css';
import './styles/certificates.css';
import './styles/directory.css';
import './styles/detail.css';
import './styles/phone.css';
import './styles/staff.css';
import { App } from './app/App';
import { reloadOnceAfterLoad } from './app/reload';
import { queryClient } from './app/queryClient';
import { createAppRouter, preloadRoute } from './app/router';
import { startBootstrap } from './app/loader';
import { configQuery } from './features/system/api/config';
import { browserLang } from './lib/browserLang';
import { FALLBACK_LANG, initI18n } from './lib/i18n';
import { isLocale, readStoredLang, session } from './lib/storage';

async function boot(): Promise<void> {
  if (reloadOnceAfterLoad(window.location.pathname, session, () => window.location.reload())) return;
  const { pathname } = window.location;
  // The stored choice, else the browser's languages (first visit), else the server's default.
  let lang = readStoredLang() ?? browserLang(navigator.languages);
  if (!lang) {
    preloadRoute(pathname);
    const config = await queryClient.fetchQuery(configQuery).catch(() => null);
    lang = isLocale(config?.default_lang) ? config.default_lang : FALLBACK_LANG;
  }
  // The language's catalogue is asked for first (the page waits for it), then, beside it, the first page's modules and
  // the guard's data calls (they carry the language, set at once by initI18n): none of them waits for another.
  const i18nReady = initI18n(lang);
  preloadRoute(pathname);
  startBootstrap(pathname);
  await i18nReady;
  const router = createAppRouter();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void boot();
