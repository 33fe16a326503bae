import { queryOptions } from '@tanstack/react-query';
import type { NoticeDetail } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /corner/notify/{batch_code}. */
export const fetchNotice = (batchCode: string, signal?: AbortSignal) => http.get<NoticeDetail>(`/corner/notify/${encodeURIComponent(batchCode)}`, { signal });

export const noticeDetailQuery = (batchCode: string) =>
  queryOptions({
    queryKey: ['notices', 'detail', batchCode],
    queryFn: ({ signal }) => fetchNotice(batchCode, signal),
    staleTime: 0,
  });
