import type { Configuration } from 'openid-client';
import { loadOpenIdClient } from '../../platform/lazyModules.js';
import type { OidcProviderConfig } from '../../configOidc.js';

/** Seconds an OpenID Connect provider has to answer discovery and token requests. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The configured OpenID Connect providers. Each one's metadata (endpoints, keys) is discovered on first use and
 * kept for the life of the process; a failed discovery is tried again at the next sign-in.
 */
export class OidcProviders {
  private readonly clients = new Map<string, Promise<Configuration>>();

  constructor(private readonly list: readonly OidcProviderConfig[]) {}

  /** What the login page shows: one button per provider. */
  publicList() {
    return this.list.map((p) => ({ type: p.name, name: p.label }));
  }

  find(name: string): OidcProviderConfig | undefined {
    return this.list.find((p) => p.name === name);
  }

  client(p: OidcProviderConfig): Promise<Configuration> {
    let found = this.clients.get(p.name);
    if (!found) {
      found = discover(p);
      this.clients.set(p.name, found);
      found.catch(() => this.clients.delete(p.name));
    }
    return found;
  }
}

async function discover(p: OidcProviderConfig) {
  const oidc = await loadOpenIdClient();
  // Plain http is accepted by the configuration only for a provider on this machine (development, tests).
  const insecure = new URL(p.issuer).protocol === 'http:';
  return oidc.discovery(new URL(p.issuer), p.clientId, undefined, p.clientSecret ? oidc.ClientSecretBasic(p.clientSecret) : oidc.None(), {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}
