import type { CaptchaAnswer } from '@tic/shared';
import { http } from '../../../lib/api';

export type Captcha = CaptchaAnswer;

/** GET /captcha?username=: whether the next sign-in needs the image (3 failures for the account or address) and a new one. */
export const fetchCaptcha = (username?: string) => http.get<Captcha>('/captcha', { query: { username }, silent: true });
