import Fastify, { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BACKEND, API_FRONTEND } from '@tic/shared';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './platform/mail/transport.js';
import { authPlugin } from './platform/auth/plugin.js';
import { tokenRateLimiter, type CachedAccessToken } from './platform/auth/accessTokens.js';
import type { CachedSession } from './platform/auth/sessions.js';
import { userCachesPlugin } from './platform/cache/plugin.js';
import { UserCache } from './platform/cache/userCache.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './platform/envelope.js';
import { registerHttpPlatform, securityHeaderLines, securityHeaders } from './platform/http.js';
import { guardedValidatorCompiler, registerRequestGuards } from './platform/requestGuards.js';
import { safeError } from './platform/logSafety.js';
import { responseSerializerCompiler } from './platform/serialization.js';
import { registerSpa } from './platform/spa.js';
import { businessClock } from './platform/clock.js';
import { trackAllowedMethods } from './platform/allowedMethods.js';
import { jobsPlatform } from './platform/jobs/plugin.js';
import { createStorage } from './platform/files/select.js';
import type { FileStorage } from './platform/files/storage.js';
import { authRoutes, type ApiMountOptions } from './modules/auth/routes.js';
import { accountsPlatform } from './modules/accounts/plugin.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { thirdPlatform } from './modules/third/plugin.js';
import { thirdRoutes } from './modules/third/routes.js';
import { menuRoutes } from './modules/menus/routes.js';
import { noticeDemoRoutes } from './modules/notifications/demoRoutes.js';
import { noticesPlatform } from './modules/notifications/plugin.js';
import { noticeRoutes } from './modules/notifications/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { dictionaryRoutes } from './modules/reference/dictionaryRoutes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { hsRoutes } from './modules/hs/routes.js';
import { invoiceProfileRoutes } from './modules/invoiceProfiles/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { creditRoutes } from './modules/payments/creditRoutes.js';
import { statementRoutes } from './modules/payments/statementRoutes.js';
import { definePaymentJobs } from './modules/payments/jobs.js';
import { defineDirectoryJobs } from './modules/directory/jobs.js';
import { holderDirectoryRoutes, publicDirectoryRoutes } from './modules/directory/routes.js';
import { defineStaffJobs } from './modules/staff/jobs.js';
import { defineFileJobs } from './modules/files/jobs.js';
import { defineAdditionalInfoJobs } from './modules/additionalInfo/jobs.js';
import { defineVaultJobs } from './modules/vault/jobs.js';
import { vaultRoutes } from './modules/vault/routes.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import { organisationRoutes } from './modules/organisations/routes.js';
import { guestRoutes } from './modules/organisations/guestsRoutes.js';
import { webhookJobs } from './modules/webhooks/jobs.js';
import { systemResolver, type HostResolver } from './modules/webhooks/target.js';
import { contentRoutes } from './modules/content/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { resumableUploadRoutes } from './modules/uploads/routes.js';
import { additionalInfoRoutes } from './modules/additionalInfo/routes.js';
import { resumablePlatform } from './modules/uploads/plugin.js';
import { configurationRoutes } from './modules/configuration/routes.js';
import { calendarRoutes } from './modules/staff/calendarRoutes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { renewalRoutes } from './modules/renewals/routes.js';
import { renewalDemoRoutes } from './modules/renewals/demoRoutes.js';
import { defineRenewalJobs } from './modules/renewals/jobs.js';
import { lookupRoutes } from './modules/lookups/routes.js';
import { healthRoutes, publicRoutes } from './modules/system/routes.js';
import { channelRoutes, channelStaffRoutes } from './modules/channel/routes.js';
import { allRoutes } from './modules/all/routes.js';
import { publicVerifyRoutes, staffCertRoutes } from './modules/trust/routes.js';
import { accessTokenRoutes } from './modules/trust/tokenRoutes.js';
import { lazyPdfSigner, signingIdentityStore, type AppPdfSigner } from './modules/trust/lazySigner.js';
import { lineExtensions } from './modules/applications/extensions.js';
import { registerLines } from './lines.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Where every stored file's bytes live: DATA_DIR/files, or the S3 bucket of S3_*. */
    storage: FileStorage;
    pdfSigner: AppPdfSigner;
    /** Resolves a webhook's host name to its addresses (the system resolver; tests inject one). */
    resolveHost: HostResolver;
  }
}

