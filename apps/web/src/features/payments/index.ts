/** The public surface of the payments feature: what other features may import (lint: import-x/no-restricted-paths). */
export { FeeSummary } from './components/FeeSummary';
export { Money } from './components/Money';
export { PaymentCards } from './components/PaymentCards';
export { RemittanceStatusTag } from './components/RemittanceStatusTag';
export { RefundStatusTag } from './components/Refunds';
export { InstantQuote } from './components/InstantQuote';
export { ExpressWarning } from './components/ExpressWarning';
export { paymentArea, paymentPaths } from './lib/paths';
