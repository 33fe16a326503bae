import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptQuotationBody,
  confirmRemittanceBody,
  creditSchema,
  envelope,
  feeRuleBody,
  expressRulesQuery,
  expressRulesOfFormQuery,
  feeRuleHistorySchema,
  feeRuleOfTypeQuery,
  feeRuleSchema,
  IDEMPOTENCY_HEADER,
  idParam,
  instantQuoteQuery,
  instantQuoteSchema,
  localeSchema,
  quotationListQuery,
  quotationPage,
  quotationSchema,
  reasonBody,
  rejectQuotationBody,
  remittanceBody,
  remittanceListQuery,
  remittancePage,
  remittanceSchema,
  settlementPage,
  settlementQuery,
  staffQuotationBody,
  staffRemittancePage,
  staffRemittanceQuery,
  translate,
  type StaffAction,
  unpaidRowSchema,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { isStaffReader, policyUserOf, requireRole } from '../../platform/policy.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { ok } from '../../platform/envelope.js';
import { attachmentDisposition as disposition, sendStoredFile } from '../../platform/files/download.js';
import { localStorage } from '../../platform/files/storage.js';
import { requestLocale } from '../../platform/i18n.js';
import { mimeOf } from '../files/service.js';
import { expressRules, expressRulesOfForm, feeRuleHistoryOf, feeRuleOfType, instantQuote, listFeeRules, updateFeeRule } from './feeRules.js';
import { renderQuotationPdf } from './pdf.js';
import { ensureDemoSlips } from './demoSlips.js';
import { decideQuotation, getQuotation, issueQuotation, listQuotations } from './quotations.js';
import { settlement, settlementExcel, unpaid } from './reports.js';
import {
  addRemittance,
  confirmRemittance,
  creditOf,
  financeRemittances,
  getRemittance,
  listRemittances,
  rejectRemittance,
  remittanceFile,
  reverseRemittance,
  reviewRemittance,
} from './remittances.js';
import { ownerOf } from '../../platform/auth/organisation.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Money: quotations and fee notices, remittances, unpaid and settlement lists, instant quotes; staff: quote, confirm, reject, reverse, fee rules. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const storage = localStorage(path.join(app.config.dataDir, 'files'));
  // The customer's side acts for its organisation (id) by one of its members (actorId); staff act as themselves.
  const me = (req: FastifyRequest) => ({
    id: ownerOf(req),
    actorId: req.user!.id,
    defaultLang: requestLocale(req),
    user: policyUserOf(req.user!),
    ip: req.ip,
  });
  /** Staff see every customer's records; a customer only their own. */
  const scope = (req: FastifyRequest) => (isStaffReader(req.user) ? null : ownerOf(req));
  const tags = ['payments'];

  app.get(
    '/quotation/list',
    {
      schema: {
        tags,
        summary: 'My quotations and fee notices (kind, status: issued | accepted | rejected | superseded | expired)',
        querystring: quotationListQuery,
        response: { 200: envelope(quotationPage) },
      },
    },
    async (req) => ok(await listQuotations(app.db, ownerOf(req), req.query)),
  );
  app.get(
    '/quotation/:id',
    { schema: { tags, summary: 'One of my quotations with its lines', params: idParam, response: { 200: envelope(quotationSchema) } } },
    async (req) => ok(await getQuotation(app.db, scope(req), req.params.id)),
  );
  app.get(
    '/quotation/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The quotation as a PDF in the request language (or ?lang=, for a link)',
        params: idParam,
        querystring: z.object({ lang: localeSchema.optional() }),
      },
    },
    async (req, reply) => {
      const q = await getQuotation(app.db, scope(req), req.params.id);
      const locale = req.query.lang ?? requestLocale(req);
      reply
        .type('application/pdf')
        .header('content-disposition', disposition(`${q.no}-v${q.version}.pdf`).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store');
      return reply.send(await renderQuotationPdf(q, translate(locale, `money.quotationStatus.${q.status}`), locale, req.log));
    },
  );
  app.post(
    '/quotation/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept an issued quotation, naming the invoice profile to bill (repeat: same answer; expired or superseded: 409)',
        params: idParam,
        body: acceptQuotationBody,
        response: { 200: envelope(quotationSchema) },
      },
    },
    async (req) => ok(await decideQuotation(app.db, me(req), req.params.id, { accept: true, invoiceProfileId: req.body.invoice_profile_id })),
  );
  app.post(
    '/quotation/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject an issued quotation with a reason',
        params: idParam,
        body: rejectQuotationBody,
        response: { 200: envelope(quotationSchema) },
      },
    },
    async (req) => ok(await decideQuotation(app.db, me(req), req.params.id, { accept: false, reason: req.body.reason })),
  );

  app.get(
    '/remittance/list',
    { schema: { tags, summary: "My remittances (staff: everyone's)", querystring: remittanceListQuery, response: { 200: envelope(remittancePage) } } },
    async (req) => ok(await listRemittances(app.db, scope(req), req.query)),
  );
  app.post(
    '/remittance',
    {
      schema: {
        tags,
        summary: `Add a remittance with proof files (uploaded by POST /upload) split over applications that owe; header ${IDEMPOTENCY_HEADER} makes a repeat answer the first`,
        body: remittanceBody,
        response: { 200: envelope(remittanceSchema) },
      },
    },
    async (req) => ok(await addRemittance(app.db, me(req), req.body, idempotencyKeyOf(req, true))),
  );
  app.get(
    '/remittance/:id',
    { schema: { tags, summary: 'One of my remittances', params: idParam, response: { 200: envelope(remittanceSchema) } } },
    async (req) => ok(await getRemittance(app.db, scope(req), req.params.id)),
  );
  app.get(
    '/remittance/:id/file/:fileId',
    { schema: { tags, summary: 'A proof file of one of my remittances', params: z.object({ id: idParam.shape.id, fileId: idParam.shape.id }) } },
    async (req, reply) => {
      const p = req.params as { id: number; fileId: number };
      let file = await remittanceFile(app.db, scope(req), p.id, p.fileId);
      if (app.config.demo && file.storageKey.startsWith('demo/')) {
        await ensureDemoSlips(app.db, storage, path.join(app.config.dataDir, 'tmp'), app.log);
        file = await remittanceFile(app.db, scope(req), p.id, p.fileId);
      }
      return sendStoredFile(reply, storage, file, mimeOf(file.ext), 'private, no-store');
    },
  );
  app.get(
    '/payment/credit',
    { schema: { tags, summary: 'My credit per currency (confirmed overpayments)', response: { 200: envelope(creditSchema) } } },
    async (req) => ok(await creditOf(app.db, ownerOf(req))),
  );
  app.get(
    '/payment/unpaid',
    { schema: { tags, summary: 'My applications with accepted quotations and money outstanding', response: { 200: envelope(z.array(unpaidRowSchema)) } } },
    async (req) => ok(await unpaid(app.db, ownerOf(req))),
  );
  app.get(
    '/payment/fee-notices',
    {
      schema: {
        tags,
        summary: 'My fee notices (quotations raised later in the work)',
        querystring: quotationListQuery,
        response: { 200: envelope(quotationPage) },
      },
    },
    async (req) => ok(await listQuotations(app.db, ownerOf(req), { ...req.query, kind: 'fee_notice' })),
  );
  app.get(
    '/payment/settlement',
    {
      schema: {
        tags,
        summary: "Settlement list: confirmed amounts per application (staff: everyone's)",
        querystring: settlementQuery,
        response: { 200: envelope(settlementPage) },
      },
    },
    async (req) => ok(await settlement(app.db, scope(req), req.query, requestLocale(req))),
  );
  app.get(
    '/payment/settlement/excel',
    { schema: { tags, summary: 'The settlement list of the current filters as an Excel file', querystring: settlementQuery } },
    async (req, reply) => {
      reply.type(XLSX).header('content-disposition', disposition('settlement.xlsx'));
      return reply.send(settlementExcel(app.db, scope(req), req.query, requestLocale(req)));
    },
  );
  app.get(
    '/fee-rule/quote',
    {
      schema: {
        tags,
        summary: 'Instant quote: the fee of an application type for a FOB value (null when staff quote it)',
        querystring: instantQuoteQuery,
        response: { 200: envelope(instantQuoteSchema) },
      },
    },
    async (req) => ok(await instantQuote(app.db, req.query.application_type, req.query.fob, req.query.currency)),
  );
  app.get(
    '/fee-rule',
    {
      schema: {
        tags,
        summary: "The active fee rule of an application type, which the application form applies to the invoices' FOB value (null: staff quote it)",
        querystring: feeRuleOfTypeQuery,
        response: { 200: envelope(feeRuleSchema.nullable()) },
      },
    },
    async (req) => ok(await feeRuleOfType(app.db, req.query.application_type)),
  );
  app.get(
    '/fee-rule/express',
    {
      schema: {
        tags,
        summary: "The active express surcharge rules of a line's form (one per currency), which its form's express warning shows",
        querystring: expressRulesOfFormQuery,
        response: { 200: envelope(z.array(feeRuleSchema)) },
      },
    },
    async (req) => ok(await expressRulesOfForm(app.db, req.query.form)),
  );

  // Staff: each route is a row of the staff policy (role before the body; status and separation of duties on the locked rows).
  const finance = { preValidation: requireRole('fee_rules') };
  const as = (action: StaffAction) => ({ preValidation: requireRole(action) });
  const staffTags = ['payments (staff)'];
  app.post(
    '/staff/quotation',
    {
      ...as('quote'),
      schema: {
        tags: staffTags,
        summary: 'Issue a quotation or fee notice (supersedes_id: a new version of an open one)',
        body: staffQuotationBody,
        response: { 200: envelope(quotationSchema) },
      },
    },
    async (req) => ok(await issueQuotation(app.db, me(req), req.body)),
  );
  app.post(
    '/staff/remittance/:id/review',
    {
      ...as('review_remittance'),
      schema: { tags: staffTags, summary: 'Open a submitted remittance for finance review', params: idParam, response: { 200: envelope(remittanceSchema) } },
    },
    async (req) => ok(await reviewRemittance(app.db, me(req), req.params.id)),
  );
  app.post(
    '/staff/remittance/:id/confirm',
    {
      ...as('confirm_remittance'),
      schema: {
        tags: staffTags,
        summary: 'Confirm all (empty body) or part (received_amount, allocations) of a remittance; over what is owed now: 409',
        params: idParam,
        body: confirmRemittanceBody,
        response: { 200: envelope(remittanceSchema) },
      },
    },
    async (req) => ok(await confirmRemittance(app.db, me(req), req.params.id, req.body)),
  );
  app.post(
    '/staff/remittance/:id/reject',
    {
      ...as('reject_remittance'),
      schema: {
        tags: staffTags,
        summary: 'Reject a remittance not yet confirmed, with a reason',
        params: idParam,
        body: reasonBody,
        response: { 200: envelope(remittanceSchema) },
      },
    },
    async (req) => ok(await rejectRemittance(app.db, me(req), req.params.id, req.body.reason)),
  );
  app.post(
    '/staff/remittance/:id/reverse',
    {
      ...as('reverse_remittance'),
      schema: {
        tags: staffTags,
        summary: 'Reverse a confirmed remittance (the transfer bounced)',
        params: idParam,
        body: reasonBody,
        response: { 200: envelope(remittanceSchema) },
      },
    },
    async (req) => ok(await reverseRemittance(app.db, me(req), req.params.id, req.body.reason)),
  );
  app.get(
    '/staff/remittances',
    {
      ...as('finance_remittances'),
      schema: {
        tags: staffTags,
        summary:
          "Finance: every customer's remittances (status to_confirm | confirmed | partly_confirmed | rejected | reversed, customer, currency, " +
          'remittance dates, application number), sorted and paged, with the totals per currency',
        querystring: staffRemittanceQuery,
        response: { 200: envelope(staffRemittancePage) },
      },
    },
    async (req) => ok(await financeRemittances(app.db, req.query)),
  );
  app.get(
    '/staff/express-rules',
    {
      ...as('quote'),
      schema: {
        tags: staffTags,
        summary: "The active express surcharge rules (optionally of one currency): the quotation form's proposed surcharge lines",
        querystring: expressRulesQuery,
        response: { 200: envelope(z.array(feeRuleSchema)) },
      },
    },
    async (req) => ok(await expressRules(app.db, req.query.currency)),
  );
  app.get(
    '/staff/fee-rules',
    { ...finance, schema: { tags: staffTags, summary: 'The instant-quote and express surcharge rules', response: { 200: envelope(z.array(feeRuleSchema)) } } },
    async () => ok(await listFeeRules(app.db)),
  );
  app.put(
    '/staff/fee-rules/:id',
    {
      ...finance,
      schema: {
        tags: staffTags,
        summary: 'Change a rule at the version read, with a reason (stale: 409); appended to its history',
        params: idParam,
        body: feeRuleBody,
        response: { 200: envelope(feeRuleSchema) },
      },
    },
    async (req) => ok(await updateFeeRule(app.db, req.user!.id, req.params.id, req.body)),
  );
  app.get(
    '/staff/fee-rules/:id/history',
    {
      ...finance,
      schema: {
        tags: staffTags,
        summary: 'Every version of a rule, newest first',
        params: idParam,
        response: { 200: envelope(z.array(feeRuleHistorySchema)) },
      },
    },
    async (req) => ok(await feeRuleHistoryOf(app.db, req.params.id)),
  );
};
