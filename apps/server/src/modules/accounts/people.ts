import type { Db, Tx } from '../../db/client.js';
import { peopleRepo } from './peopleRepo.js';

/**
 * The names of the members (customer accounts) who made records, by id (issue 30: "created by", "accepted by",
 * "paid by" on the detail pages). Staff accounts are left out: a record staff made for a customer names no member.
 */
export async function memberNames(db: Db | Tx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await peopleRepo.customerNames(db, wanted)).map((r) => [r.id, r.name]));
}
