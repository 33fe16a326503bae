import { createHash, createPrivateKey, createPublicKey, verify as verifySignature, webcrypto, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';

/**
 * A PAdES baseline B-B signer (ETSI EN 319 142-1) for @signpdf: the CMS SignedData is built with pkijs, detached,
 * SHA-256 with RSA, and its signed attributes are exactly content-type (id-data), message-digest and the ESS
 * signing-certificate-v2 (RFC 5035: SHA-256 of the signing certificate with its issuer and serial number). There is
 * no signing-time attribute: PAdES takes the time from the signature dictionary's /M, which the placeholder writes.
 */

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
} as const;

/** A signing identity: the private key and the certificates, the signer's own first (then its chain, if any). */
export interface SigningIdentity {
  key: KeyObject;
  chain: Buffer[];
}

// pkijs signs through Web Crypto (the server's tsconfig has no DOM types, hence the casts to pkijs' own parameter types).
type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
type SigningKey = Parameters<pkijs.SignedData['sign']>[0];
const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto });
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();
const der = (s: { toSchema(): asn1js.AsnType }) => Buffer.from(s.toSchema().toBER());

/** Reads a PKCS#12 file (node-forge decrypts it): the key and the certificates, the one matching the key first. */
export function identityFromP12(p12: Buffer, password: string): SigningIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  const oids = forge.pki.oids;
  const keyBag = [oids.pkcs8ShroudedKeyBag!, oids.keyBag!].map((t) => parsed.getBags({ bagType: t })[t]?.[0]).find((b) => b?.key);
  if (!keyBag?.key) throw new Error('The PKCS#12 file holds no private key');
  const key = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const certs = (parsed.getBags({ bagType: oids.certBag! })[oids.certBag!] ?? []).flatMap((b) => (b.cert ? [b.cert] : []));
  const own = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const toDer = (c: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes(), 'binary');
  const spkiOf = (c: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.publicKeyToAsn1(c.publicKey)).getBytes(), 'binary');
  const mine = certs.find((c) => spkiOf(c).equals(own));
  if (!mine) throw new Error('The PKCS#12 file holds no certificate for its private key');
  return { key, chain: [toDer(mine), ...certs.filter((c) => c !== mine).map(toDer)] };
}

/** The ESS signing-certificate-v2 value: one ESSCertIDv2 (hash algorithm SHA-256, the DER default, so left out). */
function signingCertificateV2(cert: pkijs.Certificate, certDer: Buffer) {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: cert.issuer })] }).toSchema(),
      new asn1js.Integer({ valueHex: cert.serialNumber.valueBlock.valueHexView }),
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: sha256(certDer) }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

export class PadesSigner extends Signer {
  private readonly certs: pkijs.Certificate[];
  private cryptoKey?: Promise<SigningKey>;

  constructor(private readonly identity: SigningIdentity) {
    super();
    this.certs = identity.chain.map((c) => pkijs.Certificate.fromBER(c));
  }

  /** The signing certificate's subject common name (for the signature dictionary and the logs). */
  get subject(): string {
    const cn = this.certs[0]!.subject.typesAndValues.find((t) => t.type === '2.5.4.3');
    return cn ? String(cn.value.valueBlock.value) : 'PDF signer';
  }

  /** The DER CMS over the given bytes (the PDF without its /Contents); signingTime goes to /M, not into the CMS. */
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const cert = this.certs[0]!;
    const attributes = [
      new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
      new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: sha256(pdfBuffer) })] }),
      new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2(cert, this.identity.chain[0]!)] }),
    ];
    // DER: a SET OF is ordered by the encodings of its members.
    attributes.sort((a, b) => Buffer.compare(der(a), der(b)));
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      certificates: this.certs,
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
        }),
      ],
    });
    await signedData.sign(await this.key(), 0, 'SHA-256', undefined, engine);
    const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(contentInfo.toSchema().toBER());
  }

  private key(): Promise<SigningKey> {
    this.cryptoKey ??= webcrypto.subtle.importKey(
      'pkcs8',
      this.identity.key.export({ type: 'pkcs8', format: 'der' }),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    ) as Promise<SigningKey>;
    return this.cryptoKey;
  }
}

