import type { CodeSentAnswer, SendCodeBody } from '@tic/shared';
import { http } from '../../../lib/api';

/**
 * POST /send/code: one mechanism for every code (register, reset_password, change_contact). 429 with data.seconds_left while the last one is under 60
 * s old.
 */
export const sendCode = (body: SendCodeBody) => http.post<CodeSentAnswer>('/send/code', body);
