import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Webhook, WebhookDelivery, WebhookEventType } from '@tic/shared';
import { http } from '../../../lib/api';

const KEY = ['webhooks'];
/** GET /webhooks: my endpoints (never their secrets). */
export const useWebhooks = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => http.get<Webhook[]>('/webhooks', { signal }) });

/** GET /webhooks/{id}/deliveries: newest first, with the answers. */
export const useWebhookDeliveries = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, id, 'deliveries'],
    enabled: id !== null,
    queryFn: ({ signal }) => http.get<Page<WebhookDelivery>>(`/webhooks/${id}/deliveries?per_page=20`, { signal }),
  });

export function useWebhookActions() {
  const qc = useQueryClient();
  const onSuccess = () => void qc.invalidateQueries({ queryKey: KEY });
  return {
    create: useMutation({
      mutationFn: (body: { url: string; description?: string; events: WebhookEventType[] }) => http.post<Webhook & { secret: string }>('/webhooks', body),
      onSuccess,
    }),
    setActive: useMutation({ mutationFn: ({ id, active }: { id: number; active: boolean }) => http.put<Webhook>(`/webhooks/${id}`, { active }), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => http.del<null>(`/webhooks/${id}`), onSuccess }),
    rotate: useMutation({ mutationFn: (id: number) => http.post<Webhook & { secret: string }>(`/webhooks/${id}/rotate-secret`), onSuccess }),
    ping: useMutation({ mutationFn: (id: number) => http.post<{ event_id: string }>(`/webhooks/${id}/ping`), onSuccess }),
  };
}
