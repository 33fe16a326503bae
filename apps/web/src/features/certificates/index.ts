/** The public surface of the certificates feature: what other features may import (lint: import-x/no-restricted-paths). */
export { draftReviewPath } from './lib/paths';
export { certificatePath } from './lib/paths';
export { certificatePdfUrl } from './api/info';
export { useTypeLabel } from './components/useTypeLabel';
