import {
  followOnRulesOf,
  followOnsOf,
  formOfType,
  productKeyOf,
  type FollowOnCertificate,
  type FollowOnHistory,
  type FollowOnKind,
  type FollowOnRule,
} from '@tic/shared';
import type { Db } from '../../db/client.js';
import { renewalsRepo } from './repo.js';

/** A certificate as the follow-on rules read it (a list row or the detail). */
export type OfferedCertificate = FollowOnCertificate & { id: number; type: string };

export const rulesOfCertificate = (type: string): readonly FollowOnRule[] => followOnRulesOf(formOfType(type), type);

/**
 * What the organisation did before each certificate (lines/followOns.ts FollowOnHistory): how many of its certificates
 * of the same type, under the routes of the rule that counts shipments, share a product (HS code, brand, model) with
 * it, itself included. One query per type that has such a rule, whatever the number of certificates.
 */
export async function historiesOf(db: Db, userId: number, certs: readonly OfferedCertificate[]): Promise<Map<number, FollowOnHistory>> {
  const out = new Map<number, FollowOnHistory>();
  const types = [...new Set(certs.map((c) => c.type))];
  for (const type of types) {
    const counting = rulesOfCertificate(type).find((r) => r.minShipments !== undefined);
    if (!counting) continue;
    const rows = await renewalsRepo.productsOfCertificates(db, userId, type, counting.routes ?? [null, 'A', 'B', 'C', 'D']);
    const keysOf = new Map<number, Set<string>>();
    for (const r of rows) {
      const key = productKeyOf({ ...(r.data as object), hs_code: r.hsCode ?? (r.data as { hs_code?: unknown }).hs_code });
      if (!key) continue;
      if (!keysOf.has(r.certificateId)) keysOf.set(r.certificateId, new Set());
      keysOf.get(r.certificateId)!.add(key);
    }
    for (const c of certs.filter((x) => x.type === type)) {
      const mine = keysOf.get(c.id);
      const same = mine ? [...keysOf.values()].filter((keys) => [...keys].some((k) => mine.has(k))).length : 0;
      out.set(c.id, { sameProductShipments: same });
    }
  }
  return out;
}

/** The follow-ons each certificate offers now, by id. */
export async function offersOf(db: Db, userId: number, certs: readonly OfferedCertificate[]): Promise<Map<number, FollowOnKind[]>> {
  const histories = await historiesOf(db, userId, certs);
  return new Map(certs.map((c) => [c.id, followOnsOf(rulesOfCertificate(c.type), c, histories.get(c.id) ?? { sameProductShipments: 0 })]));
}
