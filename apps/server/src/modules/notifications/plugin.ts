import fp from 'fastify-plugin';
import { OutboxWorker } from '../../platform/mail/outbox.js';
import { createMailer, type Mailer } from '../../platform/mail/transport.js';
import { UserCache } from '../../platform/cache/userCache.js';
import { NoticeHub } from './hub.js';
import { streamEventFor, type CachedNoticePage } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    noticeHub: NoticeHub;
    mailWorker: OutboxWorker;
    /** Answers of GET /corner/notify as sent (the serialised envelope): every page, bell and drawer of every open tab asks for the same few. */
    noticePages: UserCache<CachedNoticePage>;
  }
}

// Bounded by the bytes held (a page of 30 is about 12 kB as JSON): some 10 MB at most.
const PAGE_CACHE_MAX_BYTES = 10_000_000;
const PAGE_CACHE_TTL_MS = 30_000;

export interface NoticesPlatformOptions {
  /** Run the mail outbox worker in this process (tests drive it by hand instead). */
  mailWorker: boolean;
  mailer?: Mailer;
}

/**
 * Per-process machinery of notices: the LISTEN fan-out to server-sent event streams and the mail
 * outbox worker. Both start when the app is ready and stop when it closes.
 */
export const noticesPlatform = fp<NoticesPlatformOptions>(async (app, opts) => {
  const hub = new NoticeHub(app.database, (userId, batchCode) => streamEventFor(app.db, userId, batchCode), app.log);
  const mailer = opts.mailer ?? createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom }, app.log);
  const worker = new OutboxWorker(app.db, mailer, app.log);
  app.decorate('noticeHub', hub);
  app.decorate(
    'noticePages',
    app.userCaches.register(
      new UserCache<CachedNoticePage>({ max: 5_000, ttlMs: PAGE_CACHE_TTL_MS, maxSize: PAGE_CACHE_MAX_BYTES, size: (p) => p.body.length }),
    ),
  );
  app.decorate('mailWorker', worker);

  app.addHook('onReady', async () => {
    await hub.start();
    if (opts.mailWorker) {
      hub.onMail(() => worker.wake());
      worker.start();
    }
  });
  // Streams never end by themselves; Fastify waits for open requests before onClose, so end them first.
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => {
    await worker.stop();
    await hub.stop();
    mailer.close();
  });
});
