import { http } from '../../../lib/api';

export interface Captcha {
  key: string;
  /** SVG markup of the image (svg-captcha). */
  svg: string;
}

/** GET /captcha: a new image captcha, asked for after 3 failed sign-ins. */
export const fetchCaptcha = () => http.get<Captcha>('/captcha');
