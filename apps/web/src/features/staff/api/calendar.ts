import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEntryBody, CalendarImportBody, CalendarYear } from '@tic/shared';
import { http } from '../../../lib/api';

const KEY = ['staff', 'holidays'];

/** GET /staff/holidays?year=: one year's public holidays and make-up working days (403: the denied page). */
export const useCalendarYear = (year: number) =>
  useQuery({
    queryKey: [...KEY, year],
    staleTime: 0,
    queryFn: ({ signal }) => http.get<CalendarYear>('/staff/holidays', { query: { year }, signal, silent: true }),
  });

/** POST /staff/holidays and DELETE /staff/holidays/{date}; the year is read again either way. */
export function useCalendarChange() {
  const qc = useQueryClient();
  const settle = () => qc.invalidateQueries({ queryKey: KEY });
  return {
    add: useMutation({ mutationFn: (body: CalendarEntryBody) => http.post<CalendarYear>('/staff/holidays', body), onSettled: settle }),
    remove: useMutation({ mutationFn: (date: string) => http.del<CalendarYear>(`/staff/holidays/${date}`), onSettled: settle }),
    /** POST /staff/holidays/import: a CSV file's text; 400 names the bad lines and nothing changes. */
    importFile: useMutation({
      mutationFn: (body: CalendarImportBody) => http.post<{ years: number[]; days: number }>('/staff/holidays/import', body),
      onSettled: settle,
    }),
  };
}
