import { describe, expect, it } from 'vitest';
import { browserSummary, qrPhase, shouldPoll, ticketSecondsLeft } from './qrTicket';

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

  it('says when the phone refused', () => expect(qrPhase({ status: 'cancelled', expires_at: in2min }, at)).toBe('cancelled'));

  it('polls only while the ticket can still be confirmed', () => {
    expect(shouldPoll('waiting')).toBe(true);
    expect(shouldPoll('expired')).toBe(false);
    expect(shouldPoll('cancelled')).toBe(false);
    expect(shouldPoll('confirmed')).toBe(false);
    expect(shouldPoll('loading')).toBe(false);
  });

  it('counts the seconds left', () => {
    expect(ticketSecondsLeft({ status: 'pending', expires_at: in2min }, at + 30_500)).toBe(90);
    expect(ticketSecondsLeft({ status: 'pending', expires_at: in2min }, at + 500_000)).toBe(0);
  });
});

describe('browser summary for the phone', () => {
  it('names the browser and the system', () => {
    expect(browserSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36')).toBe(
      'Chrome · Windows',
    );
    expect(
      browserSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0'),
    ).toBe('Edge · Windows');
    expect(browserSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(
      'Safari · macOS',
    );
    expect(browserSummary('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox · Linux');
  });
  it('is null when nothing is known', () => {
    expect(browserSummary(null)).toBeNull();
    expect(browserSummary('curl/8.0')).toBeNull();
  });
});
