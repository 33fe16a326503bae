import fp from 'fastify-plugin';
import { OidcProviders } from './providers.js';

declare module 'fastify' {
  interface FastifyInstance {
    oidcProviders: OidcProviders;
  }
}

/** The OpenID Connect providers of the configuration, shared by both API mounts (discovery once per process). */
export const thirdPlatform = fp(async (app) => {
  app.decorate('oidcProviders', new OidcProviders(app.config.oidc.providers));
});
