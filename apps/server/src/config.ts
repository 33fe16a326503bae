import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseOidcConfig, type OidcConfig } from './configOidc.js';
import { CODE_DAILY_CAP_PER_IP, CODE_DAILY_CAP_PER_RECIPIENT, LOCALES, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '@tic/shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every environment variable the server reads, parsed once. A wrong value stops start-up with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: 127.0.0.1 in demo mode (its accounts and codes are public), every interface otherwise. */
  HOST: z.string().min(1).optional(),
  /** Origins (scheme://host[:port], comma-separated) besides the server's own host whose pages may send state-changing requests. */
  PUBLIC_ORIGIN: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'PUBLIC_ORIGIN: comma-separated origins such as https://portal.example.com')))
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DEMO: flag.optional(),
  /** The OpenAPI page and document at /frontend/v1/docs: on in demo mode, off otherwise unless API_DOCS=1 (issue 34). */
  API_DOCS: flag.optional(),
  DEFAULT_LANG: z.enum(LOCALES).default('zh_CN'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('TIC Customer Portal <no-reply@tic-portal.local>'),
  MAIL_WORKER: flag.default(true),
  /** Run the job queue's workers and schedules in this process (platform/jobs; every process can still send). */
  JOBS_WORKER: flag.default(true),
  /** First retry delay of a failed webhook delivery, doubling after each attempt (docs/webhooks.md). */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Compare every fast-serialised answer with its zod schema's (a mismatch is a 500); the test suites set it. */
  RESPONSE_CHECK: flag.default(false),
  COOKIE_SECURE: flag.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(SESSION_IDLE_MINUTES),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(SESSION_ABSOLUTE_HOURS),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SMS_GATEWAY_URL: z.string().url('SMS_GATEWAY_URL must be a URL').optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  CODE_DAILY_CAP_RECIPIENT: z.coerce.number().int().min(1).default(CODE_DAILY_CAP_PER_RECIPIENT),
  CODE_DAILY_CAP_IP: z.coerce.number().int().min(1).default(CODE_DAILY_CAP_PER_IP),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CODE_SEND_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CODE_CHECK_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Public certificate checks per minute and client (issue 15); the bench lifts it. */
  RATE_LIMIT_VERIFY_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Requests per minute and personal access token on /backend/v1. */
  RATE_LIMIT_TOKEN_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** The PDF signing identity: a PKCS#12 file (key and certificate) and its password. Demo: a self-signed one under DATA_DIR. */
  PDF_SIGN_P12: z.string().min(1).optional(),
  PDF_SIGN_P12_PASSWORD: z.string().default(''),
  /** The issuer named on public verification answers. */
  CERT_ISSUER_NAME: z.string().min(1).default('TIC Certification Body'),
  /** The portal's public address (https://portal.example.com): the QR code of a certificate opens its /verify page there. Unset: the request's own. */
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').optional(),
  RATE_LIMIT_CAPTCHA_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).max(64).default('tic:'),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PREFIX: z.string().max(200).default(''),
  RESUMABLE_MAX_FILE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(5 * 1024 * 1024)
    .optional(),
  ORPHAN_FILE_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
});

export interface Config {
  port: number;
  /** Where the server listens (demo mode: loopback unless HOST says otherwise). */
  host: string;
  /** Origins allowed to send state-changing requests besides the server's own host (PUBLIC_ORIGIN). */
  publicOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  /** Demo mode: the embedded default or DEMO=1, never otherwise. Loads demo data, relaxes Secure cookies and HSTS. */
  demo: boolean;
  /** Whether /frontend/v1/docs (the Swagger page and its JSON) is served (API_DOCS; default: demo mode only). */
  apiDocs: boolean;
  defaultLang: (typeof LOCALES)[number];
  smtpUrl: string | undefined;
  /** Shared store of the rate limits when several processes serve (unset: each process counts alone). */
  redisUrl: string | undefined;
  /** Prefix of every key this installation writes to Redis. */
  redisPrefix: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Whether this process delivers the mail outbox (any number of processes may; SKIP LOCKED keeps them apart). */
  mailWorker: boolean;
  jobsWorker: boolean;
  webhookRetrySeconds: number;
  logLevel: string;
  /** RESPONSE_CHECK: every answer serialised from JSON Schema is also checked against its zod schema (tests). */
  responseCheck: boolean;
  cookieSecure: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  pgPoolMax: number;
  trustProxy: boolean;
  webDist: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsGatewayTimeoutMs: number;
  /** Verification codes a recipient / an IP may receive per day. */
  codeDailyCapRecipient: number;
  codeDailyCapIp: number;
  /** Requests per minute and IP (@fastify/rate-limit, per process) on sign-in, code sending and code checking routes. */
  rateLimits: { login: number; codeSend: number; codeCheck: number; verify: number; token: number; captcha: number };
  /** Issue 15: the PDF signing identity (unset: a self-signed one made under dataDir) and the issuer's name. */
  pdfSign: { p12Path?: string; password: string };
  certIssuerName: string;
  publicUrl?: string;
  /** Third-party sign-in: the OpenID Connect providers (none by default) and the callback page they return to. */
  oidc: OidcConfig;
  /** S3-compatible object storage for every file (uploads, certificates, imports, resumable uploads); unset: DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Replaces every form's per-file cap of resumable uploads (the bench's 2 GB file); unset: the forms' own caps. */
  resumableMaxBytes: number | undefined;
  /** How old an uploaded file no row refers to (or stored bytes no file row names) must be before the sweep deletes it. */
  orphanFileGraceMs: number;
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (several installations may share one). */
  prefix: string;
}

