import { useTranslation } from 'react-i18next';

/** The id of the main content region the skip link jumps to. */
export const MAIN_ID = 'main-content';

/** First focusable element of a signed-in page: jumps past the header and menus to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('a11y.skipToContent')}
    </a>
  );
}
