import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../platform/mail/transport.js';
import type { SmsGateway } from '../../platform/sms/gateway.js';
import { accountsRepo } from './repo.js';

export type Channel = 'sms' | 'email';

/**
 * One interface for every message of the accounts module (codes, contact-change notices): e-mail by nodemailer,
 * SMS by the HTTP gateway. In demo mode each message is also written to the dev outbox, so that a user of the
 * embedded default can read their codes at /dev/outbox.
 */
export interface Delivery {
  send(channel: Channel, recipient: string, message: { subject: string; text: string }): Promise<void>;
}

export function createDelivery(app: FastifyInstance, mailer: Mailer, sms: SmsGateway): Delivery {
  return {
    async send(channel, recipient, message) {
      if (app.config.demo) await accountsRepo.outboxAdd(app.db, { channel, recipient, text: message.text });
      if (channel === 'email') await mailer.send({ to: recipient, subject: message.subject, text: message.text });
      else await sms.send({ to: recipient.replace(/\s+/g, ''), text: message.text });
    },
  };
}
