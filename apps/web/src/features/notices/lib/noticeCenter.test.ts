import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeStreamEvent } from '@tic/shared';
import { createNoticeCenter } from './noticeCenter';
import type { Timers } from './pollSchedule';
import { fakeServer } from './testNotices';

const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(count = 45) {
  const server = fakeServer(count);
  const fetchUnread = vi.fn(server.fetchUnread);
  const deal = vi.fn(server.deal);
  let push: (e: NoticeStreamEvent) => void = () => undefined;
  const closeStream = vi.fn();
  const openStream = vi.fn((onEvent: (e: NoticeStreamEvent) => void) => {
    push = onEvent;
    return closeStream;
  });
  const center = createNoticeCenter({ fetchUnread, deal, timers, openStream });
  return { server, center, fetchUnread, deal, openStream, closeStream, push: (e: NoticeStreamEvent) => push(e) };
}

describe('header notice center', () => {
  it('loads the first page and the unread count on entry, and opens the stream', async () => {
    const { center, fetchUnread, openStream } = setup(45);
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUnread).toHaveBeenCalledWith(1, 30);
    expect(openStream).toHaveBeenCalledTimes(1);
    expect(center.getState()).toMatchObject({ total: 45, open: false });
    expect(center.getState().items).toHaveLength(30);
  });

  it('polls every 180 s, not while the drawer is open', async () => {
    const { center, fetchUnread } = setup();
    center.acquire();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    center.setOpen(true);
    expect(center.getState().open).toBe(true);
    await vi.advanceTimersByTimeAsync(540_000);
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    center.setOpen(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUnread).toHaveBeenCalledTimes(3);
  });

  it('scrolling appends the next page until all are loaded, then asks no more', async () => {
    const { center, fetchUnread } = setup(45);
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    center.setOpen(true);
    await center.loadMore();
    expect(fetchUnread).toHaveBeenLastCalledWith(2, 30);
    expect(center.getState().items).toHaveLength(45);
    await center.loadMore();
    expect(fetchUnread).toHaveBeenCalledTimes(2);
  });

  it('opening a notice removes it, marks it read on the server and takes the server count', async () => {
    const { center, deal, server } = setup(45);
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    const reading = center.read('code2');
    // Gone from the list at once, before the server answers.
    expect(center.getState().items.map((n) => n.batch_code)).not.toContain('code2');
    expect(center.getState().total).toBe(44);
    await reading;
    expect(deal).toHaveBeenCalledWith(['code2']);
    expect(center.getState().total).toBe(server.unread.length);
  });

  it('mark-all sends an empty list, empties the list and sets the total to 0', async () => {
    const { center, deal } = setup(45);
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    await center.markAllRead();
    expect(deal).toHaveBeenCalledWith([]);
    expect(center.getState()).toMatchObject({ items: [], total: 0 });
  });

  it('a pushed notice goes on top with the new count', async () => {
    const { center, push, server } = setup(3);
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    push({ unread: 4, notice: server.add(100) });
    expect(center.getState().total).toBe(4);
    expect(center.getState().items[0]!.batch_code).toBe('code100');
  });

  it('survives a layout switch (release then acquire) without reloading, and stops after the last release', async () => {
    const { center, fetchUnread, closeStream, openStream } = setup();
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    center.release();
    center.acquire();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    expect(openStream).toHaveBeenCalledTimes(1);
    center.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(closeStream).toHaveBeenCalledTimes(1);
    expect(center.getState()).toMatchObject({ items: [], total: 0 });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    expect(center.schedule.phase).toBe('stopped');
  });

  it('ignores an answer that arrives after sign-out', async () => {
    const { center, server } = setup(45);
    let release: () => void = () => undefined;
    const slow = createNoticeCenter({
      timers,
      deal: server.deal,
      fetchUnread: (p, n) => new Promise((r) => (release = () => r(server.fetchUnread(p, n)))),
    });
    slow.acquire();
    slow.release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.getState().total).toBe(0);
    expect(center.getState().total).toBe(0);
  });
});
