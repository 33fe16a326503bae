/** Which parts of the profile a customer of an identity fills in (spec sections 3 and 6). */
import { IDENTITY_AGENCY, IDENTITY_PERSONAL, QUALIFICATION_OTHER_KEYS } from '@tic/shared';

export function profileParts(identity: string | null | undefined, channelType?: string | null) {
  const agency = identity === IDENTITY_AGENCY;
  const personal = identity === IDENTITY_PERSONAL || (agency && channelType === 'personal');
  return { company: !!identity && !personal, agency, idDocuments: personal };
}

/** The qualification key whose option shows a free-text input (spec: other or Other). */
export const isOtherKey = (key: string) => (QUALIFICATION_OTHER_KEYS as readonly string[]).includes(key);
