import type { VerifyCodeBody } from '@tic/shared';
import { http } from '../../../lib/api';

/** POST /verify/code: checks the change_contact code sent to the NEW phone or e-mail and commits it (the old address is told). */
export const changeContact = (body: VerifyCodeBody) => http.post<null>('/verify/code', body);
