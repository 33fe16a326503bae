import { expect } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { login, type TestContext } from './helpers.js';

/** What the organisations suites share (issue 30): new people, calls acting in an organisation, links from the outbox. */
export type Cookies = Record<string, string>;

export function organisationTools(ctx: () => TestContext, prefix: string) {
  const run = Date.now().toString(36).slice(-5);
  let seq = 0;

  /**
   * A new customer account of this run, signed in, with their own fields an application needs (name, mobile,
   * e-mail); `complete`: also the demo customer's company profile (their own organisation's, for applying there).
   */
  async function person(tag: string, opts: { complete?: boolean } = {}) {
    const username = `${prefix}${run}${tag}${seq++}`;
    const c = ctx();
    const [u] = await c.database.db
      .insert(users)
      .values({ username, passwordHash: await hashPassword('Demo@2026'), kind: 'customer', name: username, email: `${username}@example.com` })
      .returning();
    await c.database.db.execute(`update users set mobile_zone = '+86', mobile = '139${String(u!.id).padStart(8, '0').slice(-8)}' where id = ${u!.id}`);
    if (opts.complete)
      await c.database.db.execute(
        `update users u set identity = d.identity, identity_type = d.identity_type, profile = d.profile from users d where d.username = 'demo' and u.id = ${u!.id}`,
      );
    return { id: u!.id, username, email: `${username}@example.com`, cookies: (await login(c.app, username)).cookies };
  }

  /** A /frontend/v1 call, acting in organisation `org` when given, in a language. */
  const call = (cookies: Cookies | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, org?: number, payload?: unknown, lang = 'en') =>
    ctx().app.inject({
      method,
      url: `/frontend/v1${url}`,
      cookies,
      payload: payload as object,
      headers: { langId: lang, ...(org ? { 'x-organisation': String(org) } : {}) },
    });

  /** The token of the newest link `/<path>/<token>` the demo outbox holds for `recipient`. */
  async function tokenFromOutbox(recipient: string, path = 'invitation'): Promise<string> {
    await ctx().app.delivery.idle();
    const out = (await call(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
    const msg = out.filter((m) => m.recipient === recipient).at(-1);
    expect(msg, `an invitation to ${recipient}`).toBeDefined();
    return new RegExp(`/${path}/([A-Za-z0-9_-]{20,})`).exec(msg!.text)![1]!;
  }

  return { run, person, call, tokenFromOutbox };
}
