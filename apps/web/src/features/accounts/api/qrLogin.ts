import { http } from '../../../lib/api';
import type { LoginResult } from '../../auth/api/login';
import type { TicketView } from '../lib/qrTicket';

export interface QrTicket extends TicketView {
  ticket: string;
}

/** POST /qr/ticket: a one-time ticket (2 minutes) for the computer's QR code. */
export const createQrTicket = () => http.post<QrTicket>('/qr/ticket');
/** GET /qr/ticket/:ticket: its status; once confirmed the answer signs this browser in (cookies). */
export const pollQrTicket = (ticket: string) =>
  http.get<TicketView & { user?: LoginResult['user'] }>(`/qr/ticket/${encodeURIComponent(ticket)}`, { silent: true });
/** POST /qr/confirm: the signed-in phone confirms the computer's sign-in. */
export const confirmQrTicket = (ticket: string) => http.post<null>('/qr/confirm', { ticket });

/** The URL the QR code holds: this app's confirmation page for the ticket. */
export const ticketUrl = (ticket: string) => `${window.location.origin}/qrConfirm?ticket=${encodeURIComponent(ticket)}`;
