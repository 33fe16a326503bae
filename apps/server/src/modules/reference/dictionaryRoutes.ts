import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dictionaryChildrenQuery,
  dictionaryItemAdmin,
  dictionaryItemCreate,
  dictionaryItemUpdate,
  dictionaryListEntry,
  dictionaryListQuery,
  envelope,
  idParam,
} from '@tic/shared';
import { dictOk, ok } from '../../platform/envelope.js';
import { parseLocale, requestLocale } from '../../platform/i18n.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { dictionaryAdmin, loadDictionaryChildren, loadDictionaryList } from './service.js';

const dictEnvelope = <T extends z.ZodType>(result: T) => z.object({ code: z.number(), msg: z.string(), result });

/** The /common dictionary calls of spec section 7 and the staff editor of the dictionaries. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/getDictionaryList',
    {
      schema: {
        tags: ['reference'],
        summary: 'Dictionaries by slugs with entry ids (code 100200 with result); langId picks the language',
        querystring: dictionaryListQuery,
        response: { 200: dictEnvelope(z.record(z.string(), z.array(dictionaryListEntry))) },
      },
    },
    async (req) => dictOk(await loadDictionaryList(app.db, req.query.slugs, parseLocale(req.query.langId) ?? requestLocale(req))),
  );
  app.get(
    '/common/getDictionaryChildren',
    {
      schema: {
        tags: ['reference'],
        summary: 'Sub-entries of the dictionary entry whose id is given as langId (code 100200 with result)',
        querystring: dictionaryChildrenQuery,
        response: { 200: dictEnvelope(z.array(dictionaryListEntry)) },
      },
    },
    async (req) => dictOk(await loadDictionaryChildren(app.db, req.query.langId, requestLocale(req))),
  );

  // preValidation: a customer is refused before the body is even checked.
  const staff = { preValidation: requirePermission(PERMISSIONS.dictionary) };
  app.get(
    '/dictionary/admin',
    { ...staff, schema: { tags: ['reference'], summary: 'Staff: every dictionary code', response: { 200: envelope(z.array(z.string())) } } },
    async () => ok(await dictionaryAdmin.slugs(app.db)),
  );
  app.get(
    '/dictionary/admin/:slug',
    {
      ...staff,
      schema: {
        tags: ['reference'],
        summary: 'Staff: the entries of a dictionary in the three languages',
        params: z.object({ slug: z.string().max(64) }),
        response: { 200: envelope(z.array(dictionaryItemAdmin)) },
      },
    },
    async (req) => ok(await dictionaryAdmin.list(app.db, req.params.slug)),
  );
  app.post(
    '/dictionary/item',
    {
      ...staff,
      schema: {
        tags: ['reference'],
        summary: 'Staff: add a dictionary entry (dictionary:edit)',
        body: dictionaryItemCreate,
        response: { 200: envelope(dictionaryItemAdmin) },
      },
    },
    async (req) => ok(await dictionaryAdmin.create(app.db, req.body)),
  );
  app.put(
    '/dictionary/item/:id',
    {
      ...staff,
      schema: {
        tags: ['reference'],
        summary: 'Staff: edit a dictionary entry in its three languages (dictionary:edit)',
        params: idParam,
        body: dictionaryItemUpdate,
        response: { 200: envelope(dictionaryItemAdmin) },
      },
    },
    async (req) => ok(await dictionaryAdmin.update(app.db, req.params.id, req.body)),
  );
};
