import { beforeAll, describe, expect, it } from 'vitest';
import { createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import PDFDocument from 'pdfkit';
import * as asn1js from 'asn1js';
import { loadPdfSigner, makeSelfSignedP12, pdfSignature, verifySignedPdf, type IdentityStore, type PdfSigner } from '../src/modules/trust/signing.js';
import { OID, readCmsSignature } from '../src/modules/trust/padesSigner.js';

/** Issue 15: the PAdES baseline B-B signature of issued PDFs, read back attribute by attribute. */
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();
const quietLog = { warn: () => {} };
/** server_secrets stand-in: the first value kept under a name stays. */
function memoryStore(): IdentityStore {
  const kept = new Map<string, string>();
  return {
    read: async (name) => kept.get(name),
    keep: async (name, value) => {
      if (!kept.has(name)) kept.set(name, value);
      return kept.get(name)!;
    },
  };
}
const dir = mkdtempSync(path.join(tmpdir(), 'tic-pades-'));

async function samplePdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  doc.text('Certificate of conformity CoC-TEST-0001');
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A provider identity as a CA would issue it: a leaf certificate signed by another (issuer != subject), both in the file. */
function caIssuedP12(password: string): Buffer {
  const keyPair = () => {
    const k = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return { priv: forge.pki.privateKeyFromPem(k.privateKey), pub: forge.pki.publicKeyFromPem(k.publicKey) };
  };
  const ca = keyPair();
  const leaf = keyPair();
  const make = (serial: string, subject: string, issuer: string, pub: forge.pki.PublicKey, signWith: forge.pki.rsa.PrivateKey) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = pub;
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(Date.now() - 86_400_000);
    cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    cert.setSubject([{ name: 'commonName', value: subject }]);
    cert.setIssuer([{ name: 'commonName', value: issuer }]);
    cert.sign(signWith, forge.md.sha256.create());
    return cert;
  };
  const caCert = make('0a01', 'Test Root CA', 'Test Root CA', ca.pub, ca.priv);
  const leafCert = make('7f3c9e01', 'Inspection Body Signer', 'Test Root CA', leaf.pub, ca.priv);
  // The CA certificate first in the file: the signer must still pick the one matching the key.
  const p12 = forge.pkcs12.toPkcs12Asn1(leaf.priv, [caCert, leafCert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

describe.each([
  [
    'the self-signed demo identity',
    () => loadPdfSigner({ password: '', dataDir: dir, issuerName: 'TIC Demo', demo: true }, quietLog, memoryStore()),
    'TIC Demo (self-signed)',
  ],
  [
    'a CA-issued identity from PDF_SIGN_P12',
    () => {
      const file = path.join(dir, 'provider.p12');
      writeFileSync(file, caIssuedP12('s3cret'));
      return loadPdfSigner({ p12Path: file, password: 's3cret', dataDir: dir, issuerName: 'unused', demo: false }, quietLog, memoryStore());
    },
    'Inspection Body Signer',
  ],
])('PAdES B-B signature with %s', (_label, makeSigner, subject) => {
  let signer: PdfSigner;
  let pdf: Buffer;
  const signingTime = new Date('2026-11-20T08:30:00Z');

  beforeAll(async () => {
    signer = await makeSigner();
    pdf = await signer.sign(await samplePdf(), signingTime);
  });

  it('the signature dictionary: ETSI.CAdES.detached, the time in /M, no /Cert', () => {
    expect(signer.subject).toBe(subject);
    const found = pdfSignature(pdf)!;
    expect(found).not.toBeNull();
    expect(found.dictionary).toMatch(/\/Type\s*\/Sig/);
    expect(found.dictionary).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
    expect(found.dictionary).toContain('/M (D:20261120083000Z)');
    expect(found.dictionary).not.toMatch(/\/Cert\b/);
  });

  it('the CMS: one SHA-256 RSA signer and exactly content-type, message-digest and signing-certificate-v2', () => {
    const found = pdfSignature(pdf)!;
    const cms = readCmsSignature(found.cms);
    expect(cms.signers).toBe(1);
    expect(cms.digestAlgorithm).toBe(OID.sha256);
    expect(cms.signatureAlgorithm).toBe(OID.sha256WithRsa);
    expect([...cms.attributes.keys()].sort()).toEqual([OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort());
    expect(cms.attributes.has(OID.signingTime)).toBe(false);
    for (const values of cms.attributes.values()) expect(values).toHaveLength(1);
    // content-type is id-data; message-digest is the SHA-256 of the byte ranges.
    expect(cms.contentType).toBe(OID.data);
    expect(cms.messageDigest!.equals(sha256(found.signed))).toBe(true);
    // Signed attributes are DER: the SET OF is in the order of the members' encodings.
    const members = (asn1js.fromBER(new Uint8Array(cms.signedAttributes!)).result as asn1js.Set).valueBlock.value;
    const encoded = members.map((m) => Buffer.from(m.valueBeforeDecodeView).toString('hex'));
    expect(encoded).toHaveLength(3);
    expect(encoded).toEqual([...encoded].sort());
  });

  it('signing-certificate-v2 holds the SHA-256 of the signing certificate with its issuer and serial number', () => {
    const cms = readCmsSignature(pdfSignature(pdf)!.cms);
    const x509 = new X509Certificate(cms.certificateDer!);
    expect(x509.subject).toBe(`CN=${subject}${subject.includes('self-signed') ? `\nO=${subject}` : ''}`);
    const ess = cms.essCertIdV2!;
    expect(ess.hashAlgorithm).toBe(OID.sha256);
    expect(ess.certHash.equals(sha256(x509.raw))).toBe(true);
    expect(ess.serial!.toString('hex').toUpperCase()).toBe(x509.serialNumber.toUpperCase());
    expect(ess.issuer!.equals(Buffer.from(cms.certificate!.issuer.toSchema().toBER()))).toBe(true);
    expect(x509.issuer).toBe(subject === 'Inspection Body Signer' ? 'CN=Test Root CA' : x509.subject);
  });

  it("the signature over the signed attributes verifies with the certificate's public key; a changed byte breaks it", () => {
    const found = pdfSignature(pdf)!;
    const cms = readCmsSignature(found.cms);
    const publicKey = new X509Certificate(cms.certificateDer!).publicKey;
    expect(verify('sha256', cms.signedAttributes!, publicKey, cms.signature)).toBe(true);
    expect(verifySignedPdf(pdf)).toBe(true);

    // A byte of the document: the digest no longer matches.
    const changed = Buffer.from(pdf);
    changed[200] = changed[200]! ^ 0x01;
    const again = pdfSignature(changed)!;
    expect(readCmsSignature(again.cms).messageDigest!.equals(sha256(again.signed))).toBe(false);
    expect(verifySignedPdf(changed)).toBe(false);

    // A byte of the signed attributes: the signature no longer verifies.
    const attrs = Buffer.from(cms.signedAttributes!);
    attrs[attrs.length - 1] = attrs[attrs.length - 1]! ^ 0x01;
    expect(verify('sha256', attrs, publicKey, cms.signature)).toBe(false);

    // A byte of the signature value inside /Contents.
    const hexAt = pdf.indexOf(cms.signature.toString('hex'), 0, 'latin1');
    expect(hexAt).toBeGreaterThan(0);
    const forged = Buffer.from(pdf);
    forged[hexAt] = forged[hexAt] === 0x30 ? 0x31 : 0x30;
    expect(verifySignedPdf(forged)).toBe(false);
  });

  it('a signature without signing-certificate-v2 or with a signing-time is not accepted as PAdES B-B', async () => {
    // The former signer (node-forge's PKCS#7 with signing-time and no ESS attribute) made such signatures.
    const p12 = makeSelfSignedP12('Legacy', 'pw');
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), 'pw');
    const key = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!]![0]!.key!;
    const cert = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]![0]!.cert!;
    const found = pdfSignature(pdf)!;
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(found.signed.toString('binary'));
    p7.addCertificate(cert);
    p7.addSigner({
      key,
      certificate: cert,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: signingTime as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    const legacy = Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
    // Put it in place of the PAdES one, padded as signpdf pads.
    const at = pdf.indexOf(found.cms.toString('hex'), 0, 'latin1');
    expect(at).toBeGreaterThan(0);
    const hex = Buffer.from(legacy.toString('hex').padEnd(found.cms.length * 2, '0'));
    const replaced = Buffer.concat([pdf.subarray(0, at), hex, pdf.subarray(at + hex.length)]);
    const read = readCmsSignature(pdfSignature(replaced)!.cms);
    expect(read.signatureValid).toBe(true);
    expect(read.messageDigest!.equals(sha256(found.signed))).toBe(true);
    expect(read.attributes.has(OID.signingTime)).toBe(true);
    expect(read.essCertIdV2).toBeUndefined();
    expect(verifySignedPdf(replaced)).toBe(false);
  });
});
