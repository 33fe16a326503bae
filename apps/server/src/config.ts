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
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'PUBLIC_ORIGIN: comma-separated origins such as https://portal.example.com')))
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DEMO: flag.optional(),
  DEFAULT_LANG: z.enum(LOCALES).default('zh_CN'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('TIC Customer Portal <no-reply@tic-portal.local>'),
  MAIL_WORKER: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  RATE_LIMIT_CAPTCHA_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  REDIS_PREFIX: z.string().min(1).max(64).default('tic:'),
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
  logLevel: string;
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
  rateLimits: { login: number; codeSend: number; codeCheck: number; captcha: number };
  /** Third-party sign-in: the OpenID Connect providers (none by default) and the callback page they return to. */
  oidc: OidcConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const oidc = parseOidcConfig(cleaned, parsed.data?.PORT ?? 3000);
  if (!parsed.success || oidc.problems.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${[...lines, ...oidc.problems].join('\n')}`);
  }
  const e = parsed.data;
  const demo = e.DEMO ?? !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    publicOrigins: e.PUBLIC_ORIGIN ?? [],
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    demo,
    defaultLang: e.DEFAULT_LANG,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    mailFrom: e.MAIL_FROM,
    mailWorker: e.MAIL_WORKER,
    logLevel: e.LOG_LEVEL,
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
    rateLimits: { login: e.RATE_LIMIT_LOGIN_PER_MINUTE, codeSend: e.RATE_LIMIT_CODE_SEND_PER_MINUTE, codeCheck: e.RATE_LIMIT_CODE_CHECK_PER_MINUTE, captcha: e.RATE_LIMIT_CAPTCHA_PER_MINUTE },
    oidc: oidc.config,
  };
}
