import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestContext, type TestContext } from './helpers.js';

// A real SMTP server on a free local port: the code mail goes through nodemailer over SMTP to it.
const received: string[] = [];
// While `held` is set, the server keeps every message waiting (a slow gateway) until it is released.
let held: Promise<void> | null = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let data = '';
    stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
    stream.on('end', () => {
      void (held ?? Promise.resolve()).then(() => {
        received.push(data);
        callback();
      });
    });
  },
});
let ctx: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

it('delivers a verification code by e-mail over SMTP', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/send/code',
    headers: { langId: 'en' },
    payload: { purpose: 'register', verify_type: 2, email: 'smtp-test@example.com' },
  });
  expect(res.statusCode).toBe(200);
  await ctx.app.delivery.idle();
  expect(received).toHaveLength(1);
  expect(received[0]).toMatch(/^To: smtp-test@example\.com/m);
  expect(received[0]).toMatch(/Your TIC portal verification code is \d{6}\./);
});

it('forgot/code answers a known e-mail without waiting for the mail, as it answers an unknown one (delivery is queued)', async () => {
  let release!: () => void;
  held = new Promise<void>((r) => (release = r));
  const before = received.length;
  const ask = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/frontend/v1/forgot/code', headers: { langId: 'en' }, payload: { verify_type: 2, email } });
  const known = await ask('demo@example.com');
  const unknown = await ask('nobody-here@example.com');
  // The mail to the known account is still held by the server, and yet both have answered, alike.
  expect(received.length).toBe(before);
  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(known.json()).toEqual(unknown.json());
  release();
  held = null;
  await ctx.app.delivery.idle();
  expect(received.length).toBe(before + 1);
  expect(received.at(-1)).toMatch(/^To: demo@example\.com/m);
});
