/** The public surface of the auth feature: what other features may import (lint: import-x/no-restricted-paths). */
export { type LoginResult } from './api/login';
export { fetchMe, useMe } from './api/me';
export { usePermission } from './api/permission';
export { LoginHeading, LoginShell } from './components/LoginShell';
export { afterLoginTarget } from './lib/redirect';
