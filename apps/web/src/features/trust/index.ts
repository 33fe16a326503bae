/** The public surface of the trust feature: what other features may import (lint: import-x/no-restricted-paths). */
export { AccessTokensCard } from './components/AccessTokensCard';
export { WebhooksCard } from './components/WebhooksCard';
