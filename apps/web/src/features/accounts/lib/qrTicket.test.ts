import { describe, expect, it } from 'vitest';
import { qrPhase, shouldPoll, ticketSecondsLeft } from './qrTicket';

const at = Date.parse('2026-01-01T00:00:00Z');
const in2min = new Date(at + 120_000).toISOString();

describe('QR ticket phase', () => {
  it('is loading without a ticket', () => expect(qrPhase(null, at)).toBe('loading'));

  it('waits, then is confirmed (even after its time: the sign-in happened)', () => {
    expect(qrPhase({ status: 'pending', expires_at: in2min }, at)).toBe('waiting');
    expect(qrPhase({ status: 'confirmed', expires_at: in2min }, at + 200_000)).toBe('confirmed');
  });

  it('expires after its time even if the server has not said so yet', () => {
    expect(qrPhase({ status: 'pending', expires_at: in2min }, at + 120_000)).toBe('expired');
    expect(qrPhase({ status: 'expired', expires_at: in2min }, at)).toBe('expired');
    expect(qrPhase({ status: 'used', expires_at: at + 1000 }, at)).toBe('expired');
  });

  it('polls only while the ticket can still be confirmed', () => {
    expect(shouldPoll('waiting')).toBe(true);
    expect(shouldPoll('expired')).toBe(false);
    expect(shouldPoll('confirmed')).toBe(false);
    expect(shouldPoll('loading')).toBe(false);
  });

  it('counts the seconds left', () => {
    expect(ticketSecondsLeft({ status: 'pending', expires_at: in2min }, at + 30_500)).toBe(90);
    expect(ticketSecondsLeft({ status: 'pending', expires_at: in2min }, at + 500_000)).toBe(0);
  });
});
