import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { guard } from './guards.js';
import { permissionsRepo } from './repo.js';

/**
 * Guard of staff-only routes (runs in onRequest, before the body is read): 401 without a session, 403 when the role lacks the permission
 * (role_permissions is the one place that says who may do what; GET /permission reads it too).
 */
export function requirePermission(permission: string) {
  return guard(async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    if (!(await permissionsRepo.has(req.server.db, req.user.role, permission))) throw forbidden();
  });
}

export const PERMISSIONS = {
  config: 'config:manage',
  dictionary: 'dictionary:edit',
  content: 'content:edit',
  customer: 'customer:manage',
  channelReview: 'channel:review',
  allLists: 'all:read',
  /** Quotations, fee notices, remittance confirmation and the instant-quote rules (finance and quoting staff). */
  finance: 'finance:manage',
  /** Suspend, withdraw, reinstate, supersede a certificate and re-issue its verification code (issue 15). */
  certificateStatus: 'certificate:status',
} as const;
