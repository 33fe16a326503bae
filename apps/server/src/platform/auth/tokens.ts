import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque session token the cookie and the bearer header carry. */
export const newToken = () => randomBytes(32).toString('base64url');
/**
 * Only this hash is stored, so a database leak gives no usable session. Every signed-in request hashes its
 * token: the one-shot `crypto.hash` (no Hash object per call) is the same SHA-256, hex, at a fraction of the cost.
 */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
