/** The public surface of the applications feature: what other features may import (lint: import-x/no-restricted-paths). */
export { useApplicationList } from './api/list';
export { FormAsText } from './components/detail/FormAsText';
export { StatusTag } from './components/StatusTag';
export { PredictionLine } from './components/PredictionLine';
export { TestReportPanel } from './components/TestReportPanel';
export { AuditPanel } from './components/AuditPanel';
export { detailPath } from './lib/paths';
export { AREA_SCREENS, DETAIL_LISTS, routeTitleKey, useArea } from './lib/areas';
export type { AreaScreens } from './lib/areas';
