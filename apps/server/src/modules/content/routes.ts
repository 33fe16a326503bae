import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDetailSchema,
  contentEditSchema,
  contentListQuery,
  contentPage,
  contentVersionSchema,
  envelope,
  idParam,
  policyBody,
  policyUpdate,
  publicFileBody,
  publicFileUpdate,
  termsUpdate,
  TERMS_SLUG,
  type ContentKind,
} from '@tic/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/plugin.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { contentDetail, contentForEdit, contentVersions, createContent, listContent, termsDetail, updateContent } from './service.js';
import { contentRepo } from './repo.js';
import { isStaffReader } from '../../platform/policy.js';

const saved = envelope(z.object({ id: z.number(), version: z.number() }));
const isStaff = (req: FastifyRequest) => isStaffReader(req.user);

/**
 * GET /policy and GET /documents (spec section 7) for signed-in users, the terms for everyone (the
 * login page shows them), and the staff calls that publish new versions (content:edit).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = { preValidation: requirePermission(PERMISSIONS.content) };
  const tags = ['content'];

  for (const [kind, base, body, update, label] of [
    ['policy', '/policy', policyBody, policyUpdate, 'policy and regulation documents'],
    ['public_file', '/documents', publicFileBody, publicFileUpdate, 'public files'],
  ] as const) {
    const k: ContentKind = kind;
    app.get(
      base,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: `List ${label} (keyword, country, category, current_page, per_page)`,
          querystring: contentListQuery,
          response: { 200: envelope(contentPage) },
        },
      },
      async (req) => ok(await listContent(app.db, k, req.query, requestLocale(req), isStaff(req))),
    );
    app.get(
      `${base}/:id`,
      {
        preHandler: requireUser,
        schema: { tags, summary: `One of the ${label}, current version`, params: idParam, response: { 200: envelope(contentDetailSchema) } },
      },
      async (req) => ok(await contentDetail(app.db, k, req.params.id, requestLocale(req), isStaff(req))),
    );
    app.post(base, { ...editor, schema: { tags, summary: `Staff: publish a new one of the ${label}`, body, response: { 200: saved } } }, async (req) =>
      ok(await createContent(app.db, k, req.body, req.user!.id)),
    );
    app.put(
      `${base}/:id`,
      {
        ...editor,
        schema: {
          tags,
          summary: `Staff: publish a new version (409 when another was published since the version read)`,
          params: idParam,
          body: update,
          response: { 200: saved },
        },
      },
      async (req) => ok(await updateContent(app.db, k, req.params.id, req.body, req.user!.id)),
    );
  }

  app.get(
    '/terms',
    {
      schema: {
        tags,
        summary: 'The general conditions of service, current version (public: the login page shows them)',
        response: { 200: envelope(contentDetailSchema) },
      },
    },
    async (req) => ok(await termsDetail(app.db, requestLocale(req))),
  );
  app.put(
    '/terms',
    { ...editor, schema: { tags, summary: 'Staff: publish a new version of the conditions', body: termsUpdate, response: { 200: saved } } },
    async (req) => {
      const doc = await contentRepo.findBySlug(app.db, TERMS_SLUG);
      if (!doc) throw notFound();
      return ok(await updateContent(app.db, 'terms', doc.id, req.body, req.user!.id));
    },
  );

  app.get(
    '/content/:id/edit',
    { ...editor, schema: { tags, summary: 'Staff: the current version in every language', params: idParam, response: { 200: envelope(contentEditSchema) } } },
    async (req) => ok(await contentForEdit(app.db, req.params.id)),
  );
  app.get(
    '/content/:id/versions',
    { ...editor, schema: { tags, summary: 'Staff: every version, newest first', params: idParam, response: { 200: envelope(z.array(contentVersionSchema)) } } },
    async (req) => ok(await contentVersions(app.db, req.params.id, requestLocale(req))),
  );
};
