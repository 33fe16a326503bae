/** The public surface of the organisations feature: what other features may import (lint: import-x/no-restricted-paths). */
export { useCurrentOrganisation } from './api/organisations';
