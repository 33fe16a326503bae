import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Quotation, Refund, RefundBody } from '@tic/shared';
import { http } from '../../../lib/api';

/** Credit (issue 28): use it on an accepted quotation, ask a refund, see the refunds. */
const KEY = ['payments'] as const;

export function useApplyCredit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, currency, amount }: { id: number; currency: string; amount: string }) =>
      http.post<{ quotation: Quotation; credit: { amount: string; currency: string }[] }>(`/quotation/${id}/credit`, { currency, amount }),
    onSettled: () => qc.invalidateQueries(),
  });
}

export function useRequestRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) => http.post<Refund>('/payment/refund', body),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const useMyRefunds = (page: number) =>
  useQuery({
    queryKey: [...KEY, 'refunds', page],
    queryFn: ({ signal }) => http.get<Page<Refund>>('/payment/refund/list', { signal, query: { current_page: page, per_page: 20 } }),
  });
