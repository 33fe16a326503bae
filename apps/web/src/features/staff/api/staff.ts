import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page, StaffApplication, StaffQueueItem } from '@tic/shared';
import type { staffCustomerDetailSchema, staffCustomerItemSchema, staffMeSchema, staffQueuesSchema } from '@tic/shared';
import { http } from '../../../lib/api';

export type Filters = Record<string, string | number | undefined>;
const clean = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

export type StaffMe = z.infer<typeof staffMeSchema>;
export type CustomerItem = z.infer<typeof staffCustomerItemSchema>;
export type CustomerDetail = z.infer<typeof staffCustomerDetailSchema>;

/** GET /staff/me: my roles and the staff I may assign to. */
export const useStaffMe = () => useQuery({ queryKey: ['staff', 'me'], queryFn: ({ signal }) => http.get<StaffMe>('/staff/me', { signal }), staleTime: 60_000 });

/** GET /staff/queues: each queue with its count. */
export const useQueues = () =>
  useQuery({ queryKey: ['staff', 'queues'], queryFn: ({ signal }) => http.get<z.infer<typeof staffQueuesSchema>>('/staff/queues', { signal }) });

/** GET /staff/rfc/list: one queue and any filter, paged and sorted. */
export const useStaffList = (filters: Filters) =>
  useQuery({
    queryKey: ['staff', 'list', clean(filters)],
    queryFn: ({ signal }) => http.get<Page<StaffQueueItem>>('/staff/rfc/list', { query: clean(filters), signal }),
    placeholderData: keepPreviousData,
  });

/** GET /staff/rfc/{id}: the application with the actions I may take now. */
export const useStaffApplication = (id: number) =>
  useQuery({ queryKey: ['staff', 'rfc', id], queryFn: ({ signal }) => http.get<StaffApplication>(`/staff/rfc/${id}`, { signal }), staleTime: 0 });

/** POST /staff/rfc/{id}/<action> (path relative to the application); answers the fresh application. */
export function useStaffAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      http.post<StaffApplication | object>(path.startsWith('/') ? path : `/staff/rfc/${id}/${path}`, body ?? {}),
    // The application's own actions answer the fresh staff view; the others (inspection, money, certificates) are re-read.
    onSuccess: (data) => {
      if ('actions' in data && 'work' in data) qc.setQueryData(['staff', 'rfc', id], data);
    },
    // A refusal (403 / 409: someone else acted first) shows the current state.
    onSettled: () => qc.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useCustomers = (filters: Filters) =>
  useQuery({
    queryKey: ['staff', 'customers', clean(filters)],
    queryFn: ({ signal }) => http.get<Page<CustomerItem>>('/staff/customers', { query: clean(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number) =>
  useQuery({ queryKey: ['staff', 'customer', id], queryFn: ({ signal }) => http.get<CustomerDetail>(`/staff/customers/${id}`, { signal }) });

export function useVerifyCustomer(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => http.post<CustomerDetail>(`/staff/customers/${id}/verify`, body),
    onSuccess: (data) => qc.setQueryData(['staff', 'customer', id], data),
  });
}
