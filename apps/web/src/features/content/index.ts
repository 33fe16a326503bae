/** The public surface of the content feature: what other features may import (lint: import-x/no-restricted-paths). */
export { TermsDialog } from './components/TermsDialog';
