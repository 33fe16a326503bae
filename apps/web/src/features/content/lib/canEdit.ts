import { usePermission } from '../../auth';

/** Whether the signed-in user may publish policies, public files and the terms (permission content:edit). */
export function useCanEditContent(): boolean {
  return usePermission().data?.permissions.includes('content:edit') ?? false;
}
