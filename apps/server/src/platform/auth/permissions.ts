import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { rolePermissions } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../errors.js';
import { guard } from './guards.js';

/**
 * preValidation hook for staff-only routes: 401 without a session, 403 when the role lacks the permission
 * (role_permissions is the one place that says who may do what; GET /permission reads it too).
 */
export function requirePermission(permission: string) {
  return guard(async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    const rows = await req.server.db
      .select({ p: rolePermissions.permission })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, req.user.role), eq(rolePermissions.permission, permission)))
      .limit(1);
    if (rows.length === 0) throw forbidden();
  });
}

export const PERMISSIONS = {
  config: 'config:manage',
  dictionary: 'dictionary:edit',
  content: 'content:edit',
  customer: 'customer:manage',
} as const;
