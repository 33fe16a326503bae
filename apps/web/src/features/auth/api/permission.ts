import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/api';

export interface PermissionInfo {
  role: string;
  permissions: string[];
}

export const fetchPermission = (signal?: AbortSignal) => http.get<PermissionInfo>('/permission', { signal });

export const permissionQuery = queryOptions({
  queryKey: ['permission'],
  queryFn: ({ signal }) => fetchPermission(signal),
  staleTime: Infinity,
});

/** The permission list of the signed-in user (spec section 6); area access itself follows the menu. */
export function usePermission() {
  return useQuery(permissionQuery);
}
