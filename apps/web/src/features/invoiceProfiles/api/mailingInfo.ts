import type { MailingAddress } from '@tic/shared';
import { recordsApi } from './records';

/** GET/POST /mailing-info, PUT /mailing-info/:id (with version), PUT /mailing-info/:id/default, DELETE /mailing-info/:id */
export const mailingApi = recordsApi<MailingAddress>('/mailing-info');
