/**
 * The QR sign-in seen from the computer: a one-time ticket lives 2 minutes; the page shows its QR
 * code, asks the server about it every second (sign-in within 2 s of the phone's confirmation) and
 * offers a new ticket when it expires or the phone refused. And, for the phone, a short name of the
 * computer's browser.
 */
import type { QrTicketStatus } from '@tic/shared';

export interface TicketView {
  status: QrTicketStatus;
  /** ISO time or ms since the epoch. */
  expires_at: string | number;
}

export type QrPhase = 'loading' | 'waiting' | 'confirmed' | 'cancelled' | 'expired';

const expiry = (t: TicketView) => (typeof t.expires_at === 'number' ? t.expires_at : Date.parse(t.expires_at));

export function qrPhase(ticket: TicketView | null | undefined, now: number): QrPhase {
  if (!ticket) return 'loading';
  // Confirmed is what the answer that signed this browser in says: it stays, whatever the time.
  if (ticket.status === 'confirmed') return 'confirmed';
  if (ticket.status === 'cancelled') return 'cancelled';
  if (ticket.status !== 'pending' || !(expiry(ticket) > now)) return 'expired';
  return 'waiting';
}

/** Whether the computer should keep asking: only while the ticket may still be confirmed. */
export const shouldPoll = (phase: QrPhase): boolean => phase === 'waiting';

/** Seconds the QR code stays valid, for the caption under it. */
export const ticketSecondsLeft = (ticket: TicketView, now: number): number => Math.max(0, Math.ceil((expiry(ticket) - now) / 1000));

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows" from a user agent; null when neither is recognised. */
export function browserSummary(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? null;
}
