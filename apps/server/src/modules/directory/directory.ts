import { plusDays, shownCertStatus, type DirectoryEntry, type DirectoryListing, type DirectoryPage, type DirectoryQuery } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { notFound } from '../../platform/errors.js';
import { factsOf } from '../trust/verify.js';
import { directoryRepo } from './repo.js';
import { indexTrigrams, type TrigramSample } from './trigrams.js';

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

/** Rows sampled to tell the directory's common trigrams from its rare ones (trigrams.ts). */
const SAMPLE_ROWS = 5_000;
/** The sample is taken again after this long (the directory changes slowly: a listing at a time). */
const SAMPLE_MAX_AGE_MS = 60 * 60_000;
/** Each database's latest sample (one per server process), and the one being taken. */
const samples = new WeakMap<Db, { sample?: TrigramSample; at: number; taking?: Promise<void> }>();

/**
 * The directory's trigram sample, or none yet. The first search starts taking it (a block sample of about SAMPLE_ROWS
 * rows) and, like every search until it is there, uses the plain LIKE; it is taken again in the background once older
 * than SAMPLE_MAX_AGE_MS, the old one serving meanwhile. A failed sample is tried again after the same time.
 */
function trigramSample(db: Db): TrigramSample | undefined {
  let entry = samples.get(db);
  if (!entry) samples.set(db, (entry = { at: 0 }));
  if (!entry.taking && Date.now() - entry.at > SAMPLE_MAX_AGE_MS) {
    const slot = entry;
    slot.taking = directoryRepo
      .trigramSample(db, SAMPLE_ROWS)
      .then((sample) => Object.assign(slot, { sample, at: Date.now() }))
      .catch(() => Object.assign(slot, { at: Date.now() }))
      .then(() => void (slot.taking = undefined));
  }
  return entry.sample;
}

/** The public search (the query schema already refused a too broad one): listed certificates only, status computed today. */
export async function searchDirectory(db: Db, q: DirectoryQuery, now = new Date()): Promise<DirectoryPage> {
  const { limit, offset } = pageWindow(q);
  const text = q.q?.toLowerCase();
  const trigrams = text ? indexTrigrams(text, trigramSample(db)) : [];
  const { rows, total, capped } = await directoryRepo.search(db, { text, type: q.scheme, indexTrigrams: trigrams }, limit, offset);
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