/** What a CMS signature says, read back (tests and verifySignedPdf). */
export interface CmsSignatureInfo {
  signers: number;
  digestAlgorithm: string;
  signatureAlgorithm: string;
  /** Signed attributes by OID, each the DER of its values. */
  attributes: Map<string, Buffer[]>;
  contentType?: string;
  messageDigest?: Buffer;
  /** The signing-certificate-v2 entry: hash algorithm (SHA-256 when left out), hash, issuer (DER Name) and serial. */
  essCertIdV2?: { hashAlgorithm: string; certHash: Buffer; issuer?: Buffer; serial?: Buffer };
  /** The signer's certificate (matched by issuer and serial number) and its DER. */
  certificate?: pkijs.Certificate;
  certificateDer?: Buffer;
  /** The signed attributes as signed (their SET encoding) and the signature value. */
  signedAttributes?: Buffer;
  signature: Buffer;
  /** The signature checks against the signed attributes and the certificate's public key. */
  signatureValid: boolean;
}

/** Parses a DER CMS SignedData (trailing zero padding, as in a PDF's /Contents, is ignored). Throws when it is none. */
export function readCmsSignature(cms: Buffer): CmsSignatureInfo {
  const parsed = asn1js.fromBER(new Uint8Array(cms));
  if (parsed.offset === -1) throw new Error(`Not a CMS signature: ${parsed.result.error}`);
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  if (contentInfo.contentType !== OID.signedData) throw new Error('Not a CMS SignedData');
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signer = signedData.signerInfos[0];
  if (!signer) throw new Error('The CMS has no signer');
  const attributes = new Map<string, Buffer[]>();
  for (const a of signer.signedAttrs?.attributes ?? [])
    attributes.set(
      a.type,
      a.values.map((v) => Buffer.from(v.toBER())),
    );
  const first = (oid: string) => signer.signedAttrs?.attributes.find((a) => a.type === oid)?.values[0];
  const info: CmsSignatureInfo = {
    signers: signedData.signerInfos.length,
    digestAlgorithm: signer.digestAlgorithm.algorithmId,
    signatureAlgorithm: signer.signatureAlgorithm.algorithmId,
    attributes,
    signature: Buffer.from(signer.signature.valueBlock.valueHexView),
    signatureValid: false,
  };
  const ct = first(OID.contentType);
  if (ct instanceof asn1js.ObjectIdentifier) info.contentType = ct.valueBlock.toString();
  const md = first(OID.messageDigest);
  if (md instanceof asn1js.OctetString) info.messageDigest = Buffer.from(md.valueBlock.valueHexView);
  const scv2 = first(OID.signingCertificateV2);
  if (scv2) info.essCertIdV2 = readEssCertIdV2(scv2);
  const sid = signer.sid;
  const certificate = (signedData.certificates ?? []).find(
    (c): c is pkijs.Certificate =>
      c instanceof pkijs.Certificate && sid instanceof pkijs.IssuerAndSerialNumber && c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber),
  );
  if (signer.signedAttrs) {
    // The signature covers the signed attributes encoded as a SET (tag 0x31), not as the [0] they are stored in.
    info.signedAttributes = Buffer.from(signer.signedAttrs.encodedValue);
    info.signedAttributes[0] = 0x31;
  }
  if (certificate && info.signedAttributes) {
    info.certificate = certificate;
    info.certificateDer = Buffer.from(certificate.toSchema().toBER());
    const publicKey = createPublicKey({ key: Buffer.from(certificate.subjectPublicKeyInfo.toSchema().toBER()), format: 'der', type: 'spki' });
    info.signatureValid = verifySignature('sha256', info.signedAttributes, publicKey, info.signature);
  }
  return info;
}

function readEssCertIdV2(value: asn1js.AsnType): CmsSignatureInfo['essCertIdV2'] {
  const certs = (value as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
  const id = certs.valueBlock.value[0] as asn1js.Sequence;
  const parts = [...id.valueBlock.value];
  let hashAlgorithm: string = OID.sha256;
  if (parts[0] instanceof asn1js.Sequence) hashAlgorithm = new pkijs.AlgorithmIdentifier({ schema: parts.shift() }).algorithmId;
  const certHash = Buffer.from((parts[0] as asn1js.OctetString).valueBlock.valueHexView);
  const issuerSerial = parts[1] as asn1js.Sequence | undefined;
  if (!issuerSerial) return { hashAlgorithm, certHash };
  const names = new pkijs.GeneralNames({ schema: issuerSerial.valueBlock.value[0] });
  const dir = names.names.find((n) => n.type === 4)?.value as pkijs.RelativeDistinguishedNames | undefined;
  return {
    hashAlgorithm,
    certHash,
    issuer: dir ? Buffer.from(dir.toSchema().toBER()) : undefined,
    serial: Buffer.from((issuerSerial.valueBlock.value[1] as asn1js.Integer).valueBlock.valueHexView),
  };
}
