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
  // nodemailer loads with the first message, not at start-up (issue 18).
  type Transport = { sendMail(mail: { from: string } & MailMessage): Promise<{ message?: unknown }>; close(): void };
  let made: Promise<Transport> | null = null;
  const transport = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) =>
      opts.smtpUrl ? (nodemailer.createTransport(opts.smtpUrl) as Transport) : (nodemailer.createTransport({ jsonTransport: true }) as Transport),
    ));
  const close = () =>
    void made?.then(
      (t) => t.close(),
      () => undefined,
    );
  if (opts.smtpUrl) {
    return {
      via: 'smtp',
      send: async (m) => {
        await (await transport()).sendMail({ from: opts.from, ...m });
      },
      close,
    };
  }
  return {
    via: 'log',
    send: async (m) => {
      const info = await (await transport()).sendMail({ from: opts.from, ...m });
      log.info({ mail: JSON.parse(String(info.message)) }, 'mail delivered to the log (no SMTP_URL configured)');
    },
    close,
  };
}
