/** The public surface of the certificates feature: what other features may import (lint: import-x/no-restricted-paths). */
export { draftReviewPath } from './lib/paths';
