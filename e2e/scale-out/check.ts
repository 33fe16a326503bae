/**
 * After the scale-out journey (scripts/scale-out.mjs): what the journey did is all in the database and the bucket,
 * every job ran once although a process was killed, and each living process signs with the same identity.
 * Prints one line per check; exits 1 on the first failure.
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

const dir = process.env.SCALE_OUT_DIR!;
/** What the journey wrote (journey.scale.ts). */
interface Journey {
  startedAt: string;
  killedAt: string;
  victim: string;
  applicationId: number;
  fileId: number;
  sha256: string;
  slipFileId: number;
  remittanceId: number;
  certificateId: number;
}
const j = JSON.parse(readFileSync(path.join(dir, 'journey.json'), 'utf8')) as Journey;
const pids = JSON.parse(readFileSync(path.join(dir, 'pids.json'), 'utf8')) as Record<string, number>;
const ports = process.env.SCALE_OUT_PORTS!.split(',').map(Number);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
const s3 = new S3Client({
  endpoint: process.env.S3_ENDPOINT,
  region: process.env.S3_REGION,
  forcePathStyle: true,
  credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! },
});

function ok(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(what);
  console.log(`check: ✓ ${what}`);
}
const rows = async (q: string, args: unknown[] = []) => (await db.query(q, args)).rows as Record<string, unknown>[];
// The every-minute schedules (modules/payments/expiry.ts, modules/webhooks/jobs.ts). Named here, not imported: the
// e2e project never compiles the server's sources (their Fastify augmentations are the server project's).
const SCHEDULED = ['payments.expire-quotations', 'webhooks.sweep'];

/**
 * The SHA-256 fingerprint of the certificate in a signed PDF's signature: the last /ByteRange's gap is the hex of
 * the CMS (zero-padded; its DER header says its length), whose certificate openssl prints.
 */
function signerOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const m = /\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)/.exec(text.slice(text.lastIndexOf('/ByteRange')));
  if (!m) throw new Error('the PDF carries no signature');
  const der = Buffer.from(text.slice(Number(m[1]) + 1, Number(m[2]) - 1), 'hex');
  const long = der[1]! & 0x80 ? der[1]! & 0x7f : 0;
  const length = long ? 2 + long + der.subarray(2, 2 + long).reduce((n, b) => n * 256 + b, 0) : 2 + der[1]!;
  const pem = execFileSync('openssl', ['pkcs7', '-inform', 'DER', '-print_certs'], { input: der.subarray(0, length) }).toString();
  return new X509Certificate(pem).fingerprint256;
}

await db.connect();
try {
  // Rows: the application issued and paid, its certificate, the remittance confirmed, the two files.
  const [app] = await rows('select status, payment_status from applications where id = $1', [j.applicationId]);
  ok(app?.status === 'issued' && app.payment_status === 'paid_in_full', `application ${j.applicationId} issued and paid in full (${JSON.stringify(app)})`);
  ok(
    (await rows('select 1 from certificates where id = $1 and application_id = $2', [j.certificateId, j.applicationId])).length === 1,
    `certificate ${j.certificateId} stored`,
  );
  const [rem] = await rows('select status from remittances where id = $1', [j.remittanceId]);
  ok(rem?.status === 'confirmed', `remittance ${j.remittanceId} confirmed (${JSON.stringify(rem)})`);

  // Files: every file stored since the journey began is in the bucket with its bytes (the resumed one by its hash).
  const files = await rows('select id, storage_key, sha256, size from stored_files where created_at >= $1 order by id', [j.startedAt]);
  ok(
    files.some((f) => f.id === j.fileId && f.sha256 === j.sha256) && files.some((f) => f.id === j.slipFileId),
    `${files.length} files stored since the journey began, the resumed one with the bytes sent`,
  );
  for (const f of files) {
    const got = await s3.send(new GetObjectCommand({ Bucket: process.env.S3_BUCKET, Key: `files/${f.storage_key as string}` }));
    const bytes = Buffer.from(await got.Body!.transformToByteArray());
    if (bytes.length !== Number(f.size)) throw new Error(`file ${f.id}: ${bytes.length} bytes in the bucket, ${f.size} in its row`);
  }
  ok(true, `all ${files.length} files in the bucket at their size`);

  // Jobs ran once: no scheduled slot sent twice across three processes, no job failed or retried after the kill
  // window, and every e-mail of the journey sent once.
  const failed = await rows(`select name, state, retry_count from pgboss.job where state = 'failed' or (created_on >= $1 and retry_count > 0)`, [j.killedAt]);
  ok(failed.length === 0, `no job failed or ran twice (${JSON.stringify(failed)})`);
  let mails: Record<string, unknown>[] = [];
  for (let i = 0; i < 120; i++) {
    mails = await rows('select id, status, attempts from mail_outbox where created_at >= $1', [j.killedAt]);
    if (mails.every((m) => m.status === 'sent')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  ok(
    mails.every((m) => m.status === 'sent' && m.attempts === 1),
    `${mails.length} e-mails of the journey each sent once (${JSON.stringify(mails.filter((m) => m.status !== 'sent' || m.attempts !== 1))})`,
  );

  // One signer: the certificate PDF from each living process directly, and the balancer's, carry the same certificate.
  const signers = new Map<string, string>([['balancer', signerOf(readFileSync(path.join(dir, 'certificate-balancer.pdf')))]]);
  for (const [i, port] of ports.entries()) {
    const name = `s${i + 1}`;
    if (name === j.victim) continue;
    const base = `http://127.0.0.1:${port}/frontend/v1`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'Demo@2026' }),
    });
    if (login.status !== 200) throw new Error(`${name}: sign-in ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const pdf = await fetch(`${base}/cert/pdf/${j.certificateId}`, { headers: { cookie } });
    if (pdf.status !== 200) throw new Error(`${name}: certificate PDF ${pdf.status}`);
    signers.set(name, signerOf(Buffer.from(await pdf.arrayBuffer())));
  }
  ok(
    new Set(signers.values()).size === 1 && signers.size === ports.length,
    `one signer certificate on ${[...signers.keys()].join(', ')} (${[...signers.values()][0]})`,
  );
  // The schedules (every minute: quotation expiry, webhook sweep) are evaluated by every process; each minute's job
  // must be sent once, whichever process's clock ticked first. pg-boss sends a schedule's job within 30 s of the
  // processes' start (its cron monitor), so a short run waits for the first one of each rather than pass on none.
  let sent: Record<string, unknown>[] = [];
  for (let i = 0; i < 240; i++) {
    sent = await rows(`select name, count(*)::int as n from pgboss.job where name in ($1, $2) group by 1`, SCHEDULED);
    if (sent.length === SCHEDULED.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  ok(sent.length === SCHEDULED.length, `the scheduled jobs were sent (${JSON.stringify(sent)})`);
  const doubled = await rows(
    `select name, date_trunc('minute', created_on) as minute, count(*)::int as n from pgboss.job
      where name in ($1, $2) group by 1, 2 having count(*) > 1`,
    SCHEDULED,
  );
  ok(doubled.length === 0, `every scheduled job sent once per minute across the processes (${JSON.stringify(sent)}; doubled: ${JSON.stringify(doubled)})`);
  ok(Object.keys(pids).includes(j.victim), `${j.victim} was killed mid-journey and the journey completed`);
} finally {
  await db.end();
}
