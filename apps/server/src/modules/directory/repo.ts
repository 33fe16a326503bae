import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { DIRECTORY_COUNT_CAP } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import { certificateDirectory, certificates, certificateSubscriptionNotices, certificateSubscriptions } from '../../db/schema/index.js';

/** `%` and `_` typed by a searcher are searched for, not wildcards. */
const likeText = (v: string) => `%${escapeLike(v)}%`;

/** The directory's and the subscriptions' SQL (issue 32). */
export const directoryRepo = {
  /** The holder's certificate (another owner's: undefined), locked for the listing change. */
  async lockOwned(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select({ id: certificates.id, listed: certificates.directoryListed })
      .from(certificates)
      .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
      .for('update');
    return row;
  },

  async owned(db: Db, userId: number, id: number) {
    const [row] = await db
      .select({ id: certificates.id, listed: certificates.directoryListed })
      .from(certificates)
      .where(and(eq(certificates.id, id), eq(certificates.userId, userId)));
    return row;
  },

  async setListed(tx: Tx, id: number, listed: boolean) {
    await tx.update(certificates).set({ directoryListed: listed }).where(eq(certificates.id, id));
  },

  async putEntry(tx: Tx, row: typeof certificateDirectory.$inferInsert) {
    await tx.insert(certificateDirectory).values(row).onConflictDoUpdate({ target: certificateDirectory.certificateId, set: row });
  },

  async dropEntry(tx: Tx, id: number) {
    await tx.delete(certificateDirectory).where(eq(certificateDirectory.certificateId, id));
  },

  /**
   * A page of listed certificates whose search text holds `q` and/or of one type, newest first, with the live status
   * fields of the certificate. Only rows of the directory table, and of certificates still flagged. `indexTrigrams`
   * (trigrams.ts): the rare trigrams of `q` the trigram index looks up, the whole of `q` then checked by `strpos` (the
   * same rows as `LIKE '%q%'`); none: the plain `LIKE`. The total counts the matches up to DIRECTORY_COUNT_CAP and one
   * more (`capped`: more match, the total is the cap), on the directory table alone: its row exists exactly while the
   * certificate is flagged (both written in one transaction, directory.ts), so the count needs no join.
   */
  async search(db: Db, q: { text?: string; type?: string; indexTrigrams?: string[] }, limit: number, offset: number) {
    const text = q.text?.toLowerCase();
    const trigrams = q.indexTrigrams ?? [];
    const textMatch = !text
      ? undefined
      : trigrams.length === 0
        ? sql`${certificateDirectory.search} like ${likeText(text)}`
        : and(...trigrams.map((t) => sql`${certificateDirectory.search} like ${`%${t}%`}`), sql`strpos(${certificateDirectory.search}, ${text}) > 0`);
    const matching = and(textMatch, q.type ? eq(certificateDirectory.type, q.type) : undefined);
    const replacement = sql<string | null>`(select r.cert_no from certificates r where r.id = ${certificates.supersededById})`;
    const rows = await db
      .select({
        entry: certificateDirectory,
        status: certificates.status,
        statusSince: certificates.statusSince,
        suspendedUntil: certificates.suspendedUntil,
        expiryDate: certificates.expiryDate,
        supersededBy: replacement,
      })
      .from(certificateDirectory)
      .innerJoin(certificates, eq(certificates.id, certificateDirectory.certificateId))
      .where(and(eq(certificates.directoryListed, true), matching))
      // The index path leaves few candidates: sorted after the look-up, never by walking the date index (trigrams.ts).
      .orderBy(
        desc(trigrams.length > 0 ? sql`${certificateDirectory.issueDate} + 0` : certificateDirectory.issueDate),
        desc(certificateDirectory.certificateId),
      )
      .limit(limit)
      .offset(offset);
    // A first page shorter than a page is every match: no second look-up.
    if (offset === 0 && rows.length < limit) return { rows, total: rows.length, capped: false };
    const matches = db
      .select({ one: sql`1` })
      .from(certificateDirectory)
      .where(matching)
      .limit(DIRECTORY_COUNT_CAP + 1)
      .as('matches');
    const [{ n }] = (await db.select({ n: count() }).from(matches)) as [{ n: number }];
    const counted = Number(n);
    return counted > DIRECTORY_COUNT_CAP ? { rows, total: DIRECTORY_COUNT_CAP, capped: true } : { rows, total: counted, capped: false };
  },

  /**
   * A sample of about `rows` directory rows (a block sample, TABLESAMPLE SYSTEM: a share of the table's pages, not a
   * read of all of it): for each trigram (pg_trgm's own split of the search text) the numbers of the sampled rows
   * holding it, ascending; how many rows were sampled; the table's estimated size.
   */
  async trigramSample(db: Db, rows: number): Promise<{ rows: number; tableRows: number; postings: Map<string, Uint32Array> }> {
    const [est] = (
      (await db.execute(sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'certificate_directory'::regclass`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const percent = Math.min(100, Math.max(0.01, (100 * rows) / Math.max(1, Number(est?.n ?? 0))));
    const sampled = (await db.execute(sql`
      with s as (select (row_number() over ())::int as ord, search from ${certificateDirectory} tablesample system (${sql.raw(percent.toFixed(4))}))
      select t, array_agg(s.ord order by s.ord) as ords, (select count(*)::int from s) as total
      from s, unnest(show_trgm(s.search)) t group by t`)) as unknown as {
      rows: { t: string; ords: number[]; total: number }[];
    };
    const postings = new Map(sampled.rows.map((r) => [r.t, Uint32Array.from(r.ords.map(Number))] as const));
    const total = Number(sampled.rows[0]?.total ?? 0);
    return { rows: total, tableRows: Math.max(total, Number(est?.n ?? 0)), postings };
  },

  /** A subscription of a certificate and e-mail, made pending (or kept as it is when it exists). */
  async upsertSubscription(db: Db, row: { certificateId: number; email: string; lang: string }) {
    await db
      .insert(certificateSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: [certificateSubscriptions.certificateId, certificateSubscriptions.email], set: { lang: row.lang } });
  },

  async confirmSubscription(db: Db, certificateId: number, email: string, at: Date) {
    const rows = await db
      .update(certificateSubscriptions)
      .set({ confirmedAt: sql`coalesce(${certificateSubscriptions.confirmedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(certificateSubscriptions.certificateId, certificateId), eq(certificateSubscriptions.email, email)))
      .returning({ id: certificateSubscriptions.id });
    return rows[0];
  },

  async deleteSubscription(db: Db, id: number) {
    const rows = await db.delete(certificateSubscriptions).where(eq(certificateSubscriptions.id, id)).returning({ id: certificateSubscriptions.id });
    return rows.length > 0;
  },

  async subscriberCount(db: Db, certificateId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(certificateSubscriptions)
      .where(and(eq(certificateSubscriptions.certificateId, certificateId), isNotNull(certificateSubscriptions.confirmedAt)));
    return Number(row?.n ?? 0);
  },

  /**
   * Records the change for every confirmed subscriber of the certificate who was not told of it yet, and answers
   * those: the key (subscription, change) makes a second call (a retried job, a concurrent one) answer none.
   */
  async claimNotices(tx: Tx, certificateId: number, change: string) {
    const rows = (await tx.execute(sql`
      insert into ${certificateSubscriptionNotices} (subscription_id, change)
      select s.id, ${change} from ${certificateSubscriptions} s
      where s.certificate_id = ${certificateId} and s.confirmed_at is not null
      on conflict do nothing
      returning subscription_id`)) as unknown as { rows: { subscription_id: number }[] };
    if (rows.rows.length === 0) return [];
    return tx
      .select({ id: certificateSubscriptions.id, email: certificateSubscriptions.email, lang: certificateSubscriptions.lang })
      .from(certificateSubscriptions)
      .where(
        sql`${certificateSubscriptions.id} in (${sql.join(
          rows.rows.map((r) => sql`${r.subscription_id}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(certificateSubscriptions.id));
  },

  /** Certificates that expired before `today`, still valid or suspended, with a confirmed subscriber not yet told of it. */
  async expiredWithSubscribers(db: Db, today: string, limit: number) {
    const rows = (await db.execute(sql`
      select distinct c.id, c.cert_no, c.expiry_date::text as expiry_date from ${certificates} c
      join ${certificateSubscriptions} s on s.certificate_id = c.id and s.confirmed_at is not null
      where c.expiry_date < ${today}::date and c.status in ('valid', 'suspended')
        and not exists (select 1 from ${certificateSubscriptionNotices} n
                        where n.subscription_id = s.id and n.change = 'expired@' || c.expiry_date::text)
      order by c.id limit ${limit}`)) as unknown as { rows: { id: number; cert_no: string; expiry_date: string }[] };
    return rows.rows;
  },
};
