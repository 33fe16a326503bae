/**
 * The QR sign-in seen from the computer: a one-time ticket lives 2 minutes; the page shows its QR
 * code, asks the server about it every second (the spec wants sign-in within 2 s of the phone's
 * confirmation) and offers a new ticket when it expires.
 */
import type { QrTicketStatus } from '@tic/shared';

export interface TicketView {
  status: QrTicketStatus;
  /** ISO time or ms since the epoch. */
  expires_at: string | number;
}

export type QrPhase = 'loading' | 'waiting' | 'confirmed' | 'expired';

const expiry = (t: TicketView) => (typeof t.expires_at === 'number' ? t.expires_at : Date.parse(t.expires_at));

export function qrPhase(ticket: TicketView | null | undefined, now: number): QrPhase {
  if (!ticket) return 'loading';
  if (ticket.status === 'confirmed') return 'confirmed';
  if (ticket.status === 'expired' || ticket.status === 'used' || !(expiry(ticket) > now)) return 'expired';
  return 'waiting';
}

/** Whether the computer should keep asking: only while the ticket may still be confirmed. */
export const shouldPoll = (phase: QrPhase): boolean => phase === 'waiting';

/** Seconds the QR code stays valid, for the caption under it. */
export const ticketSecondsLeft = (ticket: TicketView, now: number): number => Math.max(0, Math.ceil((expiry(ticket) - now) / 1000));
