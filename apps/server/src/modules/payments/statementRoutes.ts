import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope, statementPage, statementPageQuery, statementPageSchema, statementQuery } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { attachmentDisposition as disposition } from '../../platform/files/download.js';
import { requestLocale } from '../../platform/i18n.js';
import { statement } from './statement.js';
import { statementExcel, statementPdf } from './statementExport.js';
import { ownerOf } from '../../platform/auth/organisation.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The signed-in customer's statement per currency (issue 28): on screen, as Excel and as PDF. Only their own money. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['payments'];
  const customer = (req: FastifyRequest) => req.user!.name || req.user!.username;
  const fileName = (s: { currency: string; from: string; to: string }, ext: string) => `statement-${s.currency}-${s.from}-${s.to}.${ext}`;

  app.get(
    '/payment/statement',
    {
      schema: {
        tags,
        summary:
          'My statement of a currency for a period (from, to; default: this year): opening balance, every movement with its ' +
          'running balance, closing balance (balance = owed minus credit held); the rows paged by current_page and per_page',
        querystring: statementPageQuery,
        response: { 200: envelope(statementPageSchema) },
      },
    },
    async (req) => ok(statementPage(await statement(app.db, ownerOf(req), req.query), req.query.current_page, req.query.per_page)),
  );
  app.get(
    '/payment/statement/excel',
    { schema: { tags, summary: 'My statement as an Excel file (same query; ?lang= for a link)', querystring: statementQuery } },
    async (req, reply) => {
      const s = await statement(app.db, ownerOf(req), req.query);
      reply
        .type(XLSX)
        .header('content-disposition', disposition(fileName(s, 'xlsx')))
        .header('cache-control', 'private, no-store');
      return reply.send(statementExcel(s, customer(req), req.query.lang ?? requestLocale(req)));
    },
  );
  app.get(
    '/payment/statement/pdf',
    { schema: { tags, summary: 'My statement as a PDF in the request language (same query; ?lang= for a link)', querystring: statementQuery } },
    async (req, reply) => {
      const s = await statement(app.db, ownerOf(req), req.query);
      const pdf = await statementPdf(s, customer(req), req.query.lang ?? requestLocale(req), req.log);
      reply
        .type('application/pdf')
        .header('content-disposition', disposition(fileName(s, 'pdf')))
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
};
