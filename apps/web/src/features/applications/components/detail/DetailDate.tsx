import dayjs from 'dayjs';

const format = (at: string, withTime: boolean) => dayjs(at).format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD');

/**
 * A date and time written the same way in every row and language (a timeline's, a table's), kept left to right inside
 * Arabic text. A date inside a sentence is the text's `{{nameDate}}` instead (the shared formatDate).
 */
export function DetailDate({ at, withTime = true }: { at: string | null; withTime?: boolean }) {
  if (!at) return null;
  return (
    <bdi dir="ltr" className="ltr-value">
      <time dateTime={at}>{format(at, withTime)}</time>
    </bdi>
  );
}
