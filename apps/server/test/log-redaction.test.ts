import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/app.js';

describe('request URLs in the log', () => {
  it.each([
    ['/frontend/v1/qr/ticket/AbC-123_xyz', '/frontend/v1/qr/ticket/[redacted]'],
    ['/backend/v1/qr/ticket/AbC-123_xyz?x=1', '/backend/v1/qr/ticket/[redacted]?x=1'],
    ['/frontend/v1/qr/ticket/poll', '/frontend/v1/qr/ticket/poll'],
    ['/frontend/v1/qr/ticket/confirm', '/frontend/v1/qr/ticket/confirm'],
    ['/frontend/v1/kenya/rfc/12', '/frontend/v1/kenya/rfc/12'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
