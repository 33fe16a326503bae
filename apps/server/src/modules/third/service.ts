import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Configuration, IDToken } from 'openid-client';
import { emailSchema, realNameSchema, THIRD_STATE_TTL_SECONDS, type Locale } from '@tic/shared';
import type { z } from 'zod';
import type { thirdLoginBody, thirdRedirectBody } from '@tic/shared';
import { badRequest, isUniqueViolation } from '../../platform/errors.js';
import { loadOpenIdClient } from '../../platform/lazyModules.js';
import type { UserRow } from '../../platform/auth/repo.js';
import { revokeSession } from '../../platform/auth/sessions.js';
import { recordLogin } from '../auth/service.js';
import { accountStore, signIn } from '../accounts/service.js';
import type { OidcProviders } from './providers.js';
import { thirdRepo } from './repo.js';
import { thirdPartyUsername } from './username.js';

export type ThirdApp = FastifyInstance & { oidcProviders: OidcProviders };
export interface ThirdMeta {
  ip: string;
  userAgent?: string;
  locale: Locale;
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const USERNAME_TRIES = 5;
const BINDING_PATTERN = /^[\w-]{43}$/;

function providerOf(app: ThirdApp, name: string) {
  const p = app.oidcProviders.find(name);
  if (!p) throw badRequest('accounts.thirdUnknown');
  return p;
}

/** The provider's metadata; a provider that cannot be reached is a readable 400, never a 500. */
async function clientOf(app: ThirdApp, p: ReturnType<typeof providerOf>) {
  try {
    return await app.oidcProviders.client(p);
  } catch (e) {
    app.log.warn({ provider: p.name, err: (e as Error).message }, 'OpenID Connect discovery failed');
    throw badRequest('accounts.thirdUnavailable');
  }
}

/**
 * POST /third/redirect-url: the provider's authorization URL. State, nonce and PKCE verifier stay on the server
 * (10 minutes, single use); `binding` goes into this browser's cookie (kept when it has one), so that only this
 * browser can finish.
 */
export async function startThirdSignIn(app: ThirdApp, body: z.infer<typeof thirdRedirectBody>, existingBinding: string | undefined, user: UserRow | null) {
  const p = providerOf(app, body.type);
  const [client, oidc] = await Promise.all([clientOf(app, p), loadOpenIdClient()]);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  // One binding per browser, so that sign-ins started in two tabs both finish.
  const binding = existingBinding && BINDING_PATTERN.test(existingBinding) ? existingBinding : randomBytes(32).toString('base64url');
  const now = app.sessionPolicy.now();
  await thirdRepo.insertState(app.db, {
    stateHash: sha256(state),
    bindingHash: sha256(binding),
    provider: p.name,
    codeVerifier,
    nonce,
    redirect: body.redirect ?? null,
    linkUserId: user?.id ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + THIRD_STATE_TTL_SECONDS * 1000),
  });
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: app.config.oidc.redirectUrl,
    scope: p.scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, binding };
}

/** The query of the URL the provider sent the browser to, on the configured callback (the posted origin is not trusted). */
function callbackUrl(app: ThirdApp, posted: string): URL {
  let query: URLSearchParams;
  try {
    query = new URL(posted, app.config.oidc.redirectUrl).searchParams;
  } catch {
    throw badRequest('accounts.thirdFailed');
  }
  const url = new URL(app.config.oidc.redirectUrl);
  url.search = query.toString();
  return url;
}

/**
 * POST /third/login: checks the state (this browser's, unused, not expired), exchanges the code (PKCE) and
 * validates the ID token (issuer, audience, expiry, nonce) with openid-client, then signs in the linked
 * account, links the account signed in in this browser, or creates a new customer. Never matched by e-mail.
 */
export async function finishThirdSignIn(
  app: ThirdApp,
  body: z.infer<typeof thirdLoginBody>,
  ctx: { binding: string | undefined; user: UserRow | null; sessionId: number | null },
  meta: ThirdMeta,
) {
  const current = callbackUrl(app, body.callback);
  const state = current.searchParams.get('state');
  if (!state || !ctx.binding) throw badRequest('accounts.thirdExpired');
  const now = app.sessionPolicy.now();
  const started = await thirdRepo.claimState(app.db, sha256(state), sha256(ctx.binding), now);
  if (!started) throw badRequest('accounts.thirdExpired');
  const p = providerOf(app, started.provider);
  const [client, oidc] = await Promise.all([clientOf(app, p), loadOpenIdClient()]);

  let claims: IDToken;
  let accessToken: string;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, current, {
      pkceCodeVerifier: started.codeVerifier,
      expectedState: state,
      expectedNonce: started.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    accessToken = tokens.access_token;
  } catch (e) {
    await recordLogin(app.db, { userId: null, account: p.name, method: 'third', success: false, ip: meta.ip, createdAt: now });
    // The user said no at the provider (error=access_denied): say so rather than "failed".
    if (e instanceof oidc.AuthorizationResponseError && e.error === 'access_denied') throw badRequest('accounts.thirdCancelled');
    app.log.warn({ provider: p.name, err: (e as Error).message }, 'third-party sign-in refused');
    throw badRequest('accounts.thirdFailed');
  }

  const account = `${p.name}:${claims.sub}`;
  const linked = await thirdRepo.findIdentity(app.db, p.name, claims.sub);
  let user: UserRow;
  let outcome: 'signed_in' | 'created' | 'linked';
  // Linking is decided when the sign-in starts: a user signed in then links to that account, and must still be
  // the one signed in now; a sign-in started signed out never links, whoever is signed in when it comes back.
  if (started.linkUserId !== null && ctx.user?.id !== started.linkUserId) throw badRequest('accounts.thirdExpired');
  if (started.linkUserId !== null && ctx.user) {
    // Signed in in this browser: the identity is added to this account (unless another account has it).
    if (linked && linked.userId !== ctx.user.id) throw badRequest('accounts.thirdLinkedElsewhere');
    if (!linked && (await thirdRepo.identityOfUser(app.db, ctx.user.id, p.name))) throw badRequest('accounts.thirdProviderLinked');
    if (!linked)
      await linkIdentity(app, {
        provider: p.name,
        subject: claims.sub,
        userId: ctx.user.id,
        email: emailOf(await profileOf(app, client, claims, accessToken)),
        createdAt: now,
      });
    // A new session replaces the one that linked (the sign-in is logged like any other).
    if (ctx.sessionId) await revokeSession(app.db, app.sessionPolicy, ctx.sessionId);
    user = ctx.user;
    outcome = 'linked';
  } else if (linked) {
    const found = await accountStore.userById(app.db, linked.userId);
    if (!found || found.status !== 1) {
      await recordLogin(app.db, { userId: linked.userId, account, method: 'third', success: false, ip: meta.ip, createdAt: now });
      throw badRequest('login.failed');
    }
    user = found;
    outcome = 'signed_in';
  } else {
    user = await createCustomer(app, p.name, await profileOf(app, client, claims, accessToken), meta, now);
    outcome = 'created';
  }
  const session = await signIn(app, user, 'third', account, meta);
  return { ...session, outcome, redirect: started.redirect };
}

