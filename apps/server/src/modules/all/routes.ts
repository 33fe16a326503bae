import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { APPLICATION_PAGE_SIZE, APPLICATION_PER_PAGE_MAX, APPLICATION_STATUSES, applicationPage, envelope, pagingQuery } from '@tic/shared';
import { applications } from '../../db/schema/index.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { ok } from '../../platform/envelope.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { toSummary } from '../applications/views.js';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const allListQuery = z
  .object({
    status: z.preprocess(blank, z.enum(APPLICATION_STATUSES, { error: 'validation.choice' }).optional()),
    user_id: z.preprocess(blank, z.coerce.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }).optional()),
  })
  .extend(pagingQuery(APPLICATION_PER_PAGE_MAX, APPLICATION_PAGE_SIZE).shape);

/**
 * `<base>/all/...` (spec section 7: "some calls under an /all prefix"): the lists that span all of the
 * company's users, the company being the certification provider that runs the portal. Staff holding
 * `all:read` only (others 403, no session 401). Which calls and why: docs/channel-and-all.md.
 */
export const allRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requirePermission(PERMISSIONS.allLists));
  app.get(
    '/kenya/rfc/list',
    {
      schema: {
        tags: ['all'],
        summary: "Staff: every customer's applications (not drafts), newest first; status and user_id filters, paging",
        querystring: allListQuery,
        response: { 200: envelope(applicationPage) },
      },
    },
    async (req) => {
      const q = req.query;
      const where: SQL = and(
        ne(applications.status, 'draft'),
        q.status ? eq(applications.status, q.status) : undefined,
        q.user_id ? eq(applications.userId, q.user_id) : undefined,
      )!;
      const { limit, offset } = pageWindow(q);
      const [rows, [total]] = await Promise.all([
        app.db.select().from(applications).where(where).orderBy(desc(applications.createdAt), desc(applications.id)).limit(limit).offset(offset),
        app.db.select({ n: count() }).from(applications).where(where),
      ]);
      return ok({ ...pageOf(rows.map(toSummary), total?.n ?? 0, q), total_capped: false });
    },
  );
};
