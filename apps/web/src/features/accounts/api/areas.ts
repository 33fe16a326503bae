import type { Area } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /area/list: Chinese provinces (level 1), or the children of a division. */
export const fetchAreas = (parentId?: number) => http.get<Area[]>('/area/list', { query: parentId ? { parentId } : { level: 1 } });
