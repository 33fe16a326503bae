import dayjs from 'dayjs';
import { ltr } from '../../../../lib/i18n';

const format = (at: string, withTime: boolean) => dayjs(at).format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');

/** A date inside a sentence: isolated left to right (U+2066 … U+2069) so Arabic text does not reorder it. */
export const isolatedDate = (at: string, withTime = true) => ltr(format(at, withTime));

/** A date and time written the same way in every row and language, kept left to right inside Arabic text. */
export function DetailDate({ at, withTime = true }: { at: string | null; withTime?: boolean }) {
  if (!at) return null;
  return (
    <bdi dir="ltr" className="ltr-value">
      <time dateTime={at}>{format(at, withTime)}</time>
    </bdi>
  );
}
