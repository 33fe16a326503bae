import { http } from '../../../lib/api';

export interface SendCodeBody {
  verify_type: 1 | 2 | 3;
  purpose: string;
  mobile?: string;
  mobile_zone?: string;
  email?: string;
}

/** POST /send/code: one mechanism for every code (register, password, contact change). 429 while the last one is under 60 s old. */
export const sendCode = (body: SendCodeBody) => http.post<null>('/send/code', body);
