import type { InvoiceProfile } from '@tic/shared';
import { recordsApi } from './records';

/** GET/POST /invoice-info, PUT /invoice-info/:id (with version), PUT /invoice-info/:id/default, DELETE /invoice-info/:id */
export const invoiceApi = recordsApi<InvoiceProfile>('/invoice-info');
