import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_FRONTEND,
  IDEMPOTENCY_HEADER,
  type Page,
  type Quotation,
  type Remittance,
  type RemittanceBody,
  type SettlementRow,
  type UnpaidRow,
} from '@tic/shared';
import { http } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';

/** The customer's money calls (quotations, fee notices, remittances, unpaid, settlement, credit). */
const KEY = ['payments'] as const;
type Query = Record<string, string | number | undefined>;

export const useQuotations = (q: Query, enabled = true) =>
  useQuery({ queryKey: [...KEY, 'quotations', q], queryFn: ({ signal }) => http.get<Page<Quotation>>('/quotation/list', { signal, query: q }), enabled });
export const useRemittances = (q: Query, enabled = true) =>
  useQuery({ queryKey: [...KEY, 'remittances', q], queryFn: ({ signal }) => http.get<Page<Remittance>>('/remittance/list', { signal, query: q }), enabled });
export const useRemittance = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'remittance', id],
    queryFn: ({ signal }) => http.get<Remittance>(`/remittance/${id}`, { signal, silent: true }),
    retry: false,
  });
export const useUnpaid = () => useQuery({ queryKey: [...KEY, 'unpaid'], queryFn: ({ signal }) => http.get<UnpaidRow[]>('/payment/unpaid', { signal }) });
export const useCredit = () =>
  useQuery({ queryKey: [...KEY, 'credit'], queryFn: ({ signal }) => http.get<{ amount: string; currency: string }[]>('/payment/credit', { signal }) });
export const useSettlement = (q: Query) =>
  useQuery({ queryKey: [...KEY, 'settlement', q], queryFn: ({ signal }) => http.get<Page<SettlementRow>>('/payment/settlement', { signal, query: q }) });

export const quotationPdfUrl = (id: number) => withOrganisation(`${API_FRONTEND}/quotation/${id}/pdf?lang=${currentLang()}`, session);
export const remittanceFileUrl = (path: string) => `${API_FRONTEND}${path}`;
export const settlementExcelUrl = (q: Query) => {
  const p = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '') as [string, string][]);
  return withOrganisation(`${API_FRONTEND}/payment/settlement/excel?${p.toString()}`, session);
};

export function useDecideQuotation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; accept: true; invoice_profile_id: number } | { id: number; accept: false; reason: string }) =>
      v.accept
        ? http.post<Quotation>(`/quotation/${v.id}/accept`, { invoice_profile_id: v.invoice_profile_id })
        : http.post<Quotation>(`/quotation/${v.id}/reject`, { reason: v.reason }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** One key per filled-in form: a double click or a retry after a lost answer adds one remittance. */
export function useAddRemittance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RemittanceBody; key: string }) =>
      http.post<Remittance>('/remittance', body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
