import type { z } from 'zod';
import { QR_CONFIRM_PATH, type qrPollAnswer, type qrTicketAnswer, type qrTicketInfo } from '@tic/shared';
import { http } from '../../../lib/api';

export type QrTicket = z.infer<typeof qrTicketAnswer>;
export type QrPoll = z.infer<typeof qrPollAnswer>;
export type QrTicketInfo = z.infer<typeof qrTicketInfo>;

/** POST /qr/ticket (computer): a one-time ticket (2 minutes); the key stays in this page for polling. */
export const createQrTicket = () => http.post<QrTicket>('/qr/ticket', undefined, { silent: true });
/** POST /qr/ticket/poll: its status; the answer that follows the phone's confirmation signs this browser in (cookies). */
export const pollQrTicket = (t: Pick<QrTicket, 'ticket' | 'key'>) => http.post<QrPoll>('/qr/ticket/poll', { ticket: t.ticket, key: t.key }, { silent: true });
/** GET /qr/ticket/:ticket (phone, signed in): what the phone shows before confirming. */
export const fetchQrTicketInfo = (ticket: string) => http.get<QrTicketInfo>(`/qr/ticket/${encodeURIComponent(ticket)}`, { silent: true });
/** POST /qr/ticket/confirm (phone, signed in): sign the computer in as me. */
export const confirmQrTicket = (ticket: string) => http.post<null>('/qr/ticket/confirm', { ticket }, { silent: true });
/** POST /qr/ticket/cancel (phone, signed in): refuse. */
export const cancelQrTicket = (ticket: string) => http.post<null>('/qr/ticket/cancel', { ticket }, { silent: true });

/** What the QR code holds: this site's confirmation page for the ticket (the phone must reach the site the computer uses). */
export const ticketUrl = (ticket: string, origin = window.location.origin) => `${origin}${QR_CONFIRM_PATH}?ticket=${encodeURIComponent(ticket)}`;
