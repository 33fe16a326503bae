import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParam,
  invoiceProfileBody,
  invoiceProfileSchema,
  invoiceProfileUpdate,
  mailingAddressBody,
  mailingAddressSchema,
  mailingAddressUpdate,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { invoiceService, mailingService } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

type InvoiceBody = z.infer<typeof invoiceProfileBody>;
type MailingBody = z.infer<typeof mailingAddressBody>;

const invoiceColumns = (b: InvoiceBody) => ({
  title: b.title,
  type: b.type,
  taxpayerNumber: b.taxpayer_number ?? null,
  address: b.address ?? null,
  phone: b.phone ?? null,
  bankName: b.bank_name ?? null,
  bankAccount: b.bank_account ?? null,
  contact: b.contact ?? null,
});
const mailingColumns = (b: MailingBody) => ({
  recipient: b.recipient,
  company: b.company ?? null,
  address: b.address,
  phone: b.phone,
  postcode: b.postcode ?? null,
});

/** The customer's invoice profiles (/invoice-info) and mailing addresses (/mailing-info); each sees only their own. */
export const invoiceProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  const inv = { tags: ['invoiceProfiles'] };
  app.get(
    '/invoice-info',
    { schema: { ...inv, summary: 'My invoice profiles, default first', response: { 200: envelope(z.array(invoiceProfileSchema)) } } },
    async (req) => ok(await invoiceService.list(app.db, ownerOf(req))),
  );
  app.get(
    '/invoice-info/default',
    {
      schema: { ...inv, summary: 'My default invoice profile (prefills applications), or null', response: { 200: envelope(invoiceProfileSchema.nullable()) } },
    },
    async (req) => ok(await invoiceService.getDefault(app.db, ownerOf(req))),
  );
  app.get(
    '/invoice-info/:id',
    { schema: { ...inv, summary: 'One of my invoice profiles', params: idParam, response: { 200: envelope(invoiceProfileSchema) } } },
    async (req) => ok(await invoiceService.get(app.db, ownerOf(req), req.params.id)),
  );
  app.post(
    '/invoice-info',
    {
      schema: {
        ...inv,
        summary: 'Add an invoice profile (the first one is the default)',
        body: invoiceProfileBody,
        response: { 200: envelope(invoiceProfileSchema) },
      },
    },
    async (req) => ok(await invoiceService.create(app.db, ownerOf(req), invoiceColumns(req.body), req.body.is_default)),
  );
  app.put(
    '/invoice-info/:id',
    {
      schema: {
        ...inv,
        summary: 'Edit an invoice profile at the version read (409 when it changed meanwhile)',
        params: idParam,
        body: invoiceProfileUpdate,
        response: { 200: envelope(invoiceProfileSchema) },
      },
    },
    async (req) => ok(await invoiceService.update(app.db, ownerOf(req), req.params.id, req.body.version, invoiceColumns(req.body), req.body.is_default)),
  );
  app.put(
    '/invoice-info/:id/default',
    { schema: { ...inv, summary: 'Make an invoice profile the default', params: idParam, response: { 200: envelope(invoiceProfileSchema) } } },
    async (req) => ok(await invoiceService.setDefault(app.db, ownerOf(req), req.params.id)),
  );
  app.delete(
    '/invoice-info/:id',
    { schema: { ...inv, summary: 'Delete an invoice profile (the newest other becomes the default)', params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(await invoiceService.remove(app.db, ownerOf(req), req.params.id)),
  );

  const mail = { tags: ['invoiceProfiles'] };
  app.get(
    '/mailing-info',
    { schema: { ...mail, summary: 'My mailing addresses, default first', response: { 200: envelope(z.array(mailingAddressSchema)) } } },
    async (req) => ok(await mailingService.list(app.db, ownerOf(req))),
  );
  app.get(
    '/mailing-info/default',
    { schema: { ...mail, summary: 'My default mailing address, or null', response: { 200: envelope(mailingAddressSchema.nullable()) } } },
    async (req) => ok(await mailingService.getDefault(app.db, ownerOf(req))),
  );
  app.get(
    '/mailing-info/:id',
    { schema: { ...mail, summary: 'One of my mailing addresses', params: idParam, response: { 200: envelope(mailingAddressSchema) } } },
    async (req) => ok(await mailingService.get(app.db, ownerOf(req), req.params.id)),
  );
  app.post(
    '/mailing-info',
    {
      schema: {
        ...mail,
        summary: 'Add a mailing address (the first one is the default)',
        body: mailingAddressBody,
        response: { 200: envelope(mailingAddressSchema) },
      },
    },
    async (req) => ok(await mailingService.create(app.db, ownerOf(req), mailingColumns(req.body), req.body.is_default)),
  );
  app.put(
    '/mailing-info/:id',
    {
      schema: {
        ...mail,
        summary: 'Edit a mailing address at the version read (409 when it changed meanwhile)',
        params: idParam,
        body: mailingAddressUpdate,
        response: { 200: envelope(mailingAddressSchema) },
      },
    },
    async (req) => ok(await mailingService.update(app.db, ownerOf(req), req.params.id, req.body.version, mailingColumns(req.body), req.body.is_default)),
  );
  app.put(
    '/mailing-info/:id/default',
    { schema: { ...mail, summary: 'Make a mailing address the default', params: idParam, response: { 200: envelope(mailingAddressSchema) } } },
    async (req) => ok(await mailingService.setDefault(app.db, ownerOf(req), req.params.id)),
  );
  app.delete(
    '/mailing-info/:id',
    { schema: { ...mail, summary: 'Delete a mailing address (the newest other becomes the default)', params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(await mailingService.remove(app.db, ownerOf(req), req.params.id)),
  );
};
