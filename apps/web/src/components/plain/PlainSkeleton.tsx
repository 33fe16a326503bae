import { useTranslation } from 'react-i18next';

/**
 * A figure still loading: a grey bar the size of the figure, never a 0 or a dash that reads as data (issue 27).
 * Screen readers hear "Loading…" in place of the figure. Plain element: the workbench loads no antd (issue 16).
 */
export function PlainSkeleton({ width = '4em' }: { width?: string }) {
  const { t } = useTranslation();
  return (
    <span className="plain-skeleton" style={{ width }} role="status" data-testid="skeleton">
      <span className="plain-skeleton-text">{t('common.loading')}</span>
    </span>
  );
}
