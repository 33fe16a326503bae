import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDefaultsQuery,
  applicationDefaultsSchema,
  companyLookupQuery,
  companyResultSchema,
  envelope,
  fuzzyListQuery,
  keywordQuery,
  portSchema,
  unitSchema,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok, sharedOk } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { applicationDefaults, searchCompanies, searchPorts, searchUnits } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/** Look-ups of the application forms (HS codes: GET /hs/search of the hs module). */
export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['lookups'];
  app.get(
    '/port/keyword',
    {
      schema: {
        tags,
        summary: 'Seaports, airports and border posts (UN/LOCODE) by code or name, optionally of one country',
        querystring: keywordQuery,
        response: { 200: envelope(z.array(portSchema)) },
      },
    },
    async (req) => ok(await searchPorts(app.db, req.query.keyword, req.query.country)),
  );
  app.get(
    '/unit/keyword',
    { schema: { tags, summary: 'UN/ECE units of measure', querystring: keywordQuery, response: { 200: envelope(z.array(unitSchema)) } } },
    async (req) => ok(await searchUnits(app.db, req.query.keyword, requestLocale(req))),
  );
  app.get(
    '/kenya/company/list',
    {
      schema: {
        tags,
        summary: 'My parties by company name (from 2 characters; role narrows)',
        querystring: companyLookupQuery,
        response: { 200: envelope(z.array(companyResultSchema)) },
      },
    },
    async (req) => ok(await searchCompanies(app.db, ownerOf(req), req.query.keyword, req.query.role)),
  );
  app.get(
    '/common/getFuzzyList',
    {
      schema: {
        tags,
        summary: 'Company look-up (searchKey, from 2 characters); answers code 110200',
        querystring: fuzzyListQuery,
        response: { 200: z.object({ code: z.literal(110200), msg: z.string(), data: z.array(companyResultSchema) }) },
      },
    },
    async (req) => sharedOk(await searchCompanies(app.db, ownerOf(req), req.query.searchKey)),
  );
  app.get(
    '/default',
    {
      schema: {
        tags,
        summary: 'Last-used parties and settings of the form (customs or saudi) to prefill a new application form',
        querystring: applicationDefaultsQuery,
        response: { 200: envelope(applicationDefaultsSchema) },
      },
    },
    async (req) => ok(await applicationDefaults(app.db, ownerOf(req), req.query.form)),
  );
};
