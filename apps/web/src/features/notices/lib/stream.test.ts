import { describe, expect, it, vi } from 'vitest';
import type { NoticeStreamEvent } from '@tic/shared';
import { openNoticeStream } from './stream';
import { fakeNotice } from './testNotices';

function fakeSource() {
  const handlers: Record<string, (e: MessageEvent<string>) => void> = {};
  const source = {
    url: '',
    close: vi.fn(),
    addEventListener: (name: string, fn: (e: MessageEvent<string>) => void) => (handlers[name] = fn),
    emit: (name: string, data: unknown) => handlers[name]?.({ data: JSON.stringify(data) } as MessageEvent<string>),
  };
  return source;
}

describe('notice stream', () => {
  it('opens the same-origin stream and hands over valid "notice" events only, in order', async () => {
    const source = fakeSource();
    const events: NoticeStreamEvent[] = [];
    const close = openNoticeStream(
      (e) => events.push(e),
      (url) => {
        source.url = url;
        return source as unknown as EventSource;
      },
    );
    expect(source.url).toBe('/frontend/v1/corner/notify/stream');
    source.emit('notice', { unread: 3, notice: null });
    source.emit('notice', { unread: 4, notice: fakeNotice(9) });
    source.emit('notice', { unread: 'many' });
    source.emit('notice', { unread: 5, notice: null });
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      { unread: 3, notice: null },
      { unread: 4, notice: fakeNotice(9) },
      { unread: 5, notice: null },
    ]);
    close();
    expect(source.close).toHaveBeenCalled();
  });

  it('hands over nothing once closed, not even an event that came just before', async () => {
    const source = fakeSource();
    const events: NoticeStreamEvent[] = [];
    const close = openNoticeStream(
      (e) => events.push(e),
      () => source as unknown as EventSource,
    );
    source.emit('notice', { unread: 1, notice: null });
    close();
    await import('./streamEvent');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
  });

  it('does nothing where EventSource does not exist (polling alone then)', () => {
    expect(() => openNoticeStream(() => undefined, undefined)()).not.toThrow();
  });
});
