import type { FastifyRequest, RouteOptions } from 'fastify';
import { API_BACKEND, API_FRONTEND, isPersonalUploadKind, memberCan, PROOF_UPLOAD_PURPOSE, type MemberAction, type MemberRole } from '@tic/shared';
import { AppError } from '../errors.js';
import { guard, type Guard } from './guards.js';
import type { Membership } from './membershipsRepo.js';
import { memberRuleOf, type MemberRule } from './memberRoutes.js';

/** The organisation a request acts in (issue 30): the web app sends the one chosen in its tab (reads may use ?org=). */
export const ORGANISATION_HEADER = 'x-organisation';

export interface ActingOrganisation {
  id: number;
  role: MemberRole;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation a customer's request acts in, and the caller's role there; null for staff and the signed-out. */
    org: ActingOrganisation | null;
    /** Every organisation the caller belongs to (null for staff and the signed-out). */
    memberships: readonly Membership[] | null;
    /** The request named an organisation the caller does not belong to (any longer): what needs one answers 403. */
    orgRefused: boolean;
  }
}

/**
 * The organisation of a customer's request: the one named by the header when the caller belongs to it (none, and
 * `orgRefused`, otherwise: a tab still naming an organisation the person was removed from; what needs an
 * organisation then answers 403, while signing out or reading one's own account still works); without the header,
 * the person's own organisation (the one their account founded) when they still belong to it, else the oldest.
 */
export function chooseOrganisation(req: FastifyRequest, userId: number, memberships: readonly Membership[]): ActingOrganisation | null {
  // A plain link (a PDF, an export, the notice stream) cannot send a header: a read may name it as ?org= instead.
  const query = req.method === 'GET' ? (req.query as { org?: unknown } | undefined)?.org : undefined;
  const raw = req.headers[ORGANISATION_HEADER] ?? query;
  const named = typeof raw === 'string' && raw !== '' ? Number(raw) : null;
  const m = named !== null ? memberships.find((x) => x.organisationId === named) : (memberships.find((x) => x.organisationId === userId) ?? memberships[0]);
  if (named !== null && !m) req.orgRefused = true;
  return m ? { id: m.organisationId, role: m.role, name: m.name } : null;
}

/** The organisation a customer's request acts in; 403 naming why there is none. */
export function actingOrganisation(req: FastifyRequest): ActingOrganisation {
  if (req.org) return req.org;
  throw new AppError(403, req.orgRefused ? 'organisation.notMember' : 'organisation.none');
}

/**
 * The owner of the records a signed-in request reads and writes: a customer's organisation (the `user_id` of owned
 * rows holds the organisation's id: db/schema/organisations.ts), 403 for a customer in none; a staff member's own
 * account (their notices and uploads; the customer screens a staff member opens show their own, empty, records).
 */
export function ownerOf(req: FastifyRequest): number {
  if (req.user && req.user.kind !== 'customer') return req.user.id;
  return actingOrganisation(req).id;
}

const GUARDS = new Map<MemberAction, Guard>();
/** The guard of a member action: a customer acting in an organisation needs a role that may take it (403). */
export function requireMember(action: MemberAction): Guard {
  let g = GUARDS.get(action);
  if (!g) {
    g = guard(async (req: FastifyRequest) => {
      if (!req.user || req.user.kind !== 'customer') return;
      const org = actingOrganisation(req);
      const d = memberCan({ userId: req.user.id, organisationId: org.id, role: org.role }, action);
      if (!d.ok) throw new AppError(d.status, d.reason, { action });
    });
    GUARDS.set(action, g);
  }
  return g;
}

const UPLOAD_GUARDS = new Map<MemberAction, Guard>();
/**
 * The upload routes' guard: a profile upload of the person's own (their avatar, identity documents) asks no role;
 * a remittance's bank slip (`?for=remittance`) asks what sending the remittance asks (`pay`).
 */
function requireMemberUnlessPersonal(action: MemberAction): Guard {
  let g = UPLOAD_GUARDS.get(action);
  if (!g) {
    const member = requireMember(action);
    const payer = requireMember('pay');
    g = guard(async (req: FastifyRequest) => {
      const q = req.query as { kind?: unknown; for?: unknown } | undefined;
      if (isPersonalUploadKind(q?.kind)) return;
      await (q?.for === PROOF_UPLOAD_PURPOSE ? payer : member)(req);
    });
    UPLOAD_GUARDS.set(action, g);
  }
  return g;
}

/** The rule of every API route of one app (memberRoutes.ts), as registered, keyed `METHOD /rel`: the matrix test reads it. */
export type RouteRules = Map<string, MemberRule>;

const apiPath = (url: string): string | null => {
  for (const prefix of [API_FRONTEND, API_BACKEND]) if (url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  return null;
};

/**
 * onRoute: every API route gets the member guard its rule names (memberRoutes.ts), before its own guards run, so
 * that no customer route is left to remember it. Routes of staff, of the person and public ones get none. The rule is
 * recorded in the app's own list (`app.routeRules`), not in module state: apps built in one process (the test files
 * sharing a module graph) each list only their own routes.
 */
export function memberGuardOnRoute(route: RouteOptions, rules: RouteRules) {
  const rel = apiPath(route.url);
  if (rel === null) return;
  const methods = [route.method].flat();
  for (const method of methods) rules.set(`${method} ${rel}`, memberRuleOf(method, rel));
  // One guard per route: a route answering reads and writes (tus: HEAD, PATCH, DELETE) takes its write's rule.
  const write = methods.find((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m)) ?? methods[0]!;
  const rule = memberRuleOf(write, rel);
  if (rule.kind !== 'member') return;
  const list = route.preValidation === undefined ? [] : [route.preValidation].flat();
  route.preValidation = [
    rule.personalUploads ? requireMemberUnlessPersonal(rule.action) : requireMember(rule.action),
    ...list,
  ] as RouteOptions['preValidation'];
}
