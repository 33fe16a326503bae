import dayjs from 'dayjs';

/** Dates of notices, in the user's time zone (dayjs follows the UI language for names). */
export const noticeDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export const MESSAGE_DETAILS_PATH = '/messageDetails';
export const MESSAGE_LIST_PATH = '/messageList';
export const detailsPath = (batchCode: string) => `${MESSAGE_DETAILS_PATH}?id=${encodeURIComponent(batchCode)}`;
/** The application a notice is about (its form, until the application engine adds a details page). */
export const applicationPath = (id: number) => `/customsClearance/applicationForm/myApplicationForm/${id}`;
