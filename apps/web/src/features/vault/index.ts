/** The public surface of the vault feature: what other features may import (lint: import-x/no-restricted-paths). */
export { formVault } from './components/FormVault';
