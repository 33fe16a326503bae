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
  /**
   * Sends in the background: the request answers without waiting for the gateway, so an answer takes the
   * same time whether a message went out or not (a known account is not told apart from an unknown one).
   */
  queue(channel: Channel, recipient: string, message: { subject: string; text: string }): void;
  /** Resolves when every queued message has been handed over (the dev outbox reads after it; shutdown waits). */
  idle(): Promise<void>;
}

export function createDelivery(app: FastifyInstance, mailer: Mailer, sms: SmsGateway): Delivery {
  const pending = new Set<Promise<void>>();
  const delivery: Delivery = {
    async send(channel, recipient, message) {
      if (app.config.demo) await accountsRepo.outboxAdd(app.db, { channel, recipient, text: message.text });
      if (channel === 'email') await mailer.send({ to: recipient, subject: message.subject, text: message.text });
      else await sms.send({ to: recipient.replace(/\s+/g, ''), text: message.text });
    },
    queue(channel, recipient, message) {
      const p = delivery.send(channel, recipient, message).catch((err: unknown) => app.log.error({ err, channel }, 'message delivery failed'));
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
  return delivery;
}
