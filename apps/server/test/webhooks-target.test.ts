import { describe, expect, it } from 'vitest';
import { ipRange, webhookAddressAllowed, webhookUrlProblem } from '@tic/shared';
import { checkWebhookTarget, pinnedLookup, type HostResolver, type ResolvedAddress } from '../src/modules/webhooks/target.js';

/**
 * Where a webhook may go (issue 15): a host name is resolved by an injected resolver function (a plain function
 * answering like DNS; no database involved) and every address it gives is checked.
 */
const family = (a: string): 4 | 6 => (a.includes(':') ? 6 : 4);
const dns =
  (answers: Record<string, string[]>): HostResolver =>
  async (host) => {
    const list = answers[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: family(address) }));
  };

const INSIDE: [string, string][] = [
  ['10.1.2.3', 'private'],
  ['172.16.0.9', 'private'],
  ['192.168.1.20', 'private'],
  ['127.0.0.1', 'loopback'],
  ['169.254.169.254', 'linkLocal'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['224.0.0.251', 'multicast'],
  ['0.0.0.0', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'linkLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['ff02::1', 'multicast'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:169.254.169.254', 'linkLocal'],
];

describe('the address rule (shared, ipaddr.js)', () => {
  it.each(INSIDE)('%s is %s and refused (also in demo mode unless loopback)', (address, range) => {
    expect(ipRange(address)).toBe(range);
    expect(webhookAddressAllowed(address, { demo: false })).toBe(false);
    expect(webhookAddressAllowed(address, { demo: true })).toBe(range === 'loopback');
  });

  it('public unicast addresses are allowed, v4, v6 and IPv4-mapped', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:93.184.215.14']) {
      expect(ipRange(a)).toBe('unicast');
      expect(webhookAddressAllowed(a, { demo: false })).toBe(true);
    }
    expect(ipRange('not-an-address')).toBeNull();
    expect(webhookAddressAllowed('not-an-address', { demo: true })).toBe(false);
  });

  it('an address written in the URL is refused by the shared rule, in any of its spellings', () => {
    for (const url of [
      'https://10.1.2.3/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://[::]/hook',
      'https://0x7f000001/hook',
      'https://2130706433/hook',
      'https://100.64.1.1/hook',
      'https://localhost/hook',
    ])
      expect(webhookUrlProblem(url, { demo: false }), url).toBe('validation.webhookPrivate');
    expect(webhookUrlProblem('https://93.184.215.14/hook', { demo: false })).toBeNull();
    // Demo mode: a receiver on this machine, over plain http too.
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', { demo: true })).toBeNull();
    expect(webhookUrlProblem('http://hooks.localhost:4000/hook', { demo: true })).toBeNull();
    expect(webhookUrlProblem('http://erp.example.com/hook', { demo: true })).toBe('validation.webhookHttpsOnly');
  });
});

