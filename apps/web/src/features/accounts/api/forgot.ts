import { http } from '../../../lib/api';

export interface ForgotTarget {
  verify_type: 1 | 2;
  mobile?: string;
  mobile_zone?: string;
  email?: string;
}

/** POST /forgot/code: a code to the account's phone or e-mail. */
export const forgotCode = (body: ForgotTarget) => http.post<null>('/forgot/code', body);
/** POST /forgot/pass: checks the code; answers a ticket for the next step. */
export const forgotPass = (body: ForgotTarget & { code: string }) => http.post<{ ticket: string; expires_at: string }>('/forgot/pass', body);
/** POST /forgot/new/pass: the new password with the ticket; every session of the account is revoked. */
export const forgotNewPass = (body: { ticket: string; password: string; password_confirmation: string }) => http.post<null>('/forgot/new/pass', body);
