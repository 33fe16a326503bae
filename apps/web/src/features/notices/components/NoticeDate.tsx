import { TextWithCodes } from '../../../components/TextWithCodes';
import { noticeDate } from '../lib/format';

/**
 * A notice's date and time; kept in left-to-right order inside Arabic text ("2026-11-20 08:30", not "08:30 2026-11-20"),
 * and in a narrow column broken only between the date and the time, never at the date's hyphens.
 */
export function NoticeDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      <TextWithCodes text={noticeDate(iso)} />
    </bdi>
  );
}
