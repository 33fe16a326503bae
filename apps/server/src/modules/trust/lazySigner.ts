import type { Db } from '../../db/client.js';
import { trustRepo } from './repo.js';
import type { IdentityStore, PdfSigner } from './signing.js';

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
  // A failed load (the database briefly away) is tried again at the next use rather than kept.
  const loadOrForget = () =>
    load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return {
    sign: async (pdf, signingTime) => (await loadOrForget()).sign(pdf, signingTime),
    check: async () => (await loadOrForget()).check(),
  };
}

/** The self-signed identity's place: a server_secrets row, shared by every process on the database. */
export function signingIdentityStore(db: Db): IdentityStore {
  return {
    read: (name) => trustRepo.readServerSecret(db, name),
    keep: (name, value) => trustRepo.serverSecret(db, name, value),
  };
}
