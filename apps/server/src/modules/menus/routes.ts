import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MenuItem } from '@tic/shared';
import { envelope } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { menusRepo } from './repo.js';
import { buildMenuTree } from './service.js';

const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    application_type_id: z.number().nullable(),
    meta: z.object({ title: z.string(), status: z.number(), type: z.string(), redirect_path: z.string().nullable(), icon: z.string().nullable().optional() }),
    children: z.array(menuItem),
  }),
);

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menu',
    {
      preHandler: requireUser,
      schema: {
        tags: ['menus & permissions'],
        summary: 'Menu tree of the current role (code and data.menu)',
        response: { 200: envelope(z.object({ menu: z.array(menuItem) })) },
      },
    },
    async (req) => ok({ menu: buildMenuTree(await menusRepo.forRole(app.db, req.user!.role), requestLocale(req)) }),
  );
};
