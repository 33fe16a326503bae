import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods a path answers to, read from the routes as they are registered. */
export type AllowedMethods = (url: string) => string[];

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Records every route for a router of its own (find-my-way, the router Fastify itself uses, so a path matches here
 * exactly as it does there), so that a request no route answers can be told apart: a known path with another method
 * (405 with `Allow`, as the spec's error catalogue has it) from an unknown path (404). Must be called before any
 * route is registered. The router is built at its first question (a request no route answers), not at start-up:
 * inserting every route a second time took a sixth of the app's registration.
 */
export function trackAllowedMethods(app: FastifyInstance): AllowedMethods {
  const routes: [HTTPMethod, string][] = [];
  const seen = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (seen.has(key) || !METHODS.includes(method as HTTPMethod)) continue;
      seen.add(key);
      routes.push([method as HTTPMethod, route.url]);
    }
  });
  let router: ReturnType<typeof FindMyWay> | null = null;
  let inRouter = 0;
  return (url) => {
    router ??= FindMyWay({ ignoreTrailingSlash: false });
    // Routes registered after the first question (none once the server listens) join at the next one.
    for (; inRouter < routes.length; inRouter++) router.on(routes[inRouter]![0], routes[inRouter]![1], () => undefined);
    const path = url.split('?')[0]!;
    return METHODS.filter((m) => router!.find(m, path) !== null);
  };
}
