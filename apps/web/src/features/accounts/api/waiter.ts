import { useQuery } from '@tanstack/react-query';
import type { Waiter } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /my-waiter: the customer's dedicated customer-service contact (null when none is assigned). */
export const useWaiter = (enabled: boolean) =>
  useQuery({ queryKey: ['myWaiter'], queryFn: ({ signal }) => http.get<Waiter | null>('/my-waiter', { signal }), enabled, staleTime: 600_000 });
