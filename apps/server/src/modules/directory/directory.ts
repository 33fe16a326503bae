import { plusDays, shownCertStatus, type DirectoryEntry, type DirectoryListing, type DirectoryPage, type DirectoryQuery } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { notFound } from '../../platform/errors.js';
import { factsOf } from '../trust/verify.js';
import { directoryRepo } from './repo.js';

/** What the search matches: holder, product, brands, models and number, lower-cased, one field a line. */
export const searchTextOf = (f: { certNo: string; holder: string; product: string; brands: string[]; models: string[] }) =>
  [f.certNo, f.holder, f.product, ...f.brands, ...f.models].join('\n').toLowerCase();

/**
 * The holder lists a certificate in the public directory or takes it out (`userId`: the acting organisation;
 * another's certificate: 404). Listing writes the searchable row from what the public verification shows.
 */
export async function setListing(db: Db, userId: number, id: number, listed: boolean): Promise<DirectoryListing> {
  const facts = listed ? await factsOf(db, id) : null;
  await db.transaction(async (tx) => {
    const cert = await directoryRepo.lockOwned(tx, userId, id);
    if (!cert) throw notFound();
    await directoryRepo.setListed(tx, id, listed);
    if (!listed || !facts) return directoryRepo.dropEntry(tx, id);
    await directoryRepo.putEntry(tx, {
      certificateId: id,
      userId,
      certNo: facts.certNo,
      type: facts.scheme,
      holder: facts.holder,
      product: facts.product,
      brands: facts.brands,
      models: facts.models,
      search: searchTextOf(facts),
      issueDate: facts.issueDate,
    });
  });
  return listingOf(db, userId, id);
}

/** Whether the holder's certificate is listed, and how many confirmed subscribers follow it (never who). */
export async function listingOf(db: Db, userId: number, id: number): Promise<DirectoryListing> {
  const cert = await directoryRepo.owned(db, userId, id);
  if (!cert) throw notFound();
  return { listed: cert.listed, subscribers: await directoryRepo.subscriberCount(db, id) };
}

/** The public search (the query schema already refused a too broad one): listed certificates only, status computed today. */
export async function searchDirectory(db: Db, q: DirectoryQuery, now = new Date()): Promise<DirectoryPage> {
  const { limit, offset } = pageWindow(q);
  const { rows, total, capped } = await directoryRepo.search(db, { text: q.q, type: q.scheme }, limit, offset);
  const today = now.toISOString().slice(0, 10);
  const data = rows.map(({ entry: e, ...c }): DirectoryEntry => {
    const status = shownCertStatus(c.status, c.suspendedUntil, c.expiryDate, today);
    const since =
      status === 'expired' && c.expiryDate
        ? c.expiryDate
        : status === 'valid' && c.status === 'suspended' && c.suspendedUntil
          ? plusDays(c.suspendedUntil, 1)
          : c.statusSince.toISOString();
    return {
      cert_no: e.certNo,
      status,
      status_since: since,
      suspended_until: status === 'suspended' ? c.suspendedUntil : null,
      superseded_by: status === 'superseded' ? c.supersededBy : null,
      holder: e.holder,
      product: e.product,
      models: e.models,
      brands: e.brands,
      scheme: e.type,
      issue_date: e.issueDate,
      expiry_date: c.expiryDate,
    };
  });
  return { ...pageOf(data, total, q), total_capped: capped };
}
