/**
 * The live stream of new notices (server-sent events, beyond the spec). EventSource reconnects by
 * itself after a network failure; the spec's polling keeps running as the fallback either way.
 */
import { API_FRONTEND, NOTIFY_STREAM_PATH, noticeStreamEventSchema, type NoticeStreamEvent } from '@tic/shared';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;

export function openNoticeStream(
  onEvent: (e: NoticeStreamEvent) => void,
  create: ((url: string) => EventSourceLike) | undefined = typeof EventSource === 'function' ? (url) => new EventSource(url) : undefined,
): () => void {
  if (!create) return () => undefined;
  const source = create(`${API_FRONTEND}${NOTIFY_STREAM_PATH}`);
  source.addEventListener('notice', (e) => {
    const parsed = noticeStreamEventSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
    if (parsed.success) onEvent(parsed.data);
  });
  return () => source.close();
}
