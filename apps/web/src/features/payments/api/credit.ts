import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type Page, type Quotation, type Refund, type RefundBody } from '@tic/shared';
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
    // One key per opened dialog: a double click or a retry after a lost answer asks for one refund.
    mutationFn: ({ body, key }: { body: RefundBody; key: string }) => http.post<Refund>('/payment/refund', body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const useMyRefunds = (page: number) =>
  useQuery({
    queryKey: [...KEY, 'refunds', page],
    queryFn: ({ signal }) => http.get<Page<Refund>>('/payment/refund/list', { signal, query: { current_page: page, per_page: 20 } }),
  });
