import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { API_FRONTEND, NOTIFY_STREAM_PATH, todayIso } from '@tic/shared';

/**
 * Issue 34, the scale-out journey (scripts/scale-out.mjs runs it through HAProxy in front of three processes, no
 * stickiness): the demo customer signs in, uploads a file resumably (cut half-way, resumed on whichever process the
 * balancer picks), submits an application with it, receives the pushed notice of its quotation on two notice streams
 * held by two different processes, pays the quotation with a remittance, and downloads the signed certificate. The process that answered the
 * upload's resumption point is killed with SIGKILL mid-journey; the journey goes on. Staff's steps (accept, quote,
 * confirm, issue) go through the staff API as the demo staff accounts: their screens are other journeys'.
 */
const DIR = process.env.SCALE_OUT_DIR ?? '';
const S3_DIR = process.env.S3_DIR ?? '';
const PORTS = (process.env.SCALE_OUT_PORTS ?? '').split(',');
const base = () => test.info().project.use.baseURL!;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function data<T = Record<string, unknown>>(res: APIResponse, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(200);
  return (await res.json()).data as T;
}

async function signedIn(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, username: string, password: string) {
  const ctx = await playwright.request.newContext({ baseURL: base(), extraHTTPHeaders: { langId: 'en' } });
  await data(await ctx.post(`${API_FRONTEND}/login`, { data: { username, password } }), `sign-in of ${username}`);
  const cookie = (await ctx.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { ctx, cookie };
}

/** Sends `sent` of `total` announced bytes, then drops the connection once `arrived()` (a phone leaving the network). */
async function patchCut(url: string, headers: Record<string, string>, body: Buffer, total: number, arrived: () => boolean) {
  const req = httpRequest(url, {
    method: 'PATCH',
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(total) },
  });
  req.on('error', () => undefined);
  req.write(body);
  await expect.poll(arrived, { timeout: 120_000, intervals: [100] }).toBe(true);
  req.destroy();
}

/**
 * One request on a connection of its own (no keep-alive). HAProxy sends the first request of a client connection over
 * a new connection to the process it picks ("http-reuse safe"), so a dead process refuses it and the balancer sends it
 * to another (retry-on conn-failure, redispatch). A request on a kept-alive client connection may instead go over an
 * idle connection to the process that just died; HAProxy then closes the client's connection unanswered so that the
 * client retries it, as browsers do, which a test client would report as "socket hang up".
 */
function once(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers: body ? { ...headers, 'Content-Length': String(body.length) } : headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Whether nothing listens on the port any more: a connection to it is refused. */
function refuses(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** The first full part of a multipart upload has reached the S3-compatible server (its folder: s3Server.ts). */
function firstPartStored(): boolean {
  const uploads = path.join(S3_DIR, 'tic-scale', '._S3rver_uploads');
  if (!existsSync(uploads)) return false;
  return readdirSync(uploads).some((id) => existsSync(path.join(uploads, id, '1.md5')) && statSync(path.join(uploads, id, '1')).size === 8 * 1024 * 1024);
}

/** Reads a notice stream; `opened` is the process holding it (the first event is the count alone). */
function noticeStream(cookie: string) {
  const ac = new AbortController();
  const events: { unread: number; notice: { title?: string; target?: { type: string; ref: string | null } | null } | null }[] = [];
  const opened = fetch(`${base()}${API_FRONTEND}${NOTIFY_STREAM_PATH}`, { headers: { cookie, accept: 'text/event-stream' }, signal: ac.signal }).then(
    async (res) => {
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let buf = '';
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          buf += Buffer.from(value!).toString('utf8');
          let at: number;
          while ((at = buf.indexOf('\n\n')) >= 0) {
            const line = buf
              .slice(0, at)
              .split('\n')
              .find((l) => l.startsWith('data: '));
            buf = buf.slice(at + 2);
            if (line) events.push(JSON.parse(line.slice(6)));
          }
        }
      })();
      return res.headers.get('x-served-by');
    },
  );
  return { events, opened, close: () => ac.abort() };
}

/**
 * Two notice streams of one user held by two different processes (round-robin alternates between the living ones), so
 * that whichever process writes the next notice, the other one has to be told (PostgreSQL NOTIFY, notifications/hub.ts).
 */
async function streamsOnTwoProcesses(cookie: string) {
  const streams: ReturnType<typeof noticeStream>[] = [];
  const on: string[] = [];
  for (let i = 0; i < 8 && new Set(on).size < 2; i++) {
    const s = noticeStream(cookie);
    const by = (await s.opened) ?? '';
    if (on.includes(by)) {
      s.close();
      continue;
    }
    streams.push(s);
    on.push(by);
  }
  expect(new Set(on).size, `two notice streams on two processes (held by ${on.join(', ')})`).toBe(2);
  for (const s of streams) await expect.poll(() => s.events.length).toBeGreaterThan(0);
  return { streams, on };
}

