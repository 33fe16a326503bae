import dayjs from 'dayjs';

/** A moment as the staff read it: date and time, left to right in every language. */
export const when = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
export const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : '—');
