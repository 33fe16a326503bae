import type { FastifyBaseLogger } from 'fastify';
import type { NoticeStreamEvent } from '@tic/shared';

/** A logger that drops everything (workers built by hand in tests). */
const noop = () => undefined;
export const silentLog = {
  level: 'silent',
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** Reads a server-sent events response as a queue of "notice" events. */
export async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error('not an event stream');
  const queue: NoticeStreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (frame.includes('event: notice') && data) queue.push(JSON.parse(data.slice(6)) as NoticeStreamEvent);
        }
        waiters.splice(0).forEach((w) => w());
      }
    } catch {
      /* aborted */
    }
    ended = true;
    waiters.splice(0).forEach((w) => w());
  })();

  return {
    get ended() {
      return ended;
    },
    /** The next event, or a rejection when none arrives within `timeoutMs`. */
    async next(timeoutMs = 2000): Promise<NoticeStreamEvent> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0 || ended) throw new Error(`no event within ${timeoutMs} ms${ended ? ' (stream ended)' : ''}`);
        await new Promise<void>((r) => {
          const timer = setTimeout(r, left);
          waiters.push(() => {
            clearTimeout(timer);
            r();
          });
        });
      }
      return queue.shift()!;
    },
    /** Resolves when the server has ended the stream. */
    async waitEnd(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return ended;
    },
    close: () => controller.abort(),
  };
}
