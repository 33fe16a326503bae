/**
 * The OpenID Connect provider the journeys sign in at (started by playwright.config.ts before the portal): the
 * real oidc-provider of the server tests, on OIDC_PORT, with the portal's callback registered. Anyone signs in
 * with any login name; `e2e-alice` also has an e-mail and a name.
 */
import { startTestProvider } from '../../apps/server/test/oidcProvider.js';

const port = Number(process.env.OIDC_PORT);
const appUrl = process.env.APP_URL ?? 'http://localhost:3210';
const provider = await startTestProvider(
  `${appUrl}/login/third/callback`,
  { 'e2e-alice': { email: 'alice@corp.example', email_verified: true, name: 'Alice Chen', preferred_username: 'alice' } },
  { port, clientId: process.env.OIDC_CLIENT_ID, clientSecret: process.env.OIDC_CLIENT_SECRET },
);
console.log(`OpenID Connect provider for the journeys at ${provider.issuer}`);
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
