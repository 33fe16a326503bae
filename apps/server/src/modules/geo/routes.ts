import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  areaQuery,
  areaSchema,
  CODE_SHARED_OK,
  countryPage,
  countryQuery,
  countrySchema,
  envelope,
  optAddressQuery,
  optAddressResult,
  zoneSchema,
} from '@tic/shared';
import { ok, sharedOk } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { readAddress } from './address.js';
import { allCountries, listAreas, listCountries, listZones } from './service.js';

const sharedEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(CODE_SHARED_OK), msg: z.string(), data });

/**
 * Countries, area codes and Chinese divisions. Public: the registration and profile forms need them
 * before and after sign-in alike, and they hold nothing about anyone.
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries of ISO 3166-1, paged (per_page up to 999)',
        querystring: countryQuery,
        response: { 200: envelope(countryPage) },
      },
    },
    async (req) => ok(await listCountries(app.db, req.query, requestLocale(req))),
  );
  app.get(
    '/common/getCountrysList',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every country, sorted by name in the request language (shared call: code 110200)',
        response: { 200: sharedEnvelope(z.array(countrySchema)) },
      },
    },
    async (req) => sharedOk(await allCountries(app.db, requestLocale(req))),
  );
  app.get(
    '/country/zone',
    { schema: { tags: ['reference'], summary: 'Telephone area codes (zone_code, label, labelen)', response: { 200: envelope(z.array(zoneSchema)) } } },
    async (req) => ok(await listZones(app.db, requestLocale(req))),
  );
  app.get(
    '/area/list',
    {
      schema: {
        tags: ['reference'],
        summary: 'Chinese provinces (level 1), cities (2) and districts (3)',
        querystring: areaQuery,
        response: { 200: envelope(z.array(areaSchema)) },
      },
    },
    async (req) => ok(await listAreas(app.db, req.query, requestLocale(req))),
  );
  app.get(
    '/common/optAddress',
    {
      schema: {
        tags: ['reference'],
        summary: 'Splits a free-text address into country, province, city, district and detail (shared call: code 110200)',
        querystring: optAddressQuery,
        response: { 200: sharedEnvelope(optAddressResult) },
      },
    },
    async (req) => sharedOk(await readAddress(app.db, req.query.address, requestLocale(req))),
  );
};
