import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allApplicationsQuery, allCertificatesQuery, applicationPage, certificatePage, envelope } from '@tic/shared';
import { pageOf, pageWindow } from '../../db/paging.js';
import { ok } from '../../platform/envelope.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { summariesOf } from '../applications/summaries.js';
import { listCertificates } from '../certificates/service.js';
import { allRepo } from './repo.js';

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
        querystring: allApplicationsQuery,
        response: { 200: envelope(applicationPage) },
      },
    },
    async (req) => {
      const q = req.query;
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await allRepo.applications(app.db, q, limit, offset);
      return ok({ ...pageOf(await summariesOf(app.db, rows), total, q), total_capped: false });
    },
  );
  app.get(
    '/certs',
    {
      schema: {
        tags: ['all'],
        summary: "Staff: every customer's certificates, with the filters and sorting of GET /certs and user_id; paging",
        querystring: allCertificatesQuery,
        response: { 200: envelope(certificatePage) },
      },
    },
    async (req) => {
      const { user_id, ...q } = req.query;
      return ok(await listCertificates(app.db, user_id ?? null, q));
    },
  );
};
