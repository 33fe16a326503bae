import { useMutation } from '@tanstack/react-query';
import type { LoginBody, UserInfo } from '@tic/shared';
import { http } from '../../../lib/api';

export interface LoginResult {
  token: string;
  expires_at: string;
  user: UserInfo;
}

/** POST /login. The server answers with the HttpOnly TOKEN_frontend cookie and the readable flag cookie. */
/** The captcha fields travel only once the server has asked for them. */
export function login(body: LoginBody): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired session. Quiet: the sign-in form shows the server's message
  // itself, beside the fields and announced (PasswordLoginForm), rather than as a toast.
  return http.post<LoginResult>('/login', body, { authAttempt: true, silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
