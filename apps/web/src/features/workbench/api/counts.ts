import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { workbenchCountsSchema } from '@tic/shared';
import { http } from '../../../lib/api';

export type WorkbenchCounts = z.infer<typeof workbenchCountsSchema>;

/** GET /kenya/workbench: the seven counts of the workbench. */
export const useWorkbenchCounts = (area: string) =>
  useQuery({
    queryKey: ['applications', 'workbench', area],
    queryFn: ({ signal }) => http.get<WorkbenchCounts>('/kenya/workbench', { query: { area }, signal }),
  });
