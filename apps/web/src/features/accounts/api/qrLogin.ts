import { QR_CONFIRM_PATH, type LoginAnswer, type QrTicketStatus } from '@tic/shared';
import { http } from '../../../lib/api';

export interface QrTicket {
  ticket: string;
  key: string;
  url: string;
  expires_at: string;
  poll_ms: number;
}
export interface QrPoll {
  status: QrTicketStatus;
  expires_at: string;
  login?: LoginAnswer;
}
export interface QrTicketInfo {
  status: QrTicketStatus;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/** POST /qr/ticket (computer): a one-time ticket (2 minutes); the key stays in this page for polling. */
export const createQrTicket = () => http.post<QrTicket>('/qr/ticket');
/** POST /qr/ticket/poll: its status; once confirmed the answer signs this browser in (cookies). */
export const pollQrTicket = (t: Pick<QrTicket, 'ticket' | 'key'>) => http.post<QrPoll>('/qr/ticket/poll', { ticket: t.ticket, key: t.key }, { silent: true });
/** GET /qr/ticket/:ticket (phone, signed in): what the phone shows before confirming. */
export const qrTicketInfo = (ticket: string) => http.get<QrTicketInfo>(`/qr/ticket/${encodeURIComponent(ticket)}`, { silent: true });
/** POST /qr/ticket/confirm (phone, signed in). */
export const confirmQrTicket = (ticket: string) => http.post<null>('/qr/ticket/confirm', { ticket });

/** The URL the QR code holds: the server's, else this app's confirmation page for the ticket. */
export const ticketUrl = (t: Pick<QrTicket, 'ticket' | 'url'>) => t.url || `${window.location.origin}${QR_CONFIRM_PATH}?ticket=${encodeURIComponent(t.ticket)}`;
