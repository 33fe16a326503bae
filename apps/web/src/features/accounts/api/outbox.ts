import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/api';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  text: string;
  created_at: string;
}

/** GET /dev/outbox: the latest codes and messages (demo mode only; 404 otherwise). */
export const useOutbox = () =>
  useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => http.get<OutboxMessage[]>('/dev/outbox', { signal }),
    refetchInterval: 3000,
  });
