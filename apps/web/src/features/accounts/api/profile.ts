import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { encrypted } from './publicKey';

/** The customer profile of spec section 3 (the fields this screen edits). */
export interface CustomerProfile {
  id: number;
  username: string;
  avatar: string | null;
  name: string | null;
  sex: string | null;
  identity: string | null;
  identity_type: string | null;
  identity_sub: string | null;
  mobile_zone: string | null;
  mobile: string | null;
  email: string | null;
  wechat: string | null;
  id_type: string | null;
  id_no: string | null;
  front: string | null;
  opposite: string | null;
  passport: string | null;
  address: string | null;
  zipcode: string | null;
  country_id: number | null;
  province_id: number | null;
  city_id: number | null;
  district_id: number | null;
  company: string | null;
  company_human_name: string | null;
  company_usci: string | null;
  telephone: string | null;
  fax: string | null;
  website: string | null;
  company_email: string | null;
  intro: string | null;
  license: string[];
  company_size: string | null;
  qualification: string[];
  qualificationPhoto: Record<string, string[]>;
  qualification_others: string | null;
  notify_by_email: boolean;
  /** Whether the customer may still change the profile (the confirm button shows only then). */
  editable: boolean;
}

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
