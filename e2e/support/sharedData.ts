import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared HS 2022 file beside the repository, never copied into it (TIC_SHARED_DATA points elsewhere). */
export const HS_CSV = process.env.TIC_SHARED_DATA
  ? path.join(process.env.TIC_SHARED_DATA, 'hs/harmonized-system.csv')
  : fileURLToPath(new URL('../../../shared/data/hs/harmonized-system.csv', import.meta.url));
