import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { identityFromP12, OID, PadesSigner, readCmsSignature } from './padesSigner.js';
import { sha256Hex } from './sha256.js';

/**
 * Signed certificate PDFs (issue 15): a PAdES baseline B-B signature (ETSI.CAdES.detached, see padesSigner.ts)
 * over the whole file, made with the provider's PKCS#12 identity (PDF_SIGN_P12 / PDF_SIGN_P12_PASSWORD).
 * Without one (demo mode), a self-signed identity is made once and kept in the database for every process.
 * Any changed byte breaks the signature in a PDF reader and in verifySignedPdf.
 */
export interface PdfSigner {
  sign(pdf: Buffer, signingTime: Date): Promise<Buffer>;
  /** The signing certificate's subject, for the logs. */
  readonly subject: string;
  /** Reads the identity now (throws when the PKCS#12 file or its password is wrong); else it is read at first use. */
  check(): void;
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

/**
 * Where the self-signed identity is kept (the database's server_secrets in the app): every process on one database
 * reads the same identity, so a certificate's PDF carries the same signer whichever process served it (issue 34).
 * `keep` stores `value` under `name` unless a value is there already, and answers the one stored (first writer wins).
 */
export interface IdentityStore {
  read(name: string): Promise<string | undefined>;
  keep(name: string, value: string): Promise<string>;
}

const KEPT_IDENTITY = 'pdf-signer-p12';

/**
 * The signer: the configured identity (PDF_SIGN_P12: every process reads the same file), else the self-signed one
 * kept in the database (made by the first process that needs it). Outside demo mode main.ts refuses to start without
 * PDF_SIGN_P12 (config.ts startupProblems); a server built without it anyway (tests) warns.
 * A file left by an older release under DATA_DIR/signing becomes the kept identity, so its PDFs keep their signer.
 */
export async function loadPdfSigner(
  opts: { p12Path?: string; password: string; dataDir: string; issuerName: string; demo: boolean },
  log: { warn: (o: object, m: string) => void },
  store: IdentityStore,
): Promise<PdfSigner> {
  let p12: Buffer;
  let password = opts.password;
  if (opts.p12Path) {
    p12 = readFileSync(opts.p12Path);
  } else {
    let kept = await store.read(KEPT_IDENTITY);
    if (kept === undefined) {
      const legacy = path.join(opts.dataDir, 'signing', 'pdf-signer.p12');
      const made = existsSync(legacy) ? readFileSync(legacy) : makeSelfSignedP12(`${opts.issuerName} (self-signed)`, DEMO_PASSWORD);
      kept = await store.keep(KEPT_IDENTITY, made.toString('base64'));
    }
    p12 = Buffer.from(kept, 'base64');
    password = DEMO_PASSWORD;
    if (!opts.demo) log.warn({}, 'PDF_SIGN_P12 is not set: certificate PDFs are signed with a self-signed identity kept in the database');
  }
  // Decrypting the PKCS#12 (node-forge, pure JavaScript) takes a noticeable part of the start-up: it is done at the
  // first use (check(), which main.ts calls once the server listens, or the first signature), once.
  let signer: { pades: PadesSigner; subject: string } | null = null;
  const identity = () => {
    if (!signer) {
      const pades = new PadesSigner(identityFromP12(p12, password));
      signer = { pades, subject: pades.subject };
    }
    return signer;
  };
  return {
    get subject() {
      return identity().subject;
    },
    check() {
      identity();
    },
    async sign(pdf, signingTime) {
      const { pades, subject } = identity();
      // The signing time is the dictionary's /M (PAdES); the CMS carries none.
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
      return new SignPdf().sign(withPlaceholder, pades, signingTime);
    },
  };
}

export { sha256Hex };

/** The signed byte ranges of a signed PDF and the CMS in its /Contents (the last signature), or null. */
export function pdfSignature(pdf: Buffer): { signed: Buffer; cms: Buffer; dictionary: string } | null {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at));
  if (!m) return null;
  const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || b >= c || c + d !== pdf.length) return null;
  const hex = text.slice(b, c);
  if (!/^<[0-9a-fA-F]*>$/.test(hex)) return null;
  const dictionary = text.slice(text.lastIndexOf('<<', at), text.indexOf('endobj', c));
  return { signed: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]), cms: Buffer.from(hex.slice(1, -1), 'hex'), dictionary };
}

/**
 * Checks the signature of a signed PDF the way a reader does, and its PAdES baseline B-B form: the signed byte
 * ranges cover the file but the signature itself; one signer, SHA-256; content-type id-data; the message digest
 * is the SHA-256 of the signed bytes; the signing-certificate-v2 attribute names the signer's certificate (its
 * SHA-256, issuer and serial); no signing-time attribute; the signature over the signed attributes verifies with
 * the certificate's key. Returns false on any change or departure.
 */
export function verifySignedPdf(pdf: Buffer): boolean {
  try {
    const found = pdfSignature(pdf);
    if (!found || !/\/SubFilter\s*\/ETSI\.CAdES\.detached/.test(found.dictionary)) return false;
    const cms = readCmsSignature(found.cms);
    const ess = cms.essCertIdV2;
    const cert = cms.certificate;
    return (
      cms.signers === 1 &&
      cms.digestAlgorithm === OID.sha256 &&
      [OID.sha256WithRsa, OID.rsaEncryption].includes(cms.signatureAlgorithm as typeof OID.rsaEncryption) &&
      cms.contentType === OID.data &&
      !cms.attributes.has(OID.signingTime) &&
      cms.messageDigest?.toString('hex') === sha256Hex(found.signed) &&
      ess !== undefined &&
      cert !== undefined &&
      ess.hashAlgorithm === OID.sha256 &&
      ess.certHash.toString('hex') === sha256Hex(cms.certificateDer!) &&
      (ess.issuer === undefined || ess.issuer.equals(Buffer.from(cert.issuer.toSchema().toBER()))) &&
      (ess.serial === undefined || ess.serial.equals(Buffer.from(cert.serialNumber.valueBlock.valueHexView))) &&
      cms.signatureValid
    );
  } catch {
    return false;
  }
}
