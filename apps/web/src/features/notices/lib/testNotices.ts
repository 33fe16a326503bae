import type { NoticeSummary } from '@tic/shared';

/** The n-th unread notice of a fake server (newest first). */
export const fakeNotice = (n: number): NoticeSummary => ({
  batch_code: `code${n}`,
  number: `MSG${String(n).padStart(8, '0')}`,
  title: `Notice ${n}`,
  type: 'application',
  is_deal: 0,
  sender: 'Customer Service Center',
  send_department: 'Certification Acceptance Department',
  created_at: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
  current_stage: 'pending',
  application_id: 1,
  application_no: 'KE-1',
  application_title: 'Lamps',
  target: { type: 'application', ref: null },
});

/** A fake GET /corner/notify?is_deal=0 over `count` unread notices, with the deal call. */
export function fakeServer(count: number) {
  let unread = Array.from({ length: count }, (_, i) => fakeNotice(i + 1));
  return {
    get unread() {
      return unread;
    },
    add(n: number) {
      const notice = fakeNotice(n);
      unread = [notice, ...unread];
      return notice;
    },
    fetchUnread: async (page: number, perPage: number) => ({ data: unread.slice((page - 1) * perPage, page * perPage), total: unread.length }),
    deal: async (ids: string[]) => {
      const before = unread.length;
      unread = ids.length === 0 ? [] : unread.filter((n) => !ids.includes(n.batch_code));
      return { updated: before - unread.length, unread: unread.length };
    },
  };
}
