import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  directoryListing,
  directoryListingBody,
  directoryPage,
  directoryQuery,
  envelope,
  finderAnswer,
  finderQuery,
  idParam,
  subscribeBody,
  subscribeConfirmBody,
  subscribeSent,
  unsubscribeBody,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ownerOf } from '../../platform/auth/organisation.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { rateLimitFor } from '../accounts/plugin.js';
import type { AccountsApp } from '../accounts/service.js';
import { listingOf, searchDirectory, setListing } from './directory.js';
import { findScheme } from './finder.js';
import { confirmSubscription, setSubscriptionLinkOrigin, subscribe, unsubscribe } from './subscriptions.js';

/**
 * Issue 32, public (no sign-in): the certificate directory's search, status subscriptions by e-mail and the scheme
 * finder. Each is slowed down per client like the verification (RATE_LIMIT_VERIFY_PER_MINUTE, an allowance of its own).
 */
export const publicDirectoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const app = fastify as unknown as AccountsApp;
  const tags = ['public directory'];
  setSubscriptionLinkOrigin(app.config.publicUrl ?? `http://localhost:${app.config.port}`);
  const warn = (req: FastifyRequest) => req.log.warn({ ip: req.ip, route: req.routeOptions.url }, 'public directory: client over its limit');
  const limit = (action: string) => rateLimitFor(app.config.rateLimits.verify, action, warn).config;
  fastify.get(
    '/public/directory',
    {
      config: limit('public-directory'),
      schema: {
        tags,
        summary:
          'Search the certificates their holders listed: q (3 characters at least) finds a holder, brand, model, product or number; ' +
          'scheme narrows to an application type. Neither: 400. Status and dates, never contacts, prices or files.',
        querystring: directoryQuery,
        response: { 200: envelope(directoryPage) },
      },
    },
    async (req, reply) => {
      reply.header('access-control-allow-origin', '*').header('vary', 'Origin');
      return ok(await searchDirectory(app.db, req.query));
    },
  );
  fastify.post(
    '/public/directory/subscribe',
    {
      config: limit('public-subscribe'),
      schema: {
        tags,
        summary:
          "Follow a certificate's status: its number and verification code, and an e-mail address the code is sent to (unknown and wrong code: the same 400)",
        body: subscribeBody,
        response: { 200: envelope(subscribeSent) },
      },
    },
    async (req) => ok(await subscribe(app, req.body, { ip: req.ip, locale: requestLocale(req) })),
  );
  fastify.post(
    '/public/directory/subscribe/confirm',
    {
      config: limit('public-subscribe'),
      schema: {
        tags,
        summary: 'Confirm the subscription with the 6-digit code the e-mail brought',
        body: subscribeConfirmBody,
        response: { 200: envelope(z.object({ subscribed: z.boolean() })) },
      },
    },
    async (req) => ok(await confirmSubscription(app, req.body)),
  );
  fastify.post(
    '/public/directory/unsubscribe',
    {
      config: limit('public-subscribe'),
      schema: {
        tags,
        summary: 'Unsubscribe with the signed token of a message’s link',
        body: unsubscribeBody,
        response: { 200: envelope(z.object({ unsubscribed: z.boolean() })) },
      },
    },
    async (req) => ok(await unsubscribe(app.db, req.body.token)),
  );
  fastify.get(
    '/public/scheme-finder',
    {
      config: limit('public-scheme-finder'),
      schema: {
        tags,
        summary: 'The schemes for an HS code (or a product description) and a destination: line, type, documents, the instant-quote rule',
        querystring: finderQuery,
        response: { 200: envelope(finderAnswer) },
      },
    },
    async (req) => ok(await findScheme(app.db, req.query, requestLocale(req))),
  );
};

/** Issue 32, the holder: list one of the organisation's certificates in the directory, and see how many follow it. */
export const holderDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['certificates'];
  app.get(
    '/cert/:id/directory',
    {
      schema: {
        tags,
        summary: 'Whether my certificate is in the public directory, and how many follow its status (never who)',
        params: idParam,
        response: { 200: envelope(directoryListing) },
      },
    },
    async (req) => ok(await listingOf(app.db, ownerOf(req), req.params.id)),
  );
  app.put(
    '/cert/:id/directory',
    {
      schema: {
        tags,
        summary: 'List my certificate in the public directory, or take it out (members who keep the company profile)',
        params: idParam,
        body: directoryListingBody,
        response: { 200: envelope(directoryListing) },
      },
    },
    async (req) => ok(await setListing(app.db, ownerOf(req), req.params.id, req.body.listed)),
  );
};