// A signed-in request reads its session from memory; the database's change signal keeps it true, the TTL bounds a missed signal.
const SESSION_CACHE_MAX = 10_000;
const CACHE_TTL_MS = 30_000;

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The clock sessions use; tests move it to check expiry. */
  now?: () => Date;
  /** The business clock (platform/clock.ts: due dates, numbering, issue dates, daily jobs); the simulated year moves it. */
  businessNow?: () => Date;
  logger?: boolean;
  /** Run the mail outbox worker (default: config.mailWorker); tests drive it by hand. */
  mailWorker?: boolean;
  /** Replaces the nodemailer transport (tests record what would be sent). */
  mailer?: Mailer;
  /** Start the job queue (default true; test suites that do not use it skip pg-boss's start-up; main.ts: after the listen). */
  jobs?: boolean | 'after-listen';
  /** Waits until the web app in config.webDist is built (npm start builds it beside the server's start-up). */
  waitForWeb?: () => Promise<void>;
  /** How often an idle job worker polls (seconds; tests use pg-boss's minimum). */
  jobsPollingSeconds?: number;
  /** Replaces the system resolver for webhook host names (tests answer with the addresses they need). */
  resolveHost?: HostResolver;
}

// Passwords, codes and tokens never reach the log.
/** A secret that travels in a path (the QR ticket a phone looks up) never reaches the log. */
export const redactUrl = (url: string) => url.replace(/(\/qr\/ticket\/)(?!poll\b|confirm\b|cancel\b)[^/?#]+/g, '$1[redacted]');
const serializers = {
  err: safeError,
  req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  }),
};

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.code',
  '*.token',
  '*.ticket',
  '*.key',
  '*.captcha',
  '*.callback',
  '*.password_confirmation',
  'sms.text',
  'mail.text',
];

