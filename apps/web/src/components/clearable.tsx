import { useMemo } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * `allowClear` for antd's Input: its clear button holds only an icon, which the quiet-icons build plugin hides from
 * screen readers; this icon is labelled in the user's language, so the button keeps a name (axe button-name).
 */
export function useClearable() {
  const { t } = useTranslation();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('a11y.clear')} /> }), [t]);
}
