import { useQuery } from '@tanstack/react-query';
import type { WorkingCalendar } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /calendar/working-days: the office's holidays and make-up days from today on (the booking form's cutoffs). */
export const useWorkingCalendar = () =>
  useQuery({
    queryKey: ['calendar', 'working-days'],
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => http.get<WorkingCalendar>('/calendar/working-days', { signal, silent: true }),
  });
