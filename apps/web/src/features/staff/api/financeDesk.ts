import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feeRuleBody, feeRuleHistorySchema, FeeRuleView, Page, Refund, staffRemittancePage } from '@tic/shared';
import { http } from '../../../lib/api';

export type FeeRuleHistory = z.infer<typeof feeRuleHistorySchema>;
export type FeeRuleEdit = z.input<typeof feeRuleBody>;
export type FinancePage = z.infer<typeof staffRemittancePage>;
const RULES = ['staff', 'feeRules'];

/** GET /staff/fee-rules: the instant-quote rules (403 for roles outside the fee_rules policy row: the page shows the denied state). */
export const useFeeRules = () =>
  useQuery({ queryKey: RULES, staleTime: 0, queryFn: ({ signal }) => http.get<FeeRuleView[]>('/staff/fee-rules', { signal, silent: true }) });

/** GET /staff/fee-rules/{id}/history: every version, newest first, with who and why. */
export const useFeeRuleHistory = (id: number | null) =>
  useQuery({
    queryKey: [...RULES, 'history', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: ({ signal }) => http.get<FeeRuleHistory[]>(`/staff/fee-rules/${id}/history`, { signal }),
  });

/** PUT /staff/fee-rules/{id} at the version read (409: someone changed it first; the list is read again either way). */
export function useUpdateFeeRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FeeRuleEdit }) => http.put<FeeRuleView>(`/staff/fee-rules/${id}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: RULES }),
  });
}

/** GET /staff/remittances: every customer's remittances, filtered, sorted and paged, with the totals per currency. */
export const useFinanceRemittances = (query: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: ['staff', 'remittances', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      http.get<FinancePage>('/staff/remittances', {
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
        signal,
        silent: true,
      }),
  });

/** GET /staff/refunds: every customer's refunds of credit of a status (requested: the ones to handle, oldest first). */
export const useFinanceRefunds = (status: string, page: number) =>
  useQuery({
    queryKey: ['staff', 'refunds', status, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => http.get<Page<Refund>>('/staff/refunds', { signal, silent: true, query: { status, current_page: page, per_page: 20 } }),
  });

/** Pay a refund (the proof uploaded first) or reject it with a reason (the credit returns to the customer). */
export function useDecideRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; pay: true; file_id: number; bank_reference?: string } | { id: number; pay: false; reason: string }) =>
      v.pay
        ? http.post<Refund>(`/staff/refund/${v.id}/confirm`, { file_id: v.file_id, bank_reference: v.bank_reference })
        : http.post<Refund>(`/staff/refund/${v.id}/reject`, { reason: v.reason }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['staff', 'refunds'] }),
  });
}

/** GET /staff/express-rules: the active express surcharge rules of a currency (the quotation form's proposed line). */
export const useExpressRules = (currency: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...RULES, 'express', currency],
    enabled: enabled && !!currency && /^[A-Z]{3}$/.test(currency),
    queryFn: ({ signal }) => http.get<FeeRuleView[]>('/staff/express-rules', { signal, silent: true, query: { currency } }),
  });
