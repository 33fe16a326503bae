import dayjs from 'dayjs';

/** Date and time in the UI language's dayjs locale, digits left to right. */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');
