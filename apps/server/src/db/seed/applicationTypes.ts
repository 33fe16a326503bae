/**
 * Application types per business area (spec sections 1 and 7): each area's parent type, its children the schemes
 * a customer picks. Derived from the line registry (packages/shared/src/lines): a line's folder names its types.
 */
export { APPLICATION_TYPE_SEED as APPLICATION_TYPES } from '@tic/shared';
