import { MAX_INVOICE_PROFILE_RECORDS, type InvoiceProfile, type MailingAddress } from '@tic/shared';
import type { Db } from '../../db/client.js';
import type { invoiceProfiles, mailingAddresses } from '../../db/schema/index.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors.js';
import { invoiceRepo, mailingRepo, type InvoiceRow, type MailingRow, type ownedRepo, type OwnedTable } from './repo.js';

type Repo<T extends OwnedTable> = ReturnType<typeof ownedRepo<T>>;

/**
 * The rules both record kinds share: at most MAX_INVOICE_PROFILE_RECORDS per customer; the first record is the
 * default and there is always exactly one while any exist; an edit names the version it was read at and
 * is refused with 409 when the record moved on; another customer's id is simply not found (404).
 */
function ownedService<T extends OwnedTable, Out>(repo: Repo<T>, toApi: (row: T['$inferSelect']) => Out) {
  // Two requests racing to set a default meet the partial unique index: the loser is told to reload.
  const tx = async <R>(db: Db, work: (tx: Db) => Promise<R>) => {
    try {
      return await db.transaction((t) => work(t as unknown as Db));
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict();
      throw e;
    }
  };
  return {
    list: async (db: Db, userId: number) => (await repo.list(db, userId)).map(toApi),
    async get(db: Db, userId: number, id: number) {
      const row = await repo.find(db, userId, id);
      if (!row) throw notFound();
      return toApi(row);
    },
    async getDefault(db: Db, userId: number) {
      const row = await repo.findDefault(db, userId);
      return row ? toApi(row) : null;
    },
    create: (db: Db, userId: number, values: Omit<T['$inferInsert'], 'userId'>, wantDefault: boolean) =>
      tx(db, async (t) => {
        const existing = await repo.count(t, userId);
        if (existing >= MAX_INVOICE_PROFILE_RECORDS) throw badRequest('validation.tooManyRecords', { max: MAX_INVOICE_PROFILE_RECORDS });
        const isDefault = wantDefault || existing === 0;
        if (isDefault) await repo.clearDefault(t, userId, null);
        return toApi(await repo.insert(t, { ...values, userId, isDefault } as T['$inferInsert']));
      }),
    update: (db: Db, userId: number, id: number, version: number, values: Partial<T['$inferInsert']>, wantDefault: boolean) =>
      tx(db, async (t) => {
        const current = await repo.find(t, userId, id);
        if (!current) throw notFound();
        if (current.version !== version) throw conflict();
        // The default moves only by making another record the default, so there is always one.
        const isDefault = current.isDefault || wantDefault;
        if (isDefault && !current.isDefault) await repo.clearDefault(t, userId, id);
        const row = await repo.updateAt(t, userId, id, version, { ...values, isDefault });
        if (!row) throw conflict();
        return toApi(row);
      }),
    setDefault: (db: Db, userId: number, id: number) =>
      tx(db, async (t) => {
        if (!(await repo.find(t, userId, id))) throw notFound();
        await repo.clearDefault(t, userId, id);
        return toApi((await repo.makeDefault(t, userId, id))!);
      }),
    remove: (db: Db, userId: number, id: number) =>
      tx(db, async (t) => {
        const removed = await repo.remove(t, userId, id);
        if (!removed) throw notFound();
        if (removed.isDefault) {
          const next = await repo.newest(t, userId);
          if (next) await repo.makeDefault(t, userId, next.id);
        }
        return null;
      }),
  };
}

export const invoiceService = ownedService<typeof invoiceProfiles, InvoiceProfile>(invoiceRepo, (r: InvoiceRow): InvoiceProfile => ({
  id: r.id,
  title: r.title,
  type: r.type as InvoiceProfile['type'],
  taxpayer_number: r.taxpayerNumber,
  address: r.address,
  phone: r.phone,
  bank_name: r.bankName,
  bank_account: r.bankAccount,
  contact: r.contact,
  is_default: r.isDefault,
  version: r.version,
  updated_at: r.updatedAt.toISOString(),
}));

export const mailingService = ownedService<typeof mailingAddresses, MailingAddress>(mailingRepo, (r: MailingRow): MailingAddress => ({
  id: r.id,
  recipient: r.recipient,
  company: r.company,
  address: r.address,
  phone: r.phone,
  postcode: r.postcode,
  is_default: r.isDefault,
  version: r.version,
  updated_at: r.updatedAt.toISOString(),
}));
