import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** How messages leave: smtp, or log when no SMTP_URL is configured. */
  via: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it, nodemailer's JSON transport builds the message
 * and the server log receives it, so a demo or development machine needs no mail server.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      via: 'smtp',
      send: async (m) => {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    via: 'log',
    send: async (m) => {
      const info = await transport.sendMail({ from: opts.from, ...m });
      log.info({ mail: JSON.parse(String(info.message)) }, 'mail delivered to the log (no SMTP_URL configured)');
    },
    close: () => transport.close(),
  };
}
