/**
 * The server's view of the HS table for the one definition of "an HS code is known" (packages/shared hsKnown.ts):
 * the consistency rules at submit (GCC's code among them) and the scheme finder ask here. An edition is loaded when
 * the table holds any row (staff import the HS file of reference/hs); the codes asked are looked up at once.
 */
import { hsCodeKnown, hsTableCodeOf } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { hsRepo } from './repo.js';

/** Whether each of `codes` is known (true, false, undefined), from two queries at most. */
export async function hsKnowledge(db: Db, codes: readonly string[]): Promise<(code: string) => boolean | undefined> {
  const tableCodes = [...new Set(codes.map(hsTableCodeOf).filter((c): c is string => !!c))];
  const loaded = tableCodes.length > 0 && (await hsRepo.anyCode(db));
  const held = loaded ? await hsRepo.existingCodes(db, tableCodes) : new Set<string>();
  return (code) => hsCodeKnown(code, { loaded, holds: (c) => held.has(c) });
}
