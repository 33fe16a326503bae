import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NoticeListParams, NoticePage } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /corner/notify (spec section 7): answers data.data and data.total. */
export const fetchNotices = (params: NoticeListParams, signal?: AbortSignal) => http.get<NoticePage>('/corner/notify', { query: params, signal });

/** Lists are read state that changes with every visit: always refetched, the previous page shown meanwhile. */
export const noticesQuery = (params: NoticeListParams) =>
  queryOptions({
    queryKey: ['notices', 'list', params],
    queryFn: ({ signal }) => fetchNotices(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
