import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationTypeSchema, dictionaryQuery, dictionaryResult, envelope, idParam, queryDictionaryBody } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { dictOk, ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { loadApplicationTypes, loadDictionaries } from './service.js';

const dictEnvelope = z.object({ code: z.number(), msg: z.string(), result: dictionaryResult });

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dictionary',
    {
      schema: {
        tags: ['reference'],
        summary: 'Dictionaries by slugs (code 100200 with result)',
        querystring: dictionaryQuery,
        response: { 200: dictEnvelope },
      },
    },
    async (req) => dictOk(await loadDictionaries(app.db, req.query.slugs, requestLocale(req))),
  );
  app.post(
    '/query-dictionary',
    { schema: { tags: ['reference'], summary: 'Dictionary by slug (code 100200 with result)', body: queryDictionaryBody, response: { 200: dictEnvelope } } },
    async (req) => dictOk(await loadDictionaries(app.db, req.body.slug, requestLocale(req))),
  );

  const typesResponse = { 200: envelope(z.array(applicationTypeSchema)) };
  app.get(
    '/application/types',
    { preHandler: requireUser, schema: { tags: ['applications'], summary: 'Application types', response: typesResponse } },
    async (req) => ok(await loadApplicationTypes(app.db, requestLocale(req))),
  );
  app.get(
    '/application/types/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['applications'], summary: 'One application type', params: idParam, response: { 200: envelope(applicationTypeSchema) } },
    },
    async (req) => {
      const found = (await loadApplicationTypes(app.db, requestLocale(req))).find((t) => t.id === req.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );
  app.get(
    '/application/child/types/:id',
    { preHandler: requireUser, schema: { tags: ['applications'], summary: 'Child types of an application type', params: idParam, response: typesResponse } },
    async (req) => {
      const all = await loadApplicationTypes(app.db, requestLocale(req));
      if (!all.some((t) => t.id === req.params.id)) throw notFound();
      return ok(all.filter((t) => t.parent_id === req.params.id));
    },
  );
};
