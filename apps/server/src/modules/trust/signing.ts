import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

/**
 * Signed certificate PDFs (issue 15): a detached CMS signature (ETSI.CAdES.detached, the PAdES sub-filter)
 * over the whole file, made with the provider's PKCS#12 identity (PDF_SIGN_P12 / PDF_SIGN_P12_PASSWORD).
 * Without one, a self-signed identity is made on first start and kept under DATA_DIR/signing (demo; outside
 * demo mode a warning says so). Any changed byte breaks the signature in a PDF reader and in verifySignedPdf.
 */
export interface PdfSigner {
  sign(pdf: Buffer, signingTime: Date): Promise<Buffer>;
  /** The signing certificate's subject, for the logs. */
  subject: string;
}

const DEMO_PASSWORD = 'demo-signing';

/** A self-signed RSA-2048 identity as a PKCS#12 file (Node makes the key; node-forge the certificate and the container). */
export function makeSelfSignedP12(commonName: string, password: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: commonName },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The signer of this process: the configured identity, else the one kept under dataDir (made the first time). */
export function loadPdfSigner(
  opts: { p12Path?: string; password: string; dataDir: string; issuerName: string; demo: boolean },
  log: { warn: (o: object, m: string) => void },
): PdfSigner {
  let p12: Buffer;
  let password = opts.password;
  if (opts.p12Path) {
    p12 = readFileSync(opts.p12Path);
  } else {
    const file = path.join(opts.dataDir, 'signing', 'pdf-signer.p12');
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, makeSelfSignedP12(`${opts.issuerName} (self-signed)`, DEMO_PASSWORD), { mode: 0o600 });
    }
    p12 = readFileSync(file);
    password = DEMO_PASSWORD;
    if (!opts.demo) log.warn({ file }, 'PDF_SIGN_P12 is not set: certificate PDFs are signed with a self-signed identity kept under DATA_DIR');
  }
  // A P12Signer reads its PKCS#12 buffer destructively (node-forge ByteBuffer): one per signature.
  const subject = signerSubject(p12, password);
  return {
    subject,
    async sign(pdf, signingTime) {
      const withPlaceholder = plainAddPlaceholder({
        pdfBuffer: pdf,
        reason: 'Certificate issued',
        contactInfo: '',
        name: subject,
        location: '',
        signingTime,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
        signatureLength: 8192,
        appName: 'TIC customer portal',
      });
      return new SignPdf().sign(withPlaceholder, new P12Signer(p12, { passphrase: password }), signingTime);
    },
  };
}

function signerSubject(p12: Buffer, password: string): string {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const bagType = forge.pki.oids.certBag!;
  const bag = parsed.getBags({ bagType })[bagType]?.[0];
  return (bag?.cert?.subject.getField('CN')?.value as string | undefined) ?? 'PDF signer';
}

export const sha256Hex = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Checks the signature of a signed PDF the way a reader does: the signed byte ranges must cover the file
 * but the signature itself, their SHA-256 must be the signed message digest, and the signature over the
 * signed attributes must verify with the embedded certificate's key. Returns false on any change.
 */
export function verifySignedPdf(pdf: Buffer): boolean {
  try {
    const text = pdf.toString('latin1');
    const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(text.lastIndexOf('/ByteRange')));
    if (!m) return false;
    const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
    if (a !== 0 || c + d !== pdf.length) return false;
    const hex = text.slice(b, c).replace(/^</, '').replace(/>$/, '');
    const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    const msg = forge.pkcs7.messageFromAsn1(
      (forge.asn1.fromDer as unknown as (b: string, o: object) => forge.asn1.Asn1)(forge.util.hexToBytes(hex), { parseAllBytes: false }),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
    };
    const attrs = msg.rawCapture.authenticatedAttributes;
    const digestAttr = attrs.find((attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest!);
    const signedDigest = (((digestAttr!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string) ?? '';
    if (Buffer.from(signedDigest, 'binary').toString('hex') !== sha256Hex(signed)) return false;
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
    const md = forge.md.sha256.create();
    md.update(forge.asn1.toDer(set).getBytes());
    const cert = msg.certificates[0]!;
    return (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().bytes(), msg.rawCapture.signature);
  } catch {
    return false;
  }
}