/**
 * What the provider says about the person: the ID token's claims, completed by the UserInfo endpoint (many
 * providers, oidc-provider among them, put e-mail and name only there). UserInfo is checked to be about the same
 * subject; when it cannot be read, the ID token's claims are enough to go on.
 */
async function profileOf(app: ThirdApp, client: Configuration, claims: IDToken, accessToken: string): Promise<IDToken> {
  if (!client.serverMetadata().userinfo_endpoint) return claims;
  try {
    const oidc = await loadOpenIdClient();
    const info = await oidc.fetchUserInfo(client, accessToken, claims.sub);
    // The signed ID token wins where both say something.
    return { ...info, ...claims } as IDToken;
  } catch (e) {
    app.log.warn({ err: (e as Error).message }, 'UserInfo of a third-party sign-in could not be read');
    return claims;
  }
}

async function linkIdentity(app: ThirdApp, row: Parameters<typeof thirdRepo.insertIdentity>[1]) {
  try {
    await thirdRepo.insertIdentity(app.db, row);
  } catch (e) {
    // Two sign-ins of the same identity raced: the other one linked it first.
    if (isUniqueViolation(e)) throw badRequest('accounts.thirdLinkedElsewhere');
    throw e;
  }
}

/** A verified e-mail of the claims, or null (an unverified one is not kept: it would receive account codes). */
function emailOf(claims: IDToken): string | null {
  if (claims.email_verified !== true) return null;
  const parsed = emailSchema.safeParse(claims.email);
  return parsed.success ? parsed.data : null;
}

function nameOf(claims: IDToken): string | null {
  const full = typeof claims.name === 'string' ? claims.name : [claims.given_name, claims.family_name].filter((v) => typeof v === 'string').join(' ');
  const parsed = realNameSchema.safeParse(full);
  return parsed.success ? parsed.data : null;
}

/**
 * A first sign-in without a link: a new customer with no password, asked to complete the profile (is_control 1).
 * The provider's e-mail is kept only when verified and not already on another account, which is never
 * signed in or linked by it (whoever controls an e-mail at some provider must not get that account).
 */
async function createCustomer(app: ThirdApp, provider: string, claims: IDToken, meta: ThirdMeta, now: Date): Promise<UserRow> {
  const verified = emailOf(claims);
  const email = verified && !(await accountStore.contactTaken(app.db, { email: verified })) ? verified : null;
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt++) {
    const username = thirdPartyUsername(claims, provider, attempt);
    if (await accountStore.usernameTaken(app.db, username)) continue;
    try {
      return await app.db.transaction(async (tx) => {
        const user = await accountStore.insertUser(tx, {
          username,
          passwordHash: null,
          kind: 'customer',
          role: 'customer',
          name: nameOf(claims),
          email,
          lang: meta.locale,
          isControl: 1,
        });
        await thirdRepo.insertIdentity(tx, { provider, subject: claims.sub, userId: user.id, email: verified, createdAt: now });
        return user;
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      // The same identity finished in another request meanwhile: that account is the one.
      const linked = await thirdRepo.findIdentity(app.db, provider, claims.sub);
      if (linked) {
        const user = await accountStore.userById(app.db, linked.userId);
        if (user) return user;
      }
    }
  }
  throw badRequest('accounts.thirdFailed');
}

/** GET /third/identities: the provider accounts linked to the user (a provider no longer configured keeps its name). */
export async function myIdentities(app: ThirdApp, user: UserRow) {
  const rows = await thirdRepo.identitiesOf(app.db, user.id);
  return rows.map((r) => ({
    type: r.provider,
    name: app.oidcProviders.find(r.provider)?.label ?? r.provider,
    email: r.email,
    created_at: r.createdAt.toISOString(),
  }));
}
