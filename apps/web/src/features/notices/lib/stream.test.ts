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
  it('opens the same-origin stream and hands over valid "notice" events only', () => {
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
    expect(events).toEqual([
      { unread: 3, notice: null },
      { unread: 4, notice: fakeNotice(9) },
    ]);
    close();
    expect(source.close).toHaveBeenCalled();
  });

  it('does nothing where EventSource does not exist (polling alone then)', () => {
    expect(() => openNoticeStream(() => undefined, undefined)()).not.toThrow();
  });
});