describe('IPv6 addresses that embed an IPv4 address are judged by it (issue 34)', () => {
  // IPv4-compatible ::/96, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16 (IPv4 in bits 16-47).
  const INSIDE6: [string, string][] = [
    ['::7f00:1', 'loopback'],
    ['::a00:1', 'private'],
    ['::a9fe:a9fe', 'linkLocal'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::10.1.2.3', 'private'],
    ['64:ff9b::169.254.169.254', 'linkLocal'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:a9fe:a9fe:1::5', 'linkLocal'],
  ];
  it.each(INSIDE6)('%s is %s and refused', (address, range) => {
    expect(ipRange(address)).toBe(range);
    expect(webhookAddressAllowed(address, { demo: false })).toBe(false);
  });
  it('the URL spellings are refused outside demo; a public embedded address passes', () => {
    for (const url of [
      'https://[::127.0.0.1]/',
      'https://[::7f00:1]/hook',
      'https://[::10.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[2002:7f00:1::]/',
    ])
      expect(webhookUrlProblem(url, { demo: false }), url).toBe('validation.webhookPrivate');
    for (const a of ['::808:808', '64:ff9b::8.8.8.8', '2002:808:808::1']) expect(webhookAddressAllowed(a, { demo: false }), a).toBe(true);
    // The unspecified and loopback addresses keep their own names.
    expect(ipRange('::')).toBe('unspecified');
    expect(ipRange('::1')).toBe('loopback');
  });
  it('a host name resolving to such an address is refused', async () => {
    const check = await checkWebhookTarget('https://nat64.example.com/hook', { demo: false, resolve: dns({ 'nat64.example.com': ['64:ff9b::a00:5'] }) });
    expect(check.ok).toBe(false);
  });
});

describe('checkWebhookTarget: the host name resolved with an injected resolver', () => {
  const resolve = dns({
    'erp.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'intranet.example.com': ['10.20.30.40'],
    'mixed.example.com': ['93.184.215.14', '192.168.0.10'],
    'mapped.example.com': ['::ffff:172.16.5.5'],
    'cgnat.example.com': ['100.100.100.100'],
    'v6local.example.com': ['fd00::5'],
    'meta.example.com': ['169.254.169.254'],
    'nothing.example.com': [],
    'hooks.localhost': ['127.0.0.1'],
    'sneaky.localhost': ['10.0.0.1'],
  });

  it('a public name is allowed, with all its addresses kept for the connection', async () => {
    expect(await checkWebhookTarget('https://erp.example.com/hook', { demo: false, resolve })).toEqual({
      ok: true,
      host: 'erp.example.com',
      addresses: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      ],
    });
  });

  it.each([
    ['intranet.example.com', '10.20.30.40', 'private'],
    ['mixed.example.com', '192.168.0.10', 'private'],
    ['mapped.example.com', '::ffff:172.16.5.5', 'private'],
    ['cgnat.example.com', '100.100.100.100', 'carrierGradeNat'],
    ['v6local.example.com', 'fd00::5', 'uniqueLocal'],
    ['meta.example.com', '169.254.169.254', 'linkLocal'],
  ])('%s (-> %s, %s) is refused with its name', async (host, address, range) => {
    const r = await checkWebhookTarget(`https://${host}/hook`, { demo: true, resolve });
    expect(r).toEqual({
      ok: false,
      msgKey: 'validation.webhookPrivateHost',
      params: { host },
      reason: `${host} is resolved to ${address}, ${range}`,
      final: true,
    });
  });

  it('a name that does not resolve is refused but not final (a later attempt may succeed)', async () => {
    for (const host of ['unknown.example.com', 'nothing.example.com']) {
      const r = await checkWebhookTarget(`https://${host}/hook`, { demo: false, resolve });
      expect(r).toMatchObject({ ok: false, msgKey: 'validation.webhookUnresolved', params: { host }, final: false });
    }
  });

  it('demo mode: plain http only while every address is loopback; never loopback outside demo mode', async () => {
    expect(await checkWebhookTarget('http://hooks.localhost:4000/x', { demo: true, resolve })).toMatchObject({ ok: true });
    expect(await checkWebhookTarget('http://sneaky.localhost:4000/x', { demo: true, resolve })).toMatchObject({
      ok: false,
      msgKey: 'validation.webhookPrivateHost',
    });
    expect(await checkWebhookTarget('https://hooks.localhost/x', { demo: false, resolve })).toMatchObject({
      ok: false,
      msgKey: 'validation.webhookPrivate',
    });
    // An address in the URL is not looked up.
    const never: HostResolver = async () => {
      throw new Error('must not resolve an address');
    };
    expect(await checkWebhookTarget('https://93.184.215.14/x', { demo: false, resolve: never })).toMatchObject({ ok: true });
  });
});

describe('pinnedLookup', () => {
  const checked: ResolvedAddress[] = [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ];
  const ask = (options: { all?: boolean; family?: number }) =>
    new Promise<unknown[]>((resolve) => pinnedLookup(checked)('erp.example.com', options as never, (...args: unknown[]) => resolve(args)));

  it('answers with the checked addresses whatever the name, one or all, by family', async () => {
    expect(await ask({ all: true })).toEqual([null, checked]);
    expect(await ask({})).toEqual([null, '93.184.215.14', 4]);
    expect(await ask({ family: 6 })).toEqual([null, '2606:2800:21f:cb07:6820:80da:af6b:8b2c', 6]);
    const [err] = await new Promise<unknown[]>((resolve) =>
      pinnedLookup([checked[0]!])('erp.example.com', { family: 6 } as never, (...args: unknown[]) => resolve(args)),
    );
    expect((err as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
  });
});
