import type { LoginResult } from '../../auth';
import { http } from '../../../lib/api';

export interface SmsCodeBody {
  mobile: string;
  mobile_zone: string;
}

/** POST /sms/code: a sign-in code to a registered mobile. */
export const sendSmsLoginCode = (body: SmsCodeBody) => http.post<null>('/sms/code', body);

/** POST /sms/login: signs in with the mobile and its code (a wrong code is a 400, not an expired session). */
export const smsLogin = (body: SmsCodeBody & { code: string }) => http.post<LoginResult>('/sms/login', body, { authAttempt: true });
