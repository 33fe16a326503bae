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
import './styles/detail.css';
import './styles/phone.css';
import './styles/staff.css';
import { App } from './app/App';
import { reloadOnceAfterLoad } from './app/reload';
import { queryClient } from './app/queryClient';
import { createAppRouter, preloadRoute } from './app/router';
import { configQuery } from './features/system/api/config';
import { browserLang } from './lib/browserLang';
import { FALLBACK_LANG, initI18n } from './lib/i18n';
import { isLocale, readStoredLang, session } from './lib/storage';

async function boot(): Promise<void> {
  if (reloadOnceAfterLoad(window.location.pathname, session, () => window.location.reload())) return;
  // The first page's modules load beside the language's catalogue, not after it.
  preloadRoute(window.location.pathname);

  // The stored choice, else the browser's languages (first visit), else the server's default.
  let lang = readStoredLang() ?? browserLang(navigator.languages);
  if (!lang) {
    const config = await queryClient.fetchQuery(configQuery).catch(() => null);
    lang = isLocale(config?.default_lang) ? config.default_lang : FALLBACK_LANG;
  }
  await initI18n(lang);
  const router = createAppRouter();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void boot();
