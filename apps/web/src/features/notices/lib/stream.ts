/**
 * The live stream of new notices (server-sent events, beyond the spec). EventSource reconnects by
 * itself after a network failure; the spec's polling keeps running as the fallback either way.
 * The stream opens at once; its events are read by streamEvent.ts, loaded beside it (the schema library stays out of
 * the shell's first load), in the order they came.
 */
import { API_FRONTEND, NOTIFY_STREAM_PATH, type NoticeStreamEvent } from '@tic/shared';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;

export function openNoticeStream(
  onEvent: (e: NoticeStreamEvent) => void,
  create: ((url: string) => EventSourceLike) | undefined = typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
): () => void {
  if (!create) return () => undefined;
  let open = true;
  const parse = import('./streamEvent').then((m) => m.parseNoticeStreamEvent);
  const source = create(withOrganisation(`${API_FRONTEND}${NOTIFY_STREAM_PATH}`, session));
  source.addEventListener('notice', (e) => {
    const data = (e as MessageEvent<string>).data;
    void parse.then((read) => {
      const event = open ? read(data) : null;
      if (event) onEvent(event);
    });
  });
  return () => {
    open = false;
    source.close();
  };
}
