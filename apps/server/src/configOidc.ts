import { z } from 'zod';
import { THIRD_CALLBACK_PATH, THIRD_PROVIDER_PATTERN } from '@tic/shared';

/** One OpenID Connect provider the login page offers (OIDC_PROVIDERS and its OIDC_<NAME>_* variables). */
export interface OidcProviderConfig {
  /** The `type` of POST third/redirect-url: lower-case letters, digits, _ or -. */
  name: string;
  /** The button's text on the login page. */
  label: string;
  issuer: string;
  clientId: string;
  /** Absent: a public client (token endpoint auth `none`, PKCE only). */
  clientSecret: string | undefined;
  scope: string;
}

export interface OidcConfig {
  /** The web page the provider sends the browser back to (registered at every provider). */
  redirectUrl: string;
  providers: OidcProviderConfig[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** https, or plain http to this machine only (a provider started for development or tests). */
const issuerUrl = (variable: string) =>
  z.url({ error: `${variable} must be a URL` }).refine(
    (v) => {
      const u = new URL(v);
      return u.protocol === 'https:' || (u.protocol === 'http:' && LOCAL_HOSTS.has(u.hostname));
    },
    { error: `${variable} must be https (plain http only for localhost)` },
  );

/** OIDC_<NAME>_ISSUER for the provider "name" (a hyphen becomes an underscore). */
export const oidcVariable = (name: string, what: string) => `OIDC_${name.toUpperCase().replace(/-/g, '_')}_${what}`;

/**
 * OIDC_PROVIDERS=name1,name2 with OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET (optional), _LABEL (optional),
 * _SCOPE (optional). Returns the problems as "VARIABLE: message" lines, which loadConfig reports with the others.
 */
export function parseOidcConfig(env: Record<string, string | undefined>, port: number): { config: OidcConfig; problems: string[] } {
  const problems: string[] = [];
  const redirect = z
    .url({ error: 'OIDC_REDIRECT_URL must be a URL' })
    .default(`http://localhost:${port}${THIRD_CALLBACK_PATH}`)
    .safeParse(env.OIDC_REDIRECT_URL);
  if (!redirect.success) problems.push(`  OIDC_REDIRECT_URL: ${redirect.error.issues[0]!.message}`);
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const providers: OidcProviderConfig[] = [];
  for (const name of names) {
    if (!THIRD_PROVIDER_PATTERN.test(name)) {
      problems.push(`  OIDC_PROVIDERS: "${name}" must be 1 to 32 lower-case letters, digits, _ or -`);
      continue;
    }
    if (providers.some((p) => p.name === name)) {
      problems.push(`  OIDC_PROVIDERS: "${name}" is listed twice`);
      continue;
    }
    const v = (what: string) => oidcVariable(name, what);
    const schema = z.object({
      [v('ISSUER')]: issuerUrl(v('ISSUER')),
      [v('CLIENT_ID')]: z.string({ error: `${v('CLIENT_ID')} is required` }),
      [v('CLIENT_SECRET')]: z.string().optional(),
      [v('LABEL')]: z
        .string()
        .min(1)
        .max(40, { error: `${v('LABEL')} must be at most 40 characters` })
        .optional(),
      [v('SCOPE')]: z
        .string()
        .regex(/(^|\s)openid(\s|$)/, { error: `${v('SCOPE')} must include openid` })
        .optional(),
    });
    const parsed = schema.safeParse(Object.fromEntries(['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'LABEL', 'SCOPE'].map((w) => [v(w), env[v(w)]])));
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    const d = parsed.data as Record<string, string | undefined>;
    providers.push({
      name,
      label: d[v('LABEL')] ?? name,
      issuer: d[v('ISSUER')]!,
      clientId: d[v('CLIENT_ID')]!,
      clientSecret: d[v('CLIENT_SECRET')],
      scope: d[v('SCOPE')] ?? 'openid email profile',
    });
  }
  return { config: { redirectUrl: redirect.success ? redirect.data : '', providers }, problems };
}
