/** Issue 32: the public certificate directory, status subscriptions and the scheme finder. */
import { z } from 'zod';
import { EMAIL_MAX } from '../constants.js';
import { pageOf, pagingQuery } from './common.js';
import { VERIFY_STATUSES } from './trust.js';
import { predictionSchema } from '../prediction/schema.js';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const text = (max: number) => z.preprocess(blank, z.string().max(max, { error: 'validation.tooLong' }).optional());

/** A directory search's words: at least this many characters (shorter would list half the directory). */
export const DIRECTORY_QUERY_MIN = 3;
export const DIRECTORY_PER_PAGE_MAX = 50;
/**
 * A directory search counts its matches up to this many; beyond it the total answers the cap with `total_capped`
 * ("more than 1,000 found: add words"). Counting every match of a common word or a scheme over a million listed
 * certificates took 380-480 ms (bench/RESULTS.md); counting to the cap takes a few ms, and the page itself is read
 * from the newest down either way.
 */
export const DIRECTORY_COUNT_CAP = 1_000;

/**
 * GET /public/directory: `q` finds a holder, brand, model, product or certificate number (any part of it, case
 * ignored); `scheme` narrows to an application type. Neither, or words shorter than DIRECTORY_QUERY_MIN: 400.
 */
export const directoryQuery = pagingQuery(DIRECTORY_PER_PAGE_MAX, 20)
  .extend({ q: text(100), scheme: text(50) })
  .superRefine((v, ctx) => {
    if (v.q !== undefined && v.q.length < DIRECTORY_QUERY_MIN)
      ctx.addIssue({ code: 'custom', path: ['q'], message: 'validation.directoryTooShort', params: { min: DIRECTORY_QUERY_MIN } });
    else if (v.q === undefined && v.scheme === undefined) ctx.addIssue({ code: 'custom', path: ['q'], message: 'validation.directoryTooBroad' });
  });
export type DirectoryQuery = z.infer<typeof directoryQuery>;

/** One listed certificate as the public sees it: never contacts, prices or files. */
export const directoryEntry = z.object({
  cert_no: z.string(),
  status: z.enum(VERIFY_STATUSES),
  status_since: z.string(),
  suspended_until: z.string().nullable(),
  superseded_by: z.string().nullable(),
  holder: z.string(),
  product: z.string(),
  models: z.array(z.string()),
  brands: z.array(z.string()),
  /** The application type (the web names it in the reader's language). */
  scheme: z.string(),
  issue_date: z.string(),
  expiry_date: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;
/** A page of the directory; `total_capped`: more than DIRECTORY_COUNT_CAP match and `total` is that cap. */
export const directoryPage = pageOf(directoryEntry).extend({ total_capped: z.boolean() });
export type DirectoryPage = z.infer<typeof directoryPage>;

/** PUT /cert/{id}/directory: the holder lists the certificate in the public directory, or takes it out. */
export const directoryListingBody = z.object({ listed: z.boolean({ error: 'validation.invalid' }) });
/** GET /cert/{id}/directory: whether it is listed and how many confirmed subscribers follow it (never who). */
export const directoryListing = z.object({ listed: z.boolean(), subscribers: z.number() });
export type DirectoryListing = z.infer<typeof directoryListing>;

const email = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(EMAIL_MAX, { error: 'validation.tooLong' })
    .email({ error: 'validation.email' }),
);
const required = (max: number) => z.preprocess(blank, z.string({ error: 'validation.required' }).max(max, { error: 'validation.tooLong' }));

/** POST /public/directory/subscribe: the certificate's number and verification code, and where to write. */
export const subscribeBody = z.object({ cert_no: required(60), code: required(30), email });
/** POST /public/directory/subscribe/confirm: the same, with the code the e-mail brought. */
export const subscribeConfirmBody = subscribeBody.extend({
  email_code: z.preprocess(blank, z.string({ error: 'validation.required' }).regex(/^\d{6}$/, { error: 'validation.directoryEmailCode' })),
});
/** POST /public/directory/unsubscribe: the signed token of the unsubscribe link. */
export const unsubscribeBody = z.object({ token: required(200) });
export const subscribeSent = z.object({ resend_after: z.number(), expires_in: z.number() });

/** GET /public/scheme-finder: an HS code (or words of a product description) and a destination. */
export const finderQuery = z.object({ hs: text(20), description: text(100), destination: text(2) });
export const finderAnswer = z.object({
  hs: z.string(),
  hs_description: z.string().nullable(),
  destination: z.string(),
  matches: z.array(
    z.object({
      form: z.string(),
      type: z.string(),
      documents: z.array(z.object({ file_type: z.string(), required: z.boolean() })),
      quote: z.object({ percent: z.string(), min: z.string(), max: z.string(), currency: z.string() }).nullable(),
      /** Issue 32: when one submitted now is expected (the detail's prediction, from the same history); insufficient: no date. */
      prediction: predictionSchema,
    }),
  ),
});
export type FinderResult = z.infer<typeof finderAnswer>;
