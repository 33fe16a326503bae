import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  noticeDealBody,
  noticeDealResult,
  noticeDetailSchema,
  noticeIdParam,
  noticeListQuery,
  noticePageSchema,
  NOTIFY_STREAM_PATH,
  type NoticeStreamEvent,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { isSessionActive } from '../../platform/auth/sessions.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { compileResponseSerializer, fastResponse } from '../../platform/serialization.js';
import { sendPrepared } from '../../platform/preparedAnswer.js';
import { pureQuery } from '../../platform/pureQuery.js';
import { dealNotices, getNotice, noticePageAnswer, unreadCount } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/** A comment line every so often keeps proxies from closing an idle stream, and re-checks the session. */
const HEARTBEAT_MS = 25_000;

const frame = (event: NoticeStreamEvent) => `event: notice\ndata: ${JSON.stringify(event)}\n\n`;

/** Notices of spec section 7, and the stream of new ones. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page is serialised (and cached as text) by the module itself, with the serialiser the route would use.
  const pageAnswer = fastResponse(envelope(noticePageSchema));
  const serializePage = compileResponseSerializer(pageAnswer, { check: app.config.responseCheck, route: 'GET /corner/notify' });
  app.get(
    '/corner/notify',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notices'],
        summary: 'My notices, one page (data.data, data.total)',
        // The bell and the drawer poll page 1 with the same query: validated once (pureQuery.ts).
        querystring: pureQuery(noticeListQuery),
        response: { 200: pageAnswer },
      },
    },
    async (req, reply) => {
      const answer = await noticePageAnswer(app.db, ownerOf(req), req.query, requestLocale(req), serializePage, app.noticePages);
      // Bytes with a JSON type go out as they are (Fastify serialises only objects); 304 when the browser's copy is these bytes.
      return sendPrepared(req, reply, answer);
    },
  );

  app.post(
    '/corner/notify/deal',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notices'],
        summary: 'Mark notices read by batch code (an empty list marks all)',
        body: noticeDealBody,
        response: { 200: fastResponse(envelope(noticeDealResult)) },
      },
    },
    async (req) => ok(await dealNotices(app.db, ownerOf(req), req.body.ids)),
  );

  app.get(
    NOTIFY_STREAM_PATH,
    {
      preHandler: requireUser,
      schema: {
        tags: ['notices'],
        summary: 'Server-sent events: "notice" with {unread, notice} on every new notice of the user (first event: the current count)',
      },
    },
    async (req, reply) => {
      const userId = ownerOf(req);
      const sessionId = req.sessionId!;
      const unread = await unreadCount(app.db, userId);
      // From here the connection is ours: Fastify no longer serializes or ends the reply.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write(`retry: 5000\n\n${frame({ unread, notice: null })}`);

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      const unsubscribe = app.noticeHub.subscribe(userId, { send: (e) => !ended && res.write(frame(e)), close: end });
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        isSessionActive(app.db, app.sessionPolicy, sessionId).then(
          (active) => active || end(),
          () => undefined,
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      res.on('close', end);
    },
  );

  app.get(
    '/corner/notify/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['notices'], summary: 'One notice by batch code', params: noticeIdParam, response: { 200: fastResponse(envelope(noticeDetailSchema)) } },
    },
    async (req) => ok(await getNotice(app.db, ownerOf(req), req.params.id, requestLocale(req))),
  );
};