export class ConfigError extends Error {}

/**
 * What stops the server's start (main.ts) outside demo mode beyond single values (issue 34). Kept out of loadConfig so
 * that tests may build an app with DEMO=0 without a signing identity (it then signs with the database's self-signed one).
 * - PDF_SIGN_P12: certificates are signed with the provider's own identity, the same file for every process. A
 *   self-signed identity would be one a reader cannot trust, and keeping a private key in the database would let a
 *   database dump forge the provider's signature; demo mode keeps one there (shared by its processes) instead.
 */
export function startupProblems(config: Config): string[] {
  if (config.demo || config.pdfSign.p12Path) return [];
  return [
    '  PDF_SIGN_P12: required outside demo mode: the path of the PKCS#12 file (key and certificate) that signs certificate PDFs,' +
      ' the same file for every process (with PDF_SIGN_P12_PASSWORD). See docs/trust.md.',
  ];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const oidc = parseOidcConfig(cleaned, parsed.data?.PORT ?? 3000);
  if (!parsed.success || oidc.problems.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${[...lines, ...oidc.problems].join('\n')}`);
  }
  const e = parsed.data;
  const s3Set = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => cleaned[k] !== undefined);
  if (s3Set.length > 0 && !e.S3_BUCKET) throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required with ${s3Set.join(', ')}`);
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const demo = e.DEMO ?? !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    publicOrigins: e.PUBLIC_ORIGIN ?? [],
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    demo,
    apiDocs: e.API_DOCS ?? demo,
    defaultLang: e.DEFAULT_LANG,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    mailFrom: e.MAIL_FROM,
    mailWorker: e.MAIL_WORKER,
    jobsWorker: e.JOBS_WORKER,
    webhookRetrySeconds: e.WEBHOOK_RETRY_SECONDS,
    logLevel: e.LOG_LEVEL,
    responseCheck: e.RESPONSE_CHECK,
    cookieSecure: e.COOKIE_SECURE ?? !demo,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    pgPoolMax: e.PG_POOL_MAX,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST),
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    smsGatewayTimeoutMs: e.SMS_GATEWAY_TIMEOUT_MS,
    codeDailyCapRecipient: e.CODE_DAILY_CAP_RECIPIENT,
    codeDailyCapIp: e.CODE_DAILY_CAP_IP,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      codeSend: e.RATE_LIMIT_CODE_SEND_PER_MINUTE,
      codeCheck: e.RATE_LIMIT_CODE_CHECK_PER_MINUTE,
      verify: e.RATE_LIMIT_VERIFY_PER_MINUTE,
      token: e.RATE_LIMIT_TOKEN_PER_MINUTE,
      captcha: e.RATE_LIMIT_CAPTCHA_PER_MINUTE,
    },
    pdfSign: { p12Path: e.PDF_SIGN_P12, password: e.PDF_SIGN_P12_PASSWORD },
    certIssuerName: e.CERT_ISSUER_NAME,
    publicUrl: e.PUBLIC_URL,
    oidc: oidc.config,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    resumableMaxBytes: e.RESUMABLE_MAX_FILE_MB === undefined ? undefined : e.RESUMABLE_MAX_FILE_MB * 1024 * 1024,
    orphanFileGraceMs: e.ORPHAN_FILE_GRACE_HOURS * 3600 * 1000,
  };
}
