import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's HS 2022 file (reference/hs, with its source and licence); TIC_SHARED_DATA points elsewhere. */
export const HS_CSV = process.env.TIC_SHARED_DATA
  ? path.join(process.env.TIC_SHARED_DATA, 'hs/harmonized-system.csv')
  : fileURLToPath(new URL('../../reference/hs/harmonized-system.csv', import.meta.url));
