import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@tic/shared';
import { currentLang } from '../lib/i18n';
import { storeLang } from '../lib/storage';

interface Props {
  /** Tells the server (logged in only); the switch goes ahead even if that call fails. */
  persist?: (lang: Locale) => Promise<unknown>;
  tone?: 'light' | 'dark';
}

/**
 * Language dropdown: stores LANG and reloads, because the menu titles, dictionaries and antd's
 * locale are all loaded in the page's language.
 */
export function LangSwitch({ persist, tone = 'light' }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const lang = currentLang();

  const items: MenuProps['items'] = LOCALES.map((l) => ({
    key: l,
    label: (
      <span data-testid={`lang-${l}`} lang={l === 'zh_CN' ? 'zh-CN' : l}>
        {t(`lang.${l}`)}
      </span>
    ),
  }));

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    const next = key as Locale;
    if (next === lang) return;
    setBusy(true);
    if (persist) await persist(next).catch(() => undefined);
    storeLang(next);
    window.location.reload();
  };

  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [lang] }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        className={`header-action header-action-${tone}`}
        icon={<GlobalOutlined />}
        loading={busy}
        data-testid="lang-switch"
        aria-label={t('a11y.languageButton', { lang: t(`lang.${lang}`) })}
      >
        <span className="lang-switch-label">{t(`lang.${lang}`)}</span>
      </Button>
    </Dropdown>
  );
}
