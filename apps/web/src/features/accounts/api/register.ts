import type { ChannelRegisterBody, LoginAnswer, RegisterBody } from '@tic/shared';
import { http } from '../../../lib/api';

/** POST /register: creates the customer and signs in. */
export const register = (body: RegisterBody) => http.post<LoginAnswer>('/register', body);
/** POST /customer: channel-partner registration (an agency, channel type company or personal); signs in too. */
export const registerChannel = (body: ChannelRegisterBody) => http.post<LoginAnswer>('/customer', body);
