import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@tic/shared';
import { http } from '../../../lib/api';
import { encrypted } from './publicKey';

export type { CustomerProfile };

const key = (id: number) => ['customer', id];

/** GET /customer/{id}: the signed-in customer's own profile (another customer's answers 404). */
export const useProfile = (id: number) => useQuery({ queryKey: key(id), queryFn: ({ signal }) => http.get<CustomerProfile>(`/customer/${id}`, { signal }) });

/** PUT /customer/{id}: the password travels encrypted, and only when it was changed. */
export function useSaveProfile(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown> & { password?: string }) => {
      const { password, ...rest } = body;
      const payload = password ? { ...rest, password: await encrypted(password) } : rest;
      return http.put<CustomerProfile>(`/customer/${id}`, payload);
    },
    onSuccess: (data) => {
      qc.setQueryData(key(id), data);
      void qc.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
