import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationSummarySchema,
  menuAreaQuery,
  certificateListQuery,
  certificatePage,
  certificateDetailSchema,
  draftCertificateSchema,
  draftDecisionBody,
  envelope,
  idParam,
  workbenchCountsSchema,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { certificateInfo, certificatePdf, listCertificates, workbenchCounts } from './service.js';
import { attachmentDisposition as disposition } from '../../platform/files/download.js';
import { decideDraft, draftCertificate, draftCertificatePdf } from './drafts.js';
import { isStaffReader } from '../../platform/policy.js';
import { fastResponse } from '../../platform/serialization.js';
import { ownerOf } from '../../platform/auth/organisation.js';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['certificates'];
  app.get(
    '/certs',
    {
      schema: {
        tags,
        summary: 'My certificates (keywords, status valid | expired | suspended | withdrawn | superseded | revoked, expiring=1: within a month)',
        querystring: certificateListQuery,
        response: { 200: envelope(certificatePage) },
      },
    },
    async (req) => ok(await listCertificates(app.db, ownerOf(req), req.query)),
  );
  app.get(
    '/cert/info/:id',
    {
      schema: {
        tags,
        summary: 'One of my certificates (status history, verification code, where it is mailed)',
        params: idParam,
        response: { 200: envelope(certificateDetailSchema) },
      },
    },
    async (req) => ok(await certificateInfo(app.db, ownerOf(req), req.params.id)),
  );
  app.get(
    '/cert/pdf/:id',
    { schema: { tags, summary: 'One of my certificates as a PDF (owner and staff; labels in the request language)', params: idParam } },
    async (req, reply) => {
      const pdf = await certificatePdf(app.db, { id: ownerOf(req), isStaff: isStaffReader(req.user) }, req.params.id, requestLocale(req), req.log, {
        signer: app.pdfSigner,
        origin: app.config.publicUrl ?? `${req.protocol}://${req.host}`,
      });
      reply.type('application/pdf').header('content-disposition', disposition(pdf.filename)).header('cache-control', 'private, no-store');
      return reply.send(pdf.stream);
    },
  );
  app.get(
    '/kenya/cert/draft/:id',
    {
      schema: {
        tags,
        summary: 'The draft certificate of one of my applications waiting for my review (other status: 409)',
        params: idParam,
        response: { 200: envelope(draftCertificateSchema) },
      },
    },
    async (req) => ok(await draftCertificate(app.db, ownerOf(req), req.params.id)),
  );
  app.post(
    '/kenya/cert/draft/:id',
    {
      schema: {
        tags,
        summary: 'Confirm the draft certificate or request changes (comment required) at the version read',
        params: idParam,
        body: draftDecisionBody,
        response: { 200: envelope(applicationSummarySchema) },
      },
    },
    async (req) => ok(await decideDraft(app.db, { userId: ownerOf(req), actorId: req.user!.id, defaultLang: app.config.defaultLang }, req.params.id, req.body)),
  );
  app.get(
    '/kenya/cert/draft/:id/pdf',
    { schema: { tags, summary: 'The draft certificate as a PDF with a DRAFT watermark, shown in the browser (owner and staff)', params: idParam } },
    async (req, reply) => {
      const pdf = await draftCertificatePdf(app.db, { id: ownerOf(req), isStaff: isStaffReader(req.user) }, req.params.id, requestLocale(req), req.log);
      reply
        .type('application/pdf')
        .header('content-disposition', disposition(pdf.filename).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store');
      return reply.send(pdf.stream);
    },
  );
  app.get(
    '/kenya/workbench',
    {
      schema: {
        tags,
        summary: 'Workbench counts (area: of one menu area)',
        querystring: menuAreaQuery,
        response: { 200: fastResponse(envelope(workbenchCountsSchema)) },
      },
    },
    async (req) => ok(await workbenchCounts(app.db, ownerOf(req), req.query.area)),
  );
};
