import fp from 'fastify-plugin';
import { createMailer } from '../../platform/mail/transport.js';
import { createSmsGateway } from '../../platform/sms/gateway.js';
import { createDelivery, type Delivery } from './delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

/** The senders of the accounts module (codes go out at once, not through the notice outbox). */
export const accountsPlatform = fp(async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom }, app.log);
  const sms = createSmsGateway({ url: app.config.smsGatewayUrl, token: app.config.smsGatewayToken, timeoutMs: app.config.smsGatewayTimeoutMs }, app.log);
  app.decorate('delivery', createDelivery(app, mailer, sms));
  app.addHook('onClose', async () => mailer.close());
});
