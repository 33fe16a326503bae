import { createHash } from 'node:crypto';

/** The SHA-256 of bytes in hex (the issued-PDF register; kept apart from signing.ts so that its readers do not load the PDF signing libraries). */
export const sha256Hex = (b: Buffer) => createHash('sha256').update(b).digest('hex');