/** The API modules, mounted once per base path (design.md: /frontend/v1 for the browser, /backend/v1 for bearer clients). */
async function api(app: FastifyInstance, opts: ApiMountOptions) {
  await app.register(publicRoutes);
  await app.register(authRoutes, { variant: opts.variant });
  await app.register(accountsRoutes, { variant: opts.variant });
  await app.register(thirdRoutes, { variant: opts.variant });
  await app.register(menuRoutes);
  await app.register(referenceRoutes);
  await app.register(noticeRoutes);
  if (app.config.demo) await app.register(noticeDemoRoutes);
  await app.register(dictionaryRoutes);
  await app.register(geoRoutes);
  await app.register(hsRoutes);
  await app.register(invoiceProfileRoutes);
  await app.register(vaultRoutes);
  await app.register(fileRoutes);
  await app.register(resumableUploadRoutes);
  await app.register(additionalInfoRoutes);
  await app.register(contentRoutes);
  await app.register(configurationRoutes);
  await app.register(applicationRoutes);
  await app.register(staffRoutes);
  await app.register(calendarRoutes);
  await app.register(certificateRoutes);
  await app.register(renewalRoutes);
  if (app.config.demo) await app.register(renewalDemoRoutes);
  // The business lines' own routes (inspection, samples, testing ...): lines.ts registers them with the engine, here
  // (before, only the demo seed registered them: a process without DEMO mounted none of the lines' routes).
  for (const line of registerLines()) if (line.routes) await app.register(line.routes);
  await app.register(lookupRoutes);
  // Spec section 7: channel partners' calls under /channel (channel accounts only), company-wide lists under /all (docs/channel-and-all.md).
  await app.register(channelRoutes, { prefix: '/channel' });
  await app.register(channelStaffRoutes);
  await app.register(allRoutes, { prefix: '/all' });
  await app.register(paymentRoutes);
  await app.register(creditRoutes);
  await app.register(statementRoutes);
  await app.register(publicVerifyRoutes);
  await app.register(publicDirectoryRoutes);
  await app.register(holderDirectoryRoutes);
  await app.register(staffCertRoutes);
  await app.register(accessTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(organisationRoutes);
  await app.register(guestRoutes);
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const serializerCompiler = responseSerializerCompiler(config.responseCheck);
  const app = Fastify({
    // Every route is validated by zod (requestGuards.ts) and answered by our serialisers: named as the compilers'
    // factories, they spare Fastify loading its own (ajv with its formats, fast-json-stringify's compiler) at start-up.
    schemaController: {
      compilersFactory: {
        // The factories' types are those of ajv's and fast-json-stringify's compilers (their pools), which these are not.
        buildValidator: (() => guardedValidatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
    logger: opts.logger === false ? false : { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' }, serializers },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(securityHeaders(config.demo)),
    clientErrorHandler: clientErrorHandler(securityHeaderLines(config.demo), config.defaultLang),
  }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);

  businessClock.use(opts.businessNow);
  // A moved clock ends with its app: what runs after it in this process (another test file sharing the module graph)
  // reads the real time again.
  if (opts.businessNow) app.addHook('onClose', async () => businessClock.use(undefined));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', await createStorage(config));
  app.decorate('resolveHost', opts.resolveHost ?? systemResolver);
  app.decorate(
    'pdfSigner',
    lazyPdfSigner(
      { ...config.pdfSign, dataDir: config.dataDir, issuerName: config.certIssuerName, demo: config.demo },
      app.log,
      signingIdentityStore(database.db),
    ),
  );

  registerErrorHandling(app);
  const allowedMethods = trackAllowedMethods(app);
  registerRequestGuards(app);
  await registerHttpPlatform(app);
  await app.register(userCachesPlugin);
  app.decorate('sessionPolicy', {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    now: opts.now ?? (() => new Date()),
    cache: app.userCaches.register(new UserCache<CachedSession>({ max: SESSION_CACHE_MAX, ttlMs: CACHE_TTL_MS })),
  });
  app.decorate('accessTokenCache', app.userCaches.register(new UserCache<CachedAccessToken>({ max: SESSION_CACHE_MAX, ttlMs: CACHE_TTL_MS })));
  await app.register(authPlugin);
  await app.register(accountsPlatform);
  app.addHook('onRequest', tokenRateLimiter(app as unknown as Parameters<typeof tokenRateLimiter>[0], config.rateLimits.token));
  await app.register(thirdPlatform);
  await app.register(jobsPlatform, { enabled: opts.jobs ?? true, worker: config.jobsWorker, pollingIntervalSeconds: opts.jobsPollingSeconds });
  definePaymentJobs(app);
  defineDirectoryJobs(app);
  defineStaffJobs(app);
  defineFileJobs(app);
  defineAdditionalInfoJobs(app);
  defineRenewalJobs(app);
  defineVaultJobs(app);
  for (const line of lineExtensions.all()) line.jobs?.(app);
  await app.register(webhookJobs, { retryDelaySeconds: config.webhookRetrySeconds });
  await app.register(noticesPlatform, { mailWorker: opts.mailWorker ?? config.mailWorker, mailer: opts.mailer });
  await app.register(resumablePlatform);
  await app.register(api, { prefix: API_FRONTEND, variant: 'frontend' });
  await app.register(api, { prefix: API_BACKEND, variant: 'backend' });
  await app.register(healthRoutes);
  // The static files are listed when registered: the web build (if one runs beside this start) must be done.
  await opts.waitForWeb?.();
  await registerSpa(app, allowedMethods);
  return app;
}
