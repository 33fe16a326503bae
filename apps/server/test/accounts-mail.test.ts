import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestContext, type TestContext } from './helpers.js';

// A real SMTP server on a free local port: the code mail goes through nodemailer over SMTP to it.
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let data = '';
    stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
    stream.on('end', () => {
      received.push(data);
      callback();
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
  const res = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/send/code', headers: { langId: 'en' }, payload: { purpose: 'register', verify_type: 2, email: 'smtp-test@example.com' } });
  expect(res.statusCode).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatch(/^To: smtp-test@example\.com/m);
  expect(received[0]).toMatch(/Your TIC portal verification code is \d{6}\./);
});
