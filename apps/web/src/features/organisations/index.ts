/** The public surface of the organisations feature: what other features may import (lint: import-x/no-restricted-paths). */
export { GuestsCard } from './components/GuestsCard';
export { useCurrentOrganisation } from './api/organisations';
