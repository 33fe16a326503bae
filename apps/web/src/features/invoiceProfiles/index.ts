/** The public surface of the invoiceProfiles feature: what other features may import (lint: import-x/no-restricted-paths). */
export { invoiceApi } from './api/invoiceInfo';
