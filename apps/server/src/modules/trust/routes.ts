import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  certReinstateBody,
  certSupersedeBody,
  certSuspendBody,
  certWithdrawBody,
  envelope,
  idParam,
  verifyPdfResult,
  verifyQuery,
  verifyResult,
  CERT_POLICY_ACTION,
  type CertStatusAction,
} from '@tic/shared';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { ok } from '../../platform/envelope.js';
import { rateLimitFor } from '../accounts/plugin.js';
import { badRequest } from '../../platform/errors.js';
import { changeCertStatus, reissueVerifyCode, type CertStatusInput } from './certStatus.js';
import { UserCache } from '../../platform/cache/userCache.js';
import { verifyCertificate, verifyUploadedPdf, type VerifyFacts } from './verify.js';

const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** The public certificate check (no sign-in): JSON for border posts' and buyers' systems, and the /verify page's calls. */
export const publicVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public verification'];
  // One cache per mount (frontend and backend); a status change signals the holder and drops both.
  const facts = app.userCaches.register(new UserCache<VerifyFacts>({ max: 5_000, ttlMs: 60_000 }));
  // Slowed down per client and logged; never a lock on the certificate (that would let anyone block a genuine check).
  const { config: limit } = rateLimitFor(app.config.rateLimits.verify, undefined, (req: FastifyRequest) =>
    req.log.warn({ ip: req.ip, route: req.routeOptions.url }, 'certificate verification: client over its limit'),
  );
  app.get(
    '/public/verify',
    {
      config: limit,
      schema: {
        tags,
        summary:
          'Check a certificate by its number and verification code (CORS open, cacheable for a minute). ' +
          'Unknown number, wrong code and malformed input all answer found=false.',
        querystring: verifyQuery,
        response: { 200: envelope(verifyResult) },
      },
    },
    async (req, reply) => {
      reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60').header('vary', 'Origin');
      return ok(await verifyCertificate(app.db, req.query.no, req.query.code, app.config.certIssuerName, facts));
    },
  );
  await app.register(async (scope) => {
    scope.addContentTypeParser(['application/pdf', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: PDF_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/public/verify/pdf',
      {
        config: limit,
        bodyLimit: PDF_MAX_BYTES,
        schema: {
          tags,
          summary: 'Whether an uploaded PDF (request body, application/pdf) is byte for byte a certificate PDF we issued',
          response: { 200: envelope(verifyPdfResult) },
        },
      },
      async (req, reply) => {
        const body = req.body;
        if (!Buffer.isBuffer(body) || body.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('trust.verify.notPdf');
        reply.header('access-control-allow-origin', '*');
        return ok(await verifyUploadedPdf(app.db, body));
      },
    );
  });
};

/** Staff: the certificate status actions, each a row of the staff policy (role before the body; the certificate's status on the locked row). */
export const staffCertRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['certificates (staff)'];
  const guard = (action: CertStatusAction) => requireRole(CERT_POLICY_ACTION[action]);
  const result = envelope(z.object({ id: z.number(), status: z.string() }));
  const act = (req: { user: FastifyRequest['user']; ip: string; params: { id: number } }, action: CertStatusAction, input: CertStatusInput) =>
    changeCertStatus(
      app.db,
      { staffId: req.user!.id, user: policyUserOf(req.user!), defaultLang: app.config.defaultLang, now: new Date(), ip: req.ip },
      req.params.id,
      action,
      input,
    );
  app.post(
    '/staff/cert/:id/suspend',
    {
      preValidation: guard('suspend'),
      schema: {
        tags,
        summary: 'Suspend a certificate until a date (inclusive); the holder is told',
        params: idParam,
        body: certSuspendBody,
        response: { 200: result },
      },
    },
    async (req) => ok(await act(req, 'suspend', { until: req.body.until, reason: req.body.reason })),
  );
  app.post(
    '/staff/cert/:id/withdraw',
    {
      preValidation: guard('withdraw'),
      schema: {
        tags,
        summary: 'Withdraw a certificate, with a reason; the holder is told',
        params: idParam,
        body: certWithdrawBody,
        response: { 200: result },
      },
    },
    async (req) => ok(await act(req, 'withdraw', { reason: req.body.reason })),
  );
  app.post(
    '/staff/cert/:id/reinstate',
    {
      preValidation: guard('reinstate'),
      schema: { tags, summary: 'Reinstate a suspended certificate; the holder is told', params: idParam, body: certReinstateBody, response: { 200: result } },
    },
    async (req) => ok(await act(req, 'reinstate', { reason: req.body.reason })),
  );
  app.post(
    '/staff/cert/:id/supersede',
    {
      preValidation: guard('supersede'),
      schema: {
        tags,
        summary: 'Mark a certificate superseded by another valid certificate of the same holder (by number); the holder is told',
        params: idParam,
        body: certSupersedeBody,
        response: { 200: result },
      },
    },
    async (req) => ok(await act(req, 'supersede', { byCertNo: req.body.by_cert_no, reason: req.body.reason })),
  );
  app.post(
    '/staff/cert/:id/reissue-code',
    {
      preValidation: requireRole('reissue_code'),
      schema: { tags, summary: 'Re-issue the verification code (the old code and its QR codes stop verifying)', params: idParam },
    },
    async (req) => {
      await reissueVerifyCode(app.db, req.params.id);
      return ok(null);
    },
  );
};
