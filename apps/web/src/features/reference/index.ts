/** The public surface of the reference feature: what other features may import (lint: import-x/no-restricted-paths). */
export { useCountries } from './api/countries';
export { type DictionarySlug, useDictionary } from './api/dictionary';
export { useApplicationTypes } from './api/applicationTypes';
