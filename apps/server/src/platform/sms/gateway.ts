import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  /** E.164 number, e.g. +8613800138000. */
  to: string;
  text: string;
}

export interface SmsGateway {
  via: 'http' | 'log';
  send(message: SmsMessage): Promise<void>;
}

/**
 * SMS through an HTTP gateway: POST SMS_GATEWAY_URL with JSON {to, text} and, when SMS_GATEWAY_TOKEN is set,
 * Authorization: Bearer <token>. Most providers (or a small relay in front of them) take this shape. Without a URL
 * the message goes to the log with its text redacted (codes never reach the log).
 */
export function createSmsGateway(opts: { url: string | undefined; token: string | undefined; timeoutMs: number }, log: FastifyBaseLogger): SmsGateway {
  if (!opts.url) {
    return {
      via: 'log',
      send: async (m) => {
        log.info({ sms: { to: m.to, length: m.text.length } }, 'sms not sent (no SMS_GATEWAY_URL configured)');
      },
    };
  }
  const url = opts.url;
  return {
    via: 'http',
    send: async (m) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        body: JSON.stringify({ to: m.to, text: m.text }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
