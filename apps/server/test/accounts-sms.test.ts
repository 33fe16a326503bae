import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

// Issue 17: sms/code answered faster for an unknown mobile (the SMS of a known one was awaited). A real HTTP SMS
// gateway on a free local port that holds every message until released (a slow provider).
const received: { to: string; text: string }[] = [];
let held: Promise<void> | null = null;
const gateway = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    void (held ?? Promise.resolve()).then(() => {
      received.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(200).end('{}');
    });
  });
});
let ctx: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  ctx = await createTestContext({ SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

it('sms/code answers a known mobile without waiting for the gateway, as it answers an unknown one (delivery is queued)', async () => {
  let release!: () => void;
  held = new Promise<void>((r) => (release = r));
  const ask = (mobile: string) =>
    ctx.app.inject({ method: 'POST', url: '/frontend/v1/sms/code', headers: { langId: 'en' }, payload: { mobile_zone: '+86', mobile } });
  // The demo customer's mobile, and one nobody has.
  const known = await ask('13800138000');
  const unknown = await ask('13900000001');
  // The gateway still holds the known number's message, and yet both have answered, alike.
  expect(received).toHaveLength(0);
  expect(known.statusCode, known.body).toBe(200);
  expect(unknown.statusCode, unknown.body).toBe(200);
  expect(known.json()).toEqual(unknown.json());
  release();
  held = null;
  await ctx.app.delivery.idle();
  // Only the known number gets a message.
  expect(received.map((m) => m.to)).toEqual(['+8613800138000']);
  expect(received[0]!.text).toMatch(/\d{6}/);
});
