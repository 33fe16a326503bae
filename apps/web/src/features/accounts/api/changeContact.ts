import { http } from '../../../lib/api';

export interface ChangeContactBody {
  verify_type: 1 | 2;
  code: string;
  mobile?: string;
  mobile_zone?: string;
  email?: string;
}

/** POST /verify/code with purpose contact: the new phone or e-mail is committed only once its code checks out. */
export const changeContact = (body: ChangeContactBody) => http.post<null>('/verify/code', { ...body, purpose: 'contact' });
