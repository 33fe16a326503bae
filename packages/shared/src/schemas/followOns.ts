/** The API of issue 32's follow-ons: the action posted on a certificate and the origin a follow-on draft shows. */
import { z } from 'zod';
import { FOLLOW_ON_KINDS } from '../lines/followOns.js';

/** POST /cert/follow-on/{id}: which follow-on to start. */
export const followOnBody = z.object({ kind: z.enum(FOLLOW_ON_KINDS, { error: 'renewals.refused.notOffered' }) });
export type FollowOnBody = z.infer<typeof followOnBody>;

/** The follow-ons a certificate offers now (its list row and its detail). */
export const followOnKindsSchema = z.array(z.enum(FOLLOW_ON_KINDS));

/** Where a follow-on draft comes from: the certificate, the follow-on, the payload paths copied and those to give anew. */
export const followOnOriginSchema = z.object({
  certificate_id: z.number(),
  cert_no: z.string(),
  kind: z.enum(FOLLOW_ON_KINDS),
  copied: z.array(z.string()),
  to_provide: z.array(z.string()),
});
export type FollowOnOrigin = z.infer<typeof followOnOriginSchema>;
