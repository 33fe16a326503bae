import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  assignWaiterBody,
  captchaAnswer,
  captchaQuery,
  publicKeyAnswer,
  resetPasswordBody,
  channelRegisterBody,
  codeSentAnswer,
  customerProfileSchema,
  DEV_OUTBOX_LIMIT,
  envelope,
  forgotCodeBody,
  forgotNewPassBody,
  forgotPassBody,
  forgotTicketAnswer,
  idParam,
  loginAnswer,
  mySessionSchema,
  outboxMessageSchema,
  profileBody,
  qrConfirmBody,
  qrPollAnswer,
  qrPollBody,
  qrTicketAnswer,
  qrTicketInfo,
  qrTicketParams,
  registerBody,
  sendCodeBody,
  smsCodeBody,
  smsLoginBody,
  verifyCodeAnswer,
  verifyCodeBody,
  verifyProfileBody,
  waiterSchema,
  zoneSmsBody,
} from '@tic/shared';
import { ok } from '../../platform/envelope.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { requireUser, setSessionCookies } from '../../platform/auth/plugin.js';
import type { ApiMountOptions } from '../auth/routes.js';
import { newCaptcha } from './captcha.js';
import { rateLimitFor } from './plugin.js';
import { publicKey } from './crypto.js';
import { cancelQrTicket, confirmQrTicket, createQrTicket, pollQrTicket, qrTicketInfo as ticketInfo, verifyScanCode } from './qrLogin.js';
import { requireRole } from '../../platform/policy.js';
import { assignWaiter, getProfile, setProfileVerified, updateProfile } from './profile.js';
import {
  devOutbox,
  forgotCode,
  forgotNewPass,
  forgotPass,
  mySessions,
  myWaiter,
  register,
  resetPassword,
  revokeMySession,
  sendCode,
  smsCode,
  smsLogin,
  verifyContactChange,
  type AccountsApp,
} from './service.js';

const tags = ['accounts'];

/** Before the body is validated: another customer's id is not found (404), whatever the body holds. */
async function ownCustomer(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (String(req.user.id) !== String((req.params as { id?: string }).id)) throw notFound();
}
const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'], locale: requestLocale(req) });

