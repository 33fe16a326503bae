/** POST /common/zone/sendSms (spec section 7, reference data): a code to a mobile with its area code, through the one code mechanism. */
import { z } from 'zod';
import { SEND_CODE_PURPOSES } from '../constants.js';
import { checkMobile, mobileSchema, mobileZoneSchema } from './accounts.js';

/** `zone` (the area-code list's zone_code) or `mobile_zone`; purpose as POST /send/code, register by default. */
export const zoneSmsBody = z.preprocess(
  (v) => (v && typeof v === 'object' && !('mobile_zone' in v) && 'zone' in v ? { ...v, mobile_zone: (v as { zone: unknown }).zone } : v),
  z
    .object({
      purpose: z.enum(SEND_CODE_PURPOSES, { error: 'validation.codePurpose' }).default('register'),
      mobile_zone: mobileZoneSchema,
      mobile: mobileSchema,
    })
    .superRefine(checkMobile),
);
export type ZoneSmsBody = z.input<typeof zoneSmsBody>;
