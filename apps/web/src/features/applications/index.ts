/** The public surface of the applications feature: what other features may import (lint: import-x/no-restricted-paths). */
export { useApplicationList } from './api/list';
export { FormAsText } from './components/detail/FormAsText';
export { StatusTag } from './components/StatusTag';
export { PredictionLine } from './components/PredictionLine';
export { LINE_PANELS, type LinePanels } from './components/linePanels';
export { detailPath } from './lib/paths';
export { AREA_SCREENS, DETAIL_LISTS, routeTitleKey, useArea } from './lib/areas';
export type { AreaScreens } from './lib/areas';
