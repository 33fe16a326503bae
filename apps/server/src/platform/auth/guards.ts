import type { FastifyRequest, RouteOptions } from 'fastify';

/**
 * Access guards (who may call a route) run before the route's body, query and params are validated, so a
 * caller without the right gets 401/403 and learns nothing from validation messages (issue 17: 403 before
 * 400). A function made with guard() may be named in any hook of a route (preHandler included, as older
 * routes do, or a policy module's checks); the onRoute hook of the auth plugin moves it into onRequest.
 * A plugin-wide guard (addHook) belongs in 'onRequest' or 'preValidation' so it runs before validation.
 */
export type Guard = (req: FastifyRequest) => Promise<void>;

const GUARDS = new WeakSet<Guard>();

export function guard<G extends Guard>(check: G): G {
  GUARDS.add(check);
  return check;
}

export const isGuard = (f: unknown): f is Guard => typeof f === 'function' && GUARDS.has(f as Guard);

const asList = (h: unknown): unknown[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

/**
 * onRoute: the guards named in a route's preParsing, preValidation or preHandler move to the end of its onRequest
 * (after the session is resolved, before the body is even read: no 415 or 400 for a caller without the right).
 */
export function guardsFirst(route: RouteOptions) {
  const moved: unknown[] = [];
  for (const hook of ['preParsing', 'preValidation', 'preHandler'] as const) {
    const list = asList(route[hook]);
    if (!list.some(isGuard)) continue;
    moved.push(...list.filter(isGuard));
    const rest = list.filter((f) => !isGuard(f));
    (route as unknown as Record<string, unknown>)[hook] = rest.length ? rest : undefined;
  }
  if (moved.length) route.onRequest = [...asList(route.onRequest), ...moved] as RouteOptions['onRequest'];
}
