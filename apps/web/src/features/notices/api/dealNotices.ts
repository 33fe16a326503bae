import type { NoticeDealResult } from '@tic/shared';
import { http } from '../../../lib/api';
import { queryClient } from '../../../app/queryClient';

/** POST /corner/notify/deal: these batch codes are read; an empty list marks all read (spec section 4). */
export async function dealNotices(ids: string[]): Promise<NoticeDealResult> {
  const result = await http.post<NoticeDealResult>('/corner/notify/deal', { ids });
  // The message center's lists and details show the read state.
  void queryClient.invalidateQueries({ queryKey: ['notices'] });
  return result;
}
