import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, startupProblems } from '../src/config.js';
import { readCmsSignature } from '../src/modules/trust/padesSigner.js';
import { makeSelfSignedP12, pdfSignature, verifySignedPdf } from '../src/modules/trust/signing.js';
import { createTestContext, login, type TestContext } from './helpers.js';

/**
 * Issue 34: one signing identity for every process. Each context below is one database; a second app built on the
 * same database stands for a second process (its own lazily loaded signer, its own caches).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'tic-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The subject and the SHA-256 fingerprint of the certificate a signed PDF carries. */
function signerOf(pdf: Buffer) {
  const x509 = new X509Certificate(readCmsSignature(pdfSignature(pdf)!.cms).certificateDer!);
  return { subject: x509.subject, fingerprint: x509.fingerprint256 };
}

function p12File(name: string, commonName: string) {
  const file = path.join(dir, name);
  writeFileSync(file, makeSelfSignedP12(commonName, 'pw'));
  return file;
}

/** Another "process" on the context's database, with its own configuration. */
async function secondApp(ctx: TestContext, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: mkdtempSync(path.join(dir, 'data-')),
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    ...env,
  });
  return buildApp({ config, database: ctx.database, logger: false, mailWorker: false, jobs: false });
}

async function firstCertPdf(app: FastifyInstance) {
  const cookies = (await login(app)).cookies;
  const list = await app.inject({ method: 'GET', url: '/frontend/v1/certs', cookies });
  const cert = list.json().data.data[0] as { id: number; cert_no: string };
  const res = await app.inject({ method: 'GET', url: `/frontend/v1/cert/pdf/${cert.id}`, cookies, headers: { langId: 'en' } });
  expect(res.statusCode).toBe(200);
  return { pdf: res.rawPayload, certNo: cert.cert_no };
}

describe('outside demo mode', () => {
  it('the server refuses to start without PDF_SIGN_P12, saying what to set', () => {
    const prod = loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(startupProblems(prod).join('\n')).toMatch(/PDF_SIGN_P12: required outside demo mode.*PKCS#12.*same file for every process/);
    expect(startupProblems(loadConfig({ DATABASE_URL: 'postgres://u@h/db', PDF_SIGN_P12: '/etc/tic/signer.p12' }))).toEqual([]);
    expect(startupProblems(loadConfig({}))).toEqual([]);
  });
});

describe('demo mode: the self-signed identity is one for every process on the database', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext();
    other = await secondApp(ctx, { DEMO: '1' });
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it('two processes making their first signature at the same moment sign with the same certificate', async () => {
    const [a, b] = await Promise.all([firstCertPdf(ctx.app), firstCertPdf(other)]);
    expect(verifySignedPdf(a.pdf)).toBe(true);
    expect(verifySignedPdf(b.pdf)).toBe(true);
    expect(signerOf(a.pdf)).toEqual(signerOf(b.pdf));
    expect(signerOf(a.pdf).subject).toContain('(self-signed)');
  });
});

describe('a rotated identity', () => {
  let ctx: TestContext;
  let rotated: FastifyInstance;
  const oldFile = p12File('old.p12', 'Signer 2026');
  const newFile = p12File('new.p12', 'Signer 2027');
  beforeAll(async () => {
    ctx = await createTestContext({ PDF_SIGN_P12: oldFile, PDF_SIGN_P12_PASSWORD: 'pw' });
  });
  afterAll(async () => {
    await rotated?.close();
    await ctx.close();
  });

  it('signs new PDFs with the new certificate and still recognises what the old one signed', async () => {
    const before = await firstCertPdf(ctx.app);
    expect(signerOf(before.pdf).subject).toContain('CN=Signer 2026');
    // The provider rotates: every process restarts with the new file (here: a new app on the same database).
    rotated = await secondApp(ctx, { DEMO: '1', PDF_SIGN_P12: newFile, PDF_SIGN_P12_PASSWORD: 'pw' });
    const after = await firstCertPdf(rotated);
    expect(signerOf(after.pdf).subject).toContain('CN=Signer 2027');
    const verify = (pdf: Buffer) =>
      rotated.inject({ method: 'POST', url: '/frontend/v1/public/verify/pdf', payload: pdf, headers: { 'content-type': 'application/pdf', langId: 'en' } });
    for (const { pdf, certNo } of [before, after]) {
      expect(verifySignedPdf(pdf)).toBe(true);
      expect((await verify(pdf)).json().data).toEqual({ genuine: true, cert_no: certNo });
    }
  });
});
