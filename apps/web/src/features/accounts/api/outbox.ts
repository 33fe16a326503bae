import { useQuery } from '@tanstack/react-query';
import { DEV_OUTBOX_PATH, type OutboxMessage } from '@tic/shared';
import { http } from '../../../lib/api';

export type { OutboxMessage };

/** GET /dev/outbox: the latest codes and messages (demo mode only; 404 otherwise). */
export const useOutbox = () =>
  useQuery({ queryKey: ['dev', 'outbox'], queryFn: ({ signal }) => http.get<OutboxMessage[]>(DEV_OUTBOX_PATH, { signal }), refetchInterval: 3000 });
