import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque session token the cookie and the bearer header carry. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only this hash is stored, so a database leak gives no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
