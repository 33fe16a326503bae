import type { LoginResult } from '../../auth/api/login';
import { http } from '../../../lib/api';

export interface RegisterBody {
  username: string;
  password: string;
  password_confirmation: string;
  name: string;
  mobile_zone: string;
  mobile: string;
  email: string;
  agree: boolean;
  verify_type: 1 | 2;
  code: string;
  website_source?: string;
}

/** POST /register: creates the customer and signs in. */
export const register = (body: RegisterBody) => http.post<LoginResult>('/register', body);
