import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods a path answers to, read from the routes as they are registered. */
export type AllowedMethods = (url: string) => string[];

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Records every route in a router of its own (find-my-way, the router Fastify itself uses, so a path matches here
 * exactly as it does there), so that a request no route answers can be told apart: a known path with another method
 * (405 with `Allow`, as the spec's error catalogue has it) from an unknown path (404). Must be called before any
 * route is registered.
 */
export function trackAllowedMethods(app: FastifyInstance): AllowedMethods {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (seen.has(key) || !METHODS.includes(method as HTTPMethod)) continue;
      seen.add(key);
      router.on(method as HTTPMethod, route.url, () => undefined);
    }
  });
  return (url) => {
    const path = url.split('?')[0]!;
    return METHODS.filter((m) => router.find(m, path) !== null);
  };
}
