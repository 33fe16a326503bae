/**
 * The boot shells of index.html (apps/web/build/bootShell.ts), rendered by the web build in Node from the app's own
 * components, once per language: /login's first view exactly as the app first draws it (its page, with no
 * configuration loaded yet), and a workbench's frame (the header, the side menu's place, the page header with the
 * greeting still loading, the intro and the area's tag: the user's name and the counts come from the server).
 * Drawn with the app's own classes and stylesheet, so what the app draws in its place lies where the shell lay.
 */
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BUSINESS_AREAS, catalogues, LOCALES, LOGIN_PATH, type Locale, type Messages } from '@tic/shared';
import { BrandLogo } from '../components/BrandLogo';
import { PageHeader } from '../components/PageHeader';
import { PlainSkeleton } from '../components/plain/PlainSkeleton';
import { PlainTag } from '../components/plain/PlainTag';
import { SvgIcon } from '../components/SvgIcon';
import LoginPage from '../features/auth/pages/LoginPage';
import { currentLang, languageOptions, setCurrentLang } from '../lib/i18n';

/** The workbench's frame; the tag of each area is there, the head script's `data-tic-area` shows the page's. */
function WorkbenchShell({ t }: { t: (key: string) => string }) {
  return (
    <div className="app-shell">
      <header className="app-header">
        <span className="header-action header-action-dark phone-menu-button">
          <SvgIcon icon={MenuOutlined} />
        </span>
        <span className="app-header-brand">
          <BrandLogo tone="dark" />
        </span>
        <span className="app-header-nav" />
      </header>
      <div className="app-body">
        <div className="app-sider" />
        <div className="app-content">
          <div className="page">
            <PageHeader
              title={<PlainSkeleton width="8em" />}
              subtitle={t('workbench.intro')}
              extra={BUSINESS_AREAS.map((a) => (
                <span key={a} data-boot-area={a}>
                  <PlainTag className="wb-area-tag">{t(`area.${a}`)}</PlainTag>
                </span>
              ))}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

export type BootPage = 'login' | 'workbench';

/** The static markup of each boot shell in `lang`, from that language's catalogue. */
export async function renderBootShells(lang: Locale, messages: Messages): Promise<Record<BootPage, string>> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [lang]: { translation: messages } },
    lng: lang,
    fallbackLng: false,
    ...languageOptions(lang),
    showSupportNotice: false,
  });
  // The language switch shows the language in use (lib/i18n's own), as it does in the page; given back after rendering.
  const before = currentLang();
  setCurrentLang(lang);
  try {
    return renderWith(i18n);
  } finally {
    setCurrentLang(before);
  }
}

function renderWith(i18n: ReturnType<typeof createInstance>): Record<BootPage, string> {
  const queryClient = new QueryClient();
  const router = createMemoryRouter([{ path: LOGIN_PATH, Component: LoginPage }], { initialEntries: [LOGIN_PATH] });
  const render = (node: ReactNode) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
      </I18nextProvider>,
    );
  return {
    login: render(
      <div className="public-layout">
        <RouterProvider router={router} />
      </div>,
    ),
    workbench: render(<WorkbenchShell t={(key) => i18n.t(key)} />),
  };
}

/** Every language's shells, for the web build (build/bootShell.ts). */
export async function renderAllBootShells(): Promise<Record<Locale, Record<BootPage, string>>> {
  const out = {} as Record<Locale, Record<BootPage, string>>;
  // One language after the other: lib/i18n's language in use is set for each.
  for (const lang of LOCALES) out[lang] = await renderBootShells(lang, catalogues[lang] as Messages);
  return out;
}
