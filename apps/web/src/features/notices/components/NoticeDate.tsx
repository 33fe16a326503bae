import { noticeDate } from '../lib/format';

/** A notice's date and time; kept in left-to-right order inside Arabic text ("2026-11-20 08:30", not "08:30 2026-11-20"). */
export function NoticeDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {noticeDate(iso)}
    </bdi>
  );
}
