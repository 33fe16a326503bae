import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { optionalText, pageOf, pagingQuery } from './common.js';

/**
 * Webhooks (issue 15, docs/webhooks.md): a customer's endpoints receive signed events. One rule set for the
 * server and the profile page's form.
 */
export const WEBHOOK_EVENTS = [
  'application.status_changed',
  'notice.created',
  'certificate.issued',
  'certificate.status_changed',
  // The client's release / reject / re-inspect decision on an issued inspection report.
  'inspection.decision_recorded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Every delivery carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-TIC-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'X-TIC-Event-Id';
export const WEBHOOK_MAX_PER_USER = 10;
export const WEBHOOK_URL_MAX = 500;
/** Attempts of one delivery (the first and its retries with doubling delays), then it is failed. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** Deliveries failed in a row (each after all its attempts) that switch an endpoint off. */
export const WEBHOOK_DISABLE_AFTER = 5;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'retrying', 'delivered', 'failed', 'cancelled'] as const;

/** Names that are this machine by definition (RFC 6761): `localhost` and anything under `.localhost`. */
const LOCALHOST = /^(localhost|[a-z0-9.-]+\.localhost)\.?$/i;

/**
 * The range of an IP address as ipaddr.js names it — 'unicast' for a public one; 'private', 'loopback', 'linkLocal',
 * 'carrierGradeNat', 'multicast', 'unspecified', 'uniqueLocal', 'reserved' … otherwise. An IPv4-mapped IPv6 address
 * (::ffff:10.0.0.1) is read as its IPv4 address. Null when the text is no IP address.
 */
export function ipRange(address: string): string | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.process(bare);
  return (parsed.kind() === 'ipv6' ? embeddedIpv4(parsed as ipaddr.IPv6) : null)?.range() ?? parsed.range();
}

/**
 * The IPv4 address an IPv6 address carries, by which it is judged (issue 34: ipaddr.js calls `::127.0.0.1`
 * unicast): IPv4-compatible `::/96` (but `::` and `::1` keep their own names), NAT64 `64:ff9b::/96` (last 32
 * bits) and 6to4 `2002::/16` (bits 16-47). IPv4-mapped `::ffff:0:0/96` is already read as IPv4 by `process`.
 */
function embeddedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const b = v6.toByteArray();
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const nat64 = b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12);
  const compatible = zeros(0, 12) && !['unspecified', 'loopback'].includes(v6.range());
  if (nat64 || compatible) return new ipaddr.IPv4(b.slice(12, 16));
  if (b[0] === 0x20 && b[1] === 0x02) return new ipaddr.IPv4(b.slice(2, 6));
  return null;
}

/** A webhook may connect to this address: a public unicast one, or, in demo mode, loopback (a local receiver). */
export function webhookAddressAllowed(address: string, opts: { demo: boolean }): boolean {
  const range = ipRange(address);
  return range === 'unicast' || (opts.demo && range === 'loopback');
}

/**
 * Why a URL cannot be a webhook endpoint (an i18n key), or null. An address written in the URL is checked here; a
 * host name is resolved and its addresses checked by the server (modules/webhooks/target.ts). `demo`: plain http is
 * allowed to this machine (a local receiver).
 */
export function webhookUrlProblem(value: string, opts: { demo: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'validation.webhookBadUrl';
  }
  if (url.username || url.password) return 'validation.webhookBadUrl';
  const range = ipRange(url.hostname);
  const loopback = range === 'loopback' || LOCALHOST.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && opts.demo)) return 'validation.webhookHttpsOnly';
  if (range !== null ? !webhookAddressAllowed(url.hostname, opts) : loopback && !opts.demo) return 'validation.webhookPrivate';
  return null;
}

const url = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(WEBHOOK_URL_MAX, { error: 'validation.tooLong' })
  // The form checks the shape; the server checks it again with its own demo flag (webhookUrlProblem).
  .superRefine((v, c) => {
    const problem = webhookUrlProblem(v, { demo: true });
    if (problem) c.addIssue({ code: 'custom', message: problem });
  });
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'validation.choice' }), { error: 'validation.required' })
  .min(1, { error: 'validation.webhookNoEvents' })
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

export const webhookCreateBody = z.object({ url, description: optionalText(100), events });
export const webhookUpdateBody = z.object({ url: url.optional(), description: optionalText(100), events: events.optional(), active: z.boolean().optional() });

export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  active: z.boolean(),
  disabled_reason: z.string().nullable(),
  consecutive_failures: z.number(),
  secret_hint: z.string(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
/** The answer of create and rotate: the signing secret, this once. */
export const webhookWithSecret = webhookSchema.extend({ secret: z.string() });

export const webhookAttemptSchema = z.object({
  attempt: z.number(),
  status_code: z.number().nullable(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
  at: z.string(),
});
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPage = pageOf(webhookDeliverySchema);
export const webhookDeliveryQuery = pagingQuery(100, 20);
