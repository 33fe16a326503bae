/** The public surface of the system feature: what other features may import (lint: import-x/no-restricted-paths). */
export { useConfig } from './api/config';
