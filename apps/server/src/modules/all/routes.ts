import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_PAGE_SIZE, APPLICATION_PER_PAGE_MAX, APPLICATION_STATUSES, applicationPage, envelope, pagingQuery } from '@tic/shared';
import { pageOf, pageWindow } from '../../db/paging.js';
import { ok } from '../../platform/envelope.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { toSummary } from '../applications/views.js';
import { allRepo } from './repo.js';

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
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await allRepo.applicationPage(app.db, { status: q.status, userId: q.user_id }, limit, offset);
      return ok({ ...pageOf(rows.map(toSummary), total, q), total_capped: false });
    },
  );
};
