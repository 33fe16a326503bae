/**
 * antd's provider (locale, direction, theme) and its contextual message API, loaded with the first screen that uses
 * antd: the signed-in shells, the public pages other than /login, and the parts of /login opened later (issue 16).
 * Only loaded through app/antd.tsx.
 */
import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { Outlet } from 'react-router';
import type { Locale } from '@tic/shared';
import { currentLang, directionOf } from '../lib/i18n';
import { registerMessageApi } from '../lib/notify';
import { usePrefersReducedMotion } from '../lib/reducedMotion';
import { startAutoDirection } from '../lib/autoDirection';
import { startScrollRegions } from '../lib/scrollRegions';
import { themeFor } from './theme';

// antd locales from antd/es/...: the antd/locale/... path silently stays English with Vite 8.
const ANTD_LOCALES: Record<Locale, () => Promise<AntdLocale | undefined>> = {
  zh_CN: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  ar: () => import('antd/es/locale/ar_EG').then((m) => m.default),
};
let antdLocale: AntdLocale | undefined;

/** antd's texts (pagination, pickers, empty states…) in the page's language; the language is fixed for a page load. */
export async function loadAntdLocale(lang: Locale): Promise<void> {
  antdLocale = await ANTD_LOCALES[lang]();
}

/** Hands antd's contextual message API (RTL- and theme-aware) to the HTTP client while it is mounted. */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

export function AntdScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  // Every text field under antd (inputs, textareas, Select searches, pickers, table cells) follows its content.
  useEffect(() => startAutoDirection(), []);
  // Every table's scroll box is a named, keyboard-focusable region.
  const tableName = t('ux.tableRegion');
  useEffect(() => startScrollRegions(tableName), [tableName]);
  return (
    <ConfigProvider
      locale={antdLocale}
      direction={directionOf(currentLang())}
      theme={themeFor(reducedMotion)}
      // No auto space between two CJK characters in buttons ("登 录"): current Chinese UIs do not use it.
      button={{ autoInsertSpace: false }}
      // Icons are hidden from screen readers unless labelled (build/quietIcons.ts): the search fields' icon-only
      // button is named by its icon's label, in the user's language.
      inputSearch={{ searchIcon: <SearchOutlined aria-label={t('a11y.search')} /> }}
    >
      <AntApp>
        <MessageBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** The layout route around every page that uses antd. */
export function AntdLayout() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
