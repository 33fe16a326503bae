import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { ipRange, webhookAddressAllowed, webhookUrlProblem } from '@tic/shared';

/**
 * Where a webhook may be sent (docs/webhooks.md): the URL's shape (the shared rule `webhookUrlProblem`), then every
 * address its host name resolves to must be a public unicast address (the shared `webhookAddressAllowed`: ipaddr.js
 * names the range; private, unique-local, loopback, link-local, CGNAT, multicast, unspecified, broadcast, reserved
 * and the other special ranges are refused, an IPv4-mapped IPv6 address as its IPv4 address). Demo mode lets a
 * loopback receiver in (plain http only there). The check runs at registration and again at every delivery, and the delivery connects to the
 * address that was checked (`pinnedLookup`), so a DNS answer that changes in between cannot reach inside.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to all its addresses (the system resolver; tests inject their own). */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export type TargetCheck =
  | { ok: true; host: string; addresses: ResolvedAddress[] }
  /** msgKey/params: the user's message; reason: for the delivery log; final: no retry would change it (a DNS failure would). */
  | { ok: false; msgKey: string; params: Record<string, string>; reason: string; final: boolean };

const refuse = (msgKey: string, params: Record<string, string>, reason: string, final = true): TargetCheck => ({ ok: false, msgKey, params, reason, final });

/** Checks a webhook URL and resolves its host once: the addresses to connect to, or why not. */
export async function checkWebhookTarget(url: string, opts: { demo: boolean; resolve: HostResolver }): Promise<TargetCheck> {
  const problem = webhookUrlProblem(url, { demo: opts.demo });
  if (problem) return refuse(problem, {}, problem);
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  const literal = isIP(host) !== 0;
  if (literal) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await opts.resolve(host);
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err instanceof Error ? err.message : String(err));
      return refuse('validation.webhookUnresolved', { host }, `host ${host} not resolved (${code})`, false);
    }
    if (addresses.length === 0) return refuse('validation.webhookUnresolved', { host }, `host ${host} has no address`, false);
  }
  // Every answer must be public: a name with one public and one private address could be steered to the private one.
  const inside = addresses.find((a) => !webhookAddressAllowed(a.address, opts));
  if (inside) {
    const reason = `${host} is ${literal ? '' : `resolved to ${inside.address}, `}${ipRange(inside.address) ?? 'not an address'}`;
    return literal ? refuse('validation.webhookPrivate', {}, reason) : refuse('validation.webhookPrivateHost', { host }, reason);
  }
  // Plain http (demo only, by the shared rule) must stay on this machine.
  if (parsed.protocol === 'http:' && addresses.some((a) => ipRange(a.address) !== 'loopback'))
    return refuse('validation.webhookHttpsOnly', {}, `plain http to ${host}, which is not a loopback address`);
  return { ok: true, host, addresses };
}

/**
 * A `lookup` for the request that answers with the checked addresses whatever name it is asked about: the
 * connection goes where the check looked, never to a second DNS answer.
 */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    if (usable.length === 0) {
      const err = Object.assign(new Error(`no checked IPv${family} address`), { code: 'ENOTFOUND' });
      (callback as (e: NodeJS.ErrnoException | null, a: string, f: number) => void)(err, '', 0);
      return;
    }
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, usable);
    else (callback as (e: null, a: string, f: number) => void)(null, usable[0]!.address, usable[0]!.family);
  };
}
