import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/api';

/** POST /logout: the server revokes the session and clears both cookies. */
export function logout(options: { silent?: boolean } = {}): Promise<null> {
  return http.post<null>('/logout', undefined, options);
}

export function useLogout() {
  return useMutation({ mutationFn: () => logout() });
}