test('through the balancer, with one process killed: upload resumed elsewhere, submit, pushed notice, payment, signed certificate', async ({ playwright }) => {
  const pids = JSON.parse(readFileSync(path.join(DIR, 'pids.json'), 'utf8')) as Record<string, number>;
  const startedAt = new Date().toISOString();
  const customer = await signedIn(playwright, 'demo', 'Demo@2026');
  const admin = await signedIn(playwright, 'admin', 'Admin@2026');
  const finance = await signedIn(playwright, 'finance', 'Staff@2026');
  const tus = { 'Tus-Resumable': '1.0.0', cookie: customer.cookie, langId: 'en' };

  // 1. A 12 MiB file, resumable: 9 MiB sent, and once the first 8 MiB part is in the bucket the connection drops
  // (the store closes a part when the next byte arrives, hence more than one part's worth).
  const size = 12 * 1024 * 1024;
  const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);
  const meta = ['filename Scale out invoice.pdf', 'form customs'].map((kv) => {
    const [k, ...v] = kv.split(' ');
    return `${k} ${Buffer.from(v.join(' ')).toString('base64')}`;
  });
  const created = await fetch(`${base()}${API_FRONTEND}/uploads/resumable`, {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(size), 'Upload-Metadata': meta.join(',') },
  });
  expect(created.status, await created.text()).toBe(201);
  const location = created.headers.get('location')!;
  await patchCut(`${base()}${location}`, tus, body.subarray(0, 9 * 1024 * 1024), size, firstPartStored);

  // 2. Where it stopped, asked of whichever process; that process is then killed (SIGKILL), mid-journey.
  let offset = 0;
  let answeredBy = '';
  await expect
    .poll(
      async () => {
        const head = await fetch(`${base()}${location}`, { method: 'HEAD', headers: tus });
        offset = Number(head.headers.get('upload-offset'));
        answeredBy = head.headers.get('x-served-by') ?? '';
        return head.status === 200 && offset > 0;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(offset).toBeLessThan(size);
  const victim = answeredBy in pids ? answeredBy : 's2';
  process.kill(pids[victim]!, 'SIGKILL');
  const killedAt = new Date().toISOString();
  // The signal takes a moment: a request the process accepted before it died is lost with it (502, never retried, as
  // it may have been acted on). Once its port refuses connections, and before the health check (every 2 s, three
  // failures) takes it out, round-robin sends one of these three to the dead process; the balancer retries it on
  // another (the script checks HAProxy counted the redispatch).
  const victimPort = Number(PORTS[Number(victim.slice(1)) - 1]);
  await expect.poll(() => refuses(victimPort), { message: `${victim} (port ${victimPort}) refuses connections`, intervals: [20] }).toBe(true);
  for (let i = 0; i < 3; i++) {
    const me = await once(`${base()}${API_FRONTEND}/me`, 'GET', { cookie: customer.cookie, langId: 'en' });
    expect(me.status, me.text).toBe(200);
    expect(me.headers['x-served-by']).not.toBe(victim);
  }

  // 3. The rest, from where it stopped: the balancer sends it to a living process.
  const rest = await once(
    `${base()}${location}`,
    'PATCH',
    { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body.subarray(offset),
  );
  expect(rest.status, rest.text).toBe(204);
  expect(rest.headers['x-served-by']).not.toBe(victim);
  const fileId = Number(rest.headers['upload-file-id']);
  expect(fileId).toBeGreaterThan(0);
  const download = await customer.ctx.get(`${API_FRONTEND}/attachment/${fileId}`);
  expect(download.status()).toBe(200);
  expect(sha(await download.body())).toBe(sha(body));

  // 4. Submit a customs application with the file; staff accept it.
  const title = `Scale-out ${Date.now()}`;
  const form = {
    application_type: 'kenya_pvoc',
    title,
    general: {
      certification_project: 'PVoC',
      contact_name: 'Li Ming',
      contact_phone: '+86-755-1234',
      contact_email: 'li@example.com',
      inspection_date: todayIso(),
    },
    shipment: { shipment_mode: 'sea' },
    kenya: { route: 'A', idf_required: false },
    parties: Object.fromEntries(
      ['importer', 'exporter', 'applicant'].map((p) => [
        p,
        { company_name: p === 'importer' ? 'Nairobi Smart Home Ltd' : 'Bright Star Electronics', address: '1 Harbour Road' },
      ]),
    ),
    invoices: [{ number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' }],
    products: [
      {
        hs_code: '853952',
        brand: 'BrightStar',
        model: 'LED-9W',
        quantity: 2000,
        unit_price: 0.6,
        unit: 'PCE',
        description: 'LED bulbs',
        manufacturer: 'Bright Star',
        origin: 'CN',
      },
    ],
    containers: [],
    attachments: [{ file_id: fileId, file_type: 'invoice' }],
  };
  const draft = await data<{ id: number; version: number }>(
    await customer.ctx.post(`${API_FRONTEND}/kenya/create`, { data: { application_type: form.application_type, title } }),
    'draft',
  );
  const submitted = await data<{ application: { status: string } }>(
    await customer.ctx.post(`${API_FRONTEND}/kenya/rfc/${draft.id}/submit`, {
      data: { ...form, version: draft.version },
      headers: { 'idempotency-key': `scale-${draft.id}` },
    }),
    'submit',
  );
  expect(submitted.application.status).toBe('pending_acceptance');
  await data(await admin.ctx.post(`${API_FRONTEND}/staff/rfc/${draft.id}/accept`, { data: {} }), 'accept');

  // 5. Staff quote it (on one process): the customer's notice of that quotation is pushed to both open streams, one of
  // them held by another process than the one that wrote it. (Other notices may arrive too: the seeded demo
  // quotations expire at the first minute's sweep; only this quotation's counts.)
  const { streams, on: streamsOn } = await streamsOnTwoProcesses(customer.cookie);
  const valid = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const quoted = await admin.ctx.post(`${API_FRONTEND}/staff/quotation`, {
    data: {
      currency: 'USD',
      valid_until: valid,
      terms_version: 'T-2026-1',
      lines: [{ application_id: draft.id, service: 'PVoC certificate', quantity: '1', unit_price: '640.00' }],
    },
  });
  const q = await data<{ id: number; no: string }>(quoted, 'quotation');
  const quotedBy = quoted.headers()['x-served-by'];
  for (const [i, stream] of streams.entries()) {
    // A budget against a hang on a loaded machine, not a speed check.
    await expect
      .poll(() => stream.events.some((e) => e.notice?.target?.type === 'quotation' && e.notice.target.ref === q.no), {
        message: `the notice of quotation ${q.no} (written by ${quotedBy}) pushed to the stream held by ${streamsOn[i]}`,
        timeout: 120_000,
      })
      .toBe(true);
    stream.close();
  }

  // 6. The quotation accepted with an invoice profile, paid by a remittance with a bank slip, confirmed by finance.
  const profile = await data<{ id: number }>(
    await customer.ctx.post(`${API_FRONTEND}/invoice-info`, {
      data: { title: 'Bright Star Electronics Co., Ltd.', type: 'pro_forma', address: '8 Science Park Road, Shenzhen' },
    }),
    'invoice profile',
  );
  await data(await customer.ctx.post(`${API_FRONTEND}/quotation/${q.id}/accept`, { data: { invoice_profile_id: profile.id } }), 'accept quotation');
  const slip = await data<{ id: number }>(
    await customer.ctx.post(`${API_FRONTEND}/upload`, { multipart: { file: { name: 'bank-slip.png', mimeType: 'image/png', buffer: PNG } } }),
    'bank slip',
  );
  const remittance = await data<{ id: number }>(
    await customer.ctx.post(`${API_FRONTEND}/remittance`, {
      headers: { 'idempotency-key': `scale-remit-${draft.id}` },
      data: {
        remitter: 'Bright Star Electronics',
        remitted_on: todayIso(),
        currency: 'USD',
        contact: 'Li Ming',
        phone: '+86-755-1234',
        bank: 'Bank of China',
        bank_reference: `BOC-${draft.id}`,
        file_ids: [slip.id],
        amount: '640.00',
        allocations: [{ application_id: draft.id, amount: '640.00' }],
      },
    }),
    'remittance',
  );
  await data(await finance.ctx.post(`${API_FRONTEND}/staff/remittance/${remittance.id}/review`, { data: {} }), 'review');
  await data(await finance.ctx.post(`${API_FRONTEND}/staff/remittance/${remittance.id}/confirm`, { data: {} }), 'confirm');
  const detail = await data<{ payment_status: string }>(await customer.ctx.get(`${API_FRONTEND}/rfc/detail/${draft.id}`), 'detail');
  expect(detail.payment_status).toBe('paid_in_full');

  // 7. Issued; the customer downloads the signed certificate PDF through the balancer.
  await data(await admin.ctx.post(`${API_FRONTEND}/staff/rfc/${draft.id}/issue`, { data: { route: 'A' } }), 'issue');
  const certs = await data<{ data: { id: number; application_id: number; cert_no: string }[] }>(
    await customer.ctx.get(`${API_FRONTEND}/certs?per_page=100`),
    'certificates',
  );
  const cert = certs.data.find((c) => c.application_id === draft.id);
  expect(cert, 'the certificate of the application').toBeDefined();
  const pdf = await customer.ctx.get(`${API_FRONTEND}/cert/pdf/${cert!.id}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  writeFileSync(path.join(DIR, 'certificate-balancer.pdf'), await pdf.body());

  writeFileSync(
    path.join(DIR, 'journey.json'),
    JSON.stringify({
      startedAt,
      killedAt,
      victim,
      streamsOn,
      quotedBy,
      applicationId: draft.id,
      fileId,
      sha256: sha(body),
      slipFileId: slip.id,
      remittanceId: remittance.id,
      quotationId: q.id,
      certificateId: cert!.id,
    }),
  );
});
