import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CancellationPreview } from '@tic/shared';
import { http } from '../../lib/api';

/**
 * What cancelling now would do with the money (issue 28), in the dialog before the customer confirms: GET
 * /kenya/rfc/{id}/cancel/preview answers with the line's rule (free before the cutoff, the full fee after, what
 * becomes credit) in sentences of the caller's language. Nothing is shown for a draft (it has no money yet).
 */
export function CancellationPreviewNote({ id, enabled }: { id: number; enabled: boolean }) {
  const { i18n } = useTranslation();
  const preview = useQuery({
    queryKey: ['cancel-preview', id, i18n.language],
    queryFn: () => http.get<CancellationPreview>(`/kenya/rfc/${id}/cancel/preview`, { silent: true }),
    enabled,
    staleTime: 0,
  });
  if (!enabled) return null;
  if (preview.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (!preview.data || preview.data.messages.length === 0) return null;
  const late = preview.data.money.some((m) => Number(m.kept) > 0);
  return (
    <Alert
      type={late ? 'warning' : 'info'}
      showIcon
      className="cancel-preview"
      data-testid="cancel-preview"
      message={
        <ul>
          {preview.data.messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      }
    />
  );
}
