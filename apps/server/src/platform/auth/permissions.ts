import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { rolePermissions } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../errors.js';

/**
 * preValidation hook for staff-only routes: 401 without a session, 403 when the role lacks the permission
 * (role_permissions is the one place that says who may do what; GET /permission reads it too).
 */
export function requirePermission(permission: string) {
  return async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    const rows = await req.server.db
      .select({ p: rolePermissions.permission })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, req.user.role), eq(rolePermissions.permission, permission)))
      .limit(1);
    if (rows.length === 0) throw forbidden();
  };
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
