import type { PdfSigner } from './signing.js';

/** What the app holds: signs certificate PDFs; the signing libraries and the identity load at the first use. */
export interface AppPdfSigner {
  sign(pdf: Buffer, signingTime: Date): Promise<Buffer>;
  /** Loads the signer and reads its identity now (main.ts, once the server listens): a wrong PDF_SIGN_P12 or password throws. */
  check(): Promise<void>;
}

/**
 * The signer of this process (signing.ts loadPdfSigner), loaded at its first use: node-forge, pkijs and @signpdf and
 * the PKCS#12 decryption are not on the way to the server's first request (issue 18: start-up).
 */
export function lazyPdfSigner(...args: Parameters<typeof import('./signing.js').loadPdfSigner>): AppPdfSigner {
  let loading: Promise<PdfSigner> | null = null;
  const load = () => (loading ??= import('./signing.js').then((m) => m.loadPdfSigner(...args)));
  return {
    sign: async (pdf, signingTime) => (await load()).sign(pdf, signingTime),
    check: async () => (await load()).check(),
  };
}
