import { z } from 'zod';
import { APPLICATION_PAGE_SIZE, APPLICATION_PER_PAGE_MAX, PG_INT_MAX } from '../constants.js';
import { APPLICATION_STATUSES } from '../lifecycle.js';
import { certificateListQuery } from './applications.js';
import { pagingQuery } from './common.js';

/**
 * The `/all/...` lists (spec section 7: "some calls under an /all prefix"): every customer's records, for
 * staff holding `all:read`; `user_id` narrows to one customer. Which calls and why: docs/channel-and-all.md.
 */
const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const userIdParam = z.preprocess(
  blank,
  z.coerce.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }).max(PG_INT_MAX).optional(),
);

/** GET /all/kenya/rfc/list: applications (drafts excluded), newest first. */
export const allApplicationsQuery = z
  .object({
    status: z.preprocess(blank, z.enum(APPLICATION_STATUSES, { error: 'validation.choice' }).optional()),
    user_id: userIdParam,
  })
  .extend(pagingQuery(APPLICATION_PER_PAGE_MAX, APPLICATION_PAGE_SIZE).shape);
export type AllApplicationsQuery = z.infer<typeof allApplicationsQuery>;

/** GET /all/certs: the certificate list's own filters and sorting (GET /certs), plus `user_id`. */
export const allCertificatesQuery = certificateListQuery.extend({ user_id: userIdParam });
export type AllCertificatesQuery = z.infer<typeof allCertificatesQuery>;
