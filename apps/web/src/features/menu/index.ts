/** The public surface of the menu feature: what other features may import (lint: import-x/no-restricted-paths). */
export { areaOfPath } from './lib/menuModel';