/** Registration, SMS sign-in, codes, forgot password, sessions, profile, waiter (spec section 7 "Accounts and sessions"). */
export const accountsRoutes: FastifyPluginAsyncZod<ApiMountOptions> = async (fastify, opts) => {
  const app = fastify as unknown as AccountsApp;
  const limits = fastify.config.rateLimits;
  const sendLimit = rateLimitFor(limits.codeSend);
  const sendCodeLimit = rateLimitFor(limits.codeSend, 'send-code');
  const checkLimit = rateLimitFor(limits.codeCheck);
  const loginLimit = rateLimitFor(limits.login);
  const signedIn = (result: { token: string; expiresAt: Date; user: z.infer<typeof loginAnswer>['user'] }) => ({
    token: opts.variant === 'backend' ? result.token : undefined,
    expires_at: result.expiresAt.toISOString(),
    user: result.user,
  });

  fastify.post(
    '/register',
    {
      ...loginLimit,
      schema: {
        tags,
        summary: 'Register a customer (code from POST /send/code purpose register); signs in',
        body: registerBody,
        response: { 200: envelope(loginAnswer) },
      },
    },
    async (req, reply) => {
      const r = await register(app, req.body, meta(req));
      setSessionCookies(reply, r.token, r.expiresAt);
      return ok(signedIn(r));
    },
  );
  fastify.post(
    '/customer',
    {
      ...loginLimit,
      schema: {
        tags,
        summary: 'Channel-partner registration (agency of channel type company or personal); signs in',
        body: channelRegisterBody,
        response: { 200: envelope(loginAnswer) },
      },
    },
    async (req, reply) => {
      const r = await register(app, req.body, meta(req));
      setSessionCookies(reply, r.token, r.expiresAt);
      return ok(signedIn(r));
    },
  );

  fastify.get(
    '/captcha',
    {
      ...rateLimitFor(limits.captcha),
      schema: {
        tags,
        summary: 'A new image captcha; required tells whether the next login of this account or IP needs it',
        querystring: captchaQuery,
        response: { 200: envelope(captchaAnswer) },
      },
    },
    async (req) => ok(await newCaptcha(app, req.query.username, req.ip)),
  );
  fastify.get(
    '/public-key',
    { schema: { tags, summary: 'RSA-OAEP (SHA-256) public key for the passwords the spec sends encrypted', response: { 200: envelope(publicKeyAnswer) } } },
    async () => ok(await publicKey(app.db)),
  );
  fastify.post(
    '/reset-password',
    {
      ...checkLimit,
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change my password with a code to my own mobile or e-mail (encrypted passwords); revokes my other sessions',
        body: resetPasswordBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await resetPassword(app, req.body, req.user!, req.sessionId);
      return ok(null);
    },
  );

  fastify.post(
    '/send/code',
    {
      ...sendCodeLimit,
      schema: {
        tags,
        summary: 'Send a verification code (429 with data.seconds_left within 60 s; daily caps)',
        body: sendCodeBody,
        response: { 200: envelope(codeSentAnswer) },
      },
    },
    async (req) => ok(await sendCode(app, req.body, req.user, meta(req))),
  );
  // Spec section 7 (reference data): the same code, limits and 429s as POST /send/code, for a mobile with its zone.
  fastify.post(
    '/common/zone/sendSms',
    {
      ...sendCodeLimit,
      schema: {
        tags,
        summary: 'Send a verification code by SMS to a mobile with its area code (zone or mobile_zone); the one code mechanism of POST /send/code',
        body: zoneSmsBody,
        response: { 200: envelope(codeSentAnswer) },
      },
    },
    async (req) => ok(await sendCode(app, { ...req.body, verify_type: 1 }, req.user, meta(req))),
  );
  fastify.post(
    '/verify/code',
    {
      ...checkLimit,
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Commit a new mobile (1) or e-mail (2) after its change_contact code; 3 (scan code): code is a QR ticket this session confirms',
        body: verifyCodeBody,
        response: { 200: envelope(verifyCodeAnswer) },
      },
    },
    async (req) =>
      ok(req.body.verify_type === 3 ? await verifyScanCode(app, req.body.code, req.user!) : await verifyContactChange(app, req.body, req.user!, meta(req))),
  );

  // QR sign-in (built in, no third party): the computer creates and polls a ticket, the signed-in phone confirms it.
  fastify.post(
    '/qr/ticket',
    {
      ...loginLimit,
      schema: {
        tags,
        summary: 'QR sign-in: a one-time ticket (2 minutes) for the QR code, and the key this page polls with',
        response: { 200: envelope(qrTicketAnswer) },
      },
    },
    async (req) => ok(await createQrTicket(app, meta(req), `${req.protocol}://${req.host}`)),
  );
  fastify.post(
    '/qr/ticket/poll',
    {
      schema: {
        tags,
        summary: "QR sign-in: the ticket's status; once confirmed by the phone, signs this browser in (once)",
        body: qrPollBody,
        response: { 200: envelope(qrPollAnswer) },
      },
    },
    async (req, reply) => {
      const { login, ...status } = await pollQrTicket(app, req.body, meta(req));
      if (!login) return ok(status);
      setSessionCookies(reply, login.token, login.expiresAt);
      return ok({ ...status, login: signedIn(login) });
    },
  );
  fastify.get(
    '/qr/ticket/:ticket',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'QR sign-in (phone): status of a ticket and the computer that asked',
        params: qrTicketParams,
        response: { 200: envelope(qrTicketInfo) },
      },
    },
    async (req) => ok(await ticketInfo(app, req.params.ticket)),
  );
  fastify.post(
    '/qr/ticket/confirm',
    {
      ...checkLimit,
      preHandler: requireUser,
      schema: { tags, summary: 'QR sign-in (phone): sign the computer in as me', body: qrConfirmBody, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await confirmQrTicket(app, req.body.ticket, req.user!);
      return ok(null);
    },
  );
  fastify.post(
    '/qr/ticket/cancel',
    {
      ...checkLimit,
      preHandler: requireUser,
      schema: { tags, summary: 'QR sign-in (phone): refuse the request', body: qrConfirmBody, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await cancelQrTicket(app, req.body.ticket);
      return ok(null);
    },
  );

  fastify.post(
    '/sms/code',
    { ...sendLimit, schema: { tags, summary: 'Send a sign-in code by SMS', body: smsCodeBody, response: { 200: envelope(codeSentAnswer) } } },
    async (req) => ok(await smsCode(app, req.body, meta(req))),
  );
  fastify.post(
    '/sms/login',
    { ...loginLimit, schema: { tags, summary: 'Sign in with mobile and SMS code', body: smsLoginBody, response: { 200: envelope(loginAnswer) } } },
    async (req, reply) => {
      const r = await smsLogin(app, req.body, meta(req));
      setSessionCookies(reply, r.token, r.expiresAt);
      return ok(signedIn(r));
    },
  );

  fastify.post(
    '/forgot/code',
    {
      ...sendLimit,
      schema: { tags, summary: 'Forgot password: send a code to the mobile or e-mail', body: forgotCodeBody, response: { 200: envelope(codeSentAnswer) } },
    },
    async (req) => ok(await forgotCode(app, req.body, meta(req))),
  );
  fastify.post(
    '/forgot/pass',
    {
      ...checkLimit,
      schema: { tags, summary: 'Forgot password: check the code, get a ticket', body: forgotPassBody, response: { 200: envelope(forgotTicketAnswer) } },
    },
    async (req) => ok(await forgotPass(app, req.body)),
  );
  fastify.post(
    '/forgot/new/pass',
    {
      schema: {
        tags,
        summary: 'Forgot password: set the new password (revokes every session)',
        body: forgotNewPassBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await forgotNewPass(app, req.body);
      return ok(null);
    },
  );

  fastify.get(
    '/my-sessions',
    { preHandler: requireUser, schema: { tags, summary: 'My open sessions', response: { 200: envelope(z.array(mySessionSchema)) } } },
    async (req) => ok(await mySessions(app, req.user!, req.sessionId)),
  );
  fastify.delete(
    '/my-sessions/:id',
    { preHandler: requireUser, schema: { tags, summary: 'Revoke one of my sessions', params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await revokeMySession(app, req.user!, req.params.id);
      return ok(null);
    },
  );

  fastify.get(
    '/my-waiter',
    { preHandler: requireUser, schema: { tags, summary: 'My exclusive service contact, or null', response: { 200: envelope(waiterSchema.nullable()) } } },
    async (req) => ok(await myWaiter(app, req.user!)),
  );

  fastify.get(
    '/customer/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "My profile: my own fields and the company's of the organisation acted in (another customer answers 404)",
        params: idParam,
        response: { 200: envelope(customerProfileSchema) },
      },
    },
    async (req) => ok(await getProfile(app, req.user!, req.params.id, req.org)),
  );
  fastify.put(
    '/customer/:id',
    {
      preValidation: ownCustomer,
      schema: {
        tags,
        summary: "Save my profile (the company's fields: owners and administrators of the organisation acted in, 403 otherwise)",
        params: idParam,
        body: profileBody,
        response: { 200: envelope(customerProfileSchema) },
      },
    },
    async (req) =>
      ok(
        await updateProfile(app, req.user!, req.params.id, req.body, {
          locale: requestLocale(req),
          sessionId: req.sessionId,
          // Issue 30: the company part is the organisation's this request acts in (owners and administrators keep it).
          org: req.org,
          orgRefusal: req.orgRefused ? 'organisation.notMember' : 'organisation.none',
          ip: req.ip,
        }),
      ),
  );

  // The staff policy (issue 14) decides who verifies profiles and assigns service contacts.
  fastify.put(
    '/staff/customer/:id/verify',
    {
      preValidation: requireRole('verify_profile'),
      schema: {
        tags,
        summary: 'Staff: mark a profile verified (writes the notice) or reopen it',
        params: idParam,
        body: verifyProfileBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setProfileVerified(app, req.params.id, req.body.verified);
      return ok(null);
    },
  );
  fastify.put(
    '/staff/customer/:id/waiter',
    {
      preValidation: requireRole('assign_waiter'),
      schema: { tags, summary: "Staff: assign a customer's service contact", params: idParam, body: assignWaiterBody, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await assignWaiter(app, req.params.id, req.body.staff_id);
      return ok(null);
    },
  );

  // Demo mode only: elsewhere the route does not exist (404).
  if (fastify.config.demo) {
    fastify.get(
      '/dev/outbox',
      {
        config: { loopbackOnly: true },
        schema: { tags, summary: 'Demo: latest SMS and e-mail messages (codes) that were sent', response: { 200: envelope(z.array(outboxMessageSchema)) } },
      },
      async () => ok(await devOutbox(app, DEV_OUTBOX_LIMIT)),
    );
  }
};
