/**
 * The profile's upload slots (spec section 5 "Files"). Counts and sizes come from @tic/shared; the
 * extension lists are the spec's per slot, until the accounts contract exports them.
 */
import { AVATAR_MAX_BYTES, MAX_LICENCE_FILES, UPLOAD_MAX_BYTES } from '@tic/shared';

export const SLOTS = {
  avatar: { accept: ['jpg', 'jpeg', 'png'], maxBytes: AVATAR_MAX_BYTES, maxCount: 1 },
  licence: { accept: ['jpg', 'png', 'jpeg', 'gif', 'pdf'], maxBytes: UPLOAD_MAX_BYTES, maxCount: MAX_LICENCE_FILES },
  idImage: { accept: ['pdf', 'png', 'jpg', 'jpeg'], maxBytes: UPLOAD_MAX_BYTES, maxCount: 1 },
  qualification: { accept: ['jpg', 'png', 'jpeg', 'gif', 'pdf'], maxBytes: UPLOAD_MAX_BYTES, maxCount: MAX_LICENCE_FILES },
} as const;

/** Which parts of the profile a customer of an identity fills in. */
export function profileParts(identity: string | null | undefined) {
  const personal = identity === 'PERSONAL';
  const agency = identity === 'IDENTITY_AGENCY';
  return { company: !!identity && !personal, agency, idDocuments: personal || agency };
}

/** The qualification key whose option shows a free-text input (spec: other or Other). */
export const isOtherKey = (key: string) => key.toLowerCase() === 'other';
