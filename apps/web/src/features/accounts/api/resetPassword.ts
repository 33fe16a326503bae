import { http } from '../../../lib/api';
import { encrypted } from './publicKey';

export interface ResetPasswordInput {
  verify_type: 1 | 2;
  code: string;
  mobile?: string;
  mobile_zone?: string;
  email?: string;
  password: string;
  password_confirmation: string;
}

/** POST /reset-password (header's change-password dialog): both passwords encrypted. */
export async function resetPassword(input: ResetPasswordInput): Promise<null> {
  const [password, password_confirmation] = await Promise.all([encrypted(input.password), encrypted(input.password_confirmation)]);
  return http.post<null>('/reset-password', { ...input, password, password_confirmation });
}
