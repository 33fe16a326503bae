import { describe, expect, it } from 'vitest';
import { allRead, hasMore, initialNoticeList, markedRead, nextPage, pageLoaded, pushed, showEndText, type NoticeListState } from './noticeList';
import { fakeNotice, fakeServer } from './testNotices';

/** Loads pages the way infinite scroll does until the list says it has everything. */
async function scrollToEnd(server: ReturnType<typeof fakeServer>, s: NoticeListState) {
  let pages = 0;
  while (hasMore(s)) {
    const page = nextPage(s);
    const r = await server.fetchUnread(page, 30);
    s = pageLoaded(s, page, r.data, r.total);
    pages += 1;
    if (pages > 20) throw new Error('infinite scroll did not stop');
  }
  return { s, pages };
}

describe('drawer list: pages of 30 appended, end of list', () => {
  it('appends page after page and stops when all are loaded', async () => {
    const server = fakeServer(75);
    let s = pageLoaded(initialNoticeList, 1, (await server.fetchUnread(1, 30)).data, 75);
    expect(s.items).toHaveLength(30);
    expect(hasMore(s)).toBe(true);
    expect(nextPage(s)).toBe(2);
    expect(showEndText(s)).toBe(false);
    const end = await scrollToEnd(server, s);
    s = end.s;
    expect(end.pages).toBe(2);
    expect(s.items.map((n) => n.batch_code)).toEqual(server.unread.map((n) => n.batch_code));
    expect(hasMore(s)).toBe(false);
    expect(showEndText(s)).toBe(true);
  });

  it('shows no end text when everything fits in one page (30 or fewer)', async () => {
    for (const count of [0, 1, 30]) {
      const server = fakeServer(count);
      const s = pageLoaded(initialNoticeList, 1, (await server.fetchUnread(1, 30)).data, count);
      expect(hasMore(s)).toBe(false);
      expect(showEndText(s)).toBe(false);
    }
    const server = fakeServer(31);
    const { s } = await scrollToEnd(server, pageLoaded(initialNoticeList, 1, (await server.fetchUnread(1, 30)).data, 31));
    expect(s.items).toHaveLength(31);
    expect(showEndText(s)).toBe(true);
  });

  it('loses and repeats nothing when notices were read (list shifts up) before the next page', async () => {
    const server = fakeServer(70);
    let s = pageLoaded(initialNoticeList, 1, (await server.fetchUnread(1, 30)).data, 70);
    for (const code of ['code3', 'code7']) {
      s = markedRead(s, code, (await server.deal([code])).unread);
    }
    expect(s.total).toBe(68);
    const { s: end } = await scrollToEnd(server, s);
    expect(end.items.map((n) => n.batch_code)).toEqual(server.unread.map((n) => n.batch_code));
  });

  it('loses and repeats nothing when a pushed notice shifted the list down', async () => {
    const server = fakeServer(40);
    let s = pageLoaded(initialNoticeList, 1, (await server.fetchUnread(1, 30)).data, 40);
    const fresh = server.add(999);
    s = pushed(s, { unread: server.unread.length, notice: fresh });
    expect(s.items[0]!.batch_code).toBe('code999');
    expect(s.total).toBe(41);
    const { s: end } = await scrollToEnd(server, s);
    expect(end.items.map((n) => n.batch_code)).toEqual(server.unread.map((n) => n.batch_code));
  });

  it('stops asking when a page brings nothing new although the total promised more', () => {
    let s = pageLoaded(initialNoticeList, 1, [fakeNotice(1)], 5);
    s = pageLoaded(s, 2, [fakeNotice(1)], 5);
    expect(s.exhausted).toBe(true);
    expect(hasMore(s)).toBe(false);
    // A fresh first page (next poll) starts over.
    expect(hasMore(pageLoaded(s, 1, [fakeNotice(1)], 5))).toBe(true);
  });
});

describe('reading and mark-all', () => {
  it('a read notice leaves the list and the count drops by one', () => {
    const s = pageLoaded(initialNoticeList, 1, [fakeNotice(1), fakeNotice(2)], 40);
    const after = markedRead(s, 'code1');
    expect(after.items.map((n) => n.batch_code)).toEqual(['code2']);
    expect(after.total).toBe(39);
    // The server's count, when it answers, is the truth.
    expect(markedRead(after, 'code1', 37).total).toBe(37);
    // A notice not in the list (read from the message center) changes only the count the server gives.
    expect(markedRead(after, 'code77').total).toBe(39);
    expect(markedRead(after, 'code77', 38).total).toBe(38);
  });

  it('mark-all empties the list and sets the total to 0', () => {
    const s = allRead(pageLoaded(initialNoticeList, 1, [fakeNotice(1), fakeNotice(2)], 40));
    expect(s.items).toEqual([]);
    expect(s.total).toBe(0);
    expect(hasMore(s)).toBe(false);
    expect(showEndText(s)).toBe(false);
  });

  it('a pushed notice goes on top once; the count is the pushed one', () => {
    let s = pageLoaded(initialNoticeList, 1, [fakeNotice(1)], 1);
    s = pushed(s, { unread: 2, notice: fakeNotice(5) });
    s = pushed(s, { unread: 2, notice: fakeNotice(5) });
    expect(s.items.map((n) => n.batch_code)).toEqual(['code5', 'code1']);
    expect(pushed(s, { unread: 9, notice: null })).toMatchObject({ total: 9, items: s.items });
  });

  it('notices read in another tab or process leave the list; the count is the pushed one (issue 34)', () => {
    const s = pageLoaded(initialNoticeList, 1, [fakeNotice(3), fakeNotice(2), fakeNotice(1)], 3);
    const one = pushed(s, { unread: 2, notice: null, read: ['code2', 'code9'] });
    expect(one.items.map((n) => n.batch_code)).toEqual(['code3', 'code1']);
    expect(one.total).toBe(2);
    expect(pushed(one, { unread: 0, notice: null, read_all: true })).toMatchObject({ items: [], total: 0 });
  });
});
