/**
 * The QR sign-in seen from the computer: a one-time ticket lives 2 minutes; the page shows its QR
 * code, asks the server about it every second (the spec wants sign-in within 2 s of the phone's
 * confirmation) and asks for a new ticket when it expires.
 */
export type TicketStatus = 'pending' | 'scanned' | 'confirmed' | 'expired' | 'used';

export interface TicketView {
  status: TicketStatus;
  /** ISO time or ms since the epoch. */
  expires_at: string | number;
}

export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired';

export const QR_POLL_MS = 1000;

export function qrPhase(ticket: TicketView | null | undefined, now: number): QrPhase {
  if (!ticket) return 'loading';
  if (ticket.status === 'confirmed') return 'confirmed';
  const expires = typeof ticket.expires_at === 'number' ? ticket.expires_at : Date.parse(ticket.expires_at);
  if (ticket.status === 'expired' || ticket.status === 'used' || !(expires > now)) return 'expired';
  return ticket.status === 'scanned' ? 'scanned' : 'waiting';
}

/** Whether the computer should keep asking: only while the ticket may still be confirmed. */
export const shouldPoll = (phase: QrPhase): boolean => phase === 'waiting' || phase === 'scanned';

/** Seconds the QR code stays valid, for the caption under it. */
export function ticketSecondsLeft(ticket: TicketView, now: number): number {
  const expires = typeof ticket.expires_at === 'number' ? ticket.expires_at : Date.parse(ticket.expires_at);
  return Math.max(0, Math.ceil((expires - now) / 1000));
}
