import { z } from 'zod';

/** Login name: 2 to 16 digits or English letters (spec section 5). */
export const loginNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^[A-Za-z0-9]{2,16}$/, { error: 'validation.usernameFormat' });

/**
 * The password as typed at login. Length rules of the stored password belong to registration and
 * change (issue "Accounts"); signing in only needs a non-empty value so that no hint is given.
 */
export const loginPasswordSchema = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128);

export const loginBody = z.object({
  username: loginNameSchema,
  password: loginPasswordSchema,
  website_source: z.string().max(50).optional(),
  /** Required once GET /captcha says so (3 failures for the account or IP): the id and the text of the image. */
  captcha_id: z.string().max(100).optional(),
  captcha: z.string().max(10).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  mobile_zone: z.string().nullable(),
  avatar: z.string().nullable(),
  name: z.string().nullable(),
  wechat: z.string().nullable(),
  is_control: z.number(),
  kind: z.enum(['customer', 'staff']),
  role: z.string(),
  identity: z.string().nullable(),
  lang: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResult = z.object({ token: z.string(), expires_at: z.string(), user: userInfoSchema });
