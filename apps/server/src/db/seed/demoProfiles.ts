import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { invoiceProfiles, mailingAddresses, users } from '../schema/index.js';

/**
 * The demo customer's default invoice information and mailing address (issue 16/19): the first prefills the
 * applicant's billing fields of a new application, the second is where a mailed certificate goes. Added only
 * when the customer has none of the kind, so staff or the customer may change them freely.
 */
export async function seedDemoProfiles(db: Db) {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo'`);
  if (!demo) return;
  const has = async (table: typeof invoiceProfiles | typeof mailingAddresses) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table.userId} = ${demo.id}`)
        .limit(1)
    ).length > 0;
  if (!(await has(invoiceProfiles))) {
    await db.insert(invoiceProfiles).values({
      userId: demo.id,
      title: 'Shenzhen Bright Star Electronics Co., Ltd.',
      type: 'special_vat',
      taxpayerNumber: '91440300MA5DEMO001',
      address: '深圳市南山区科技园南区 18 号',
      phone: '0755-86001234',
      bankName: '中国银行深圳科技园支行',
      bankAccount: '7451 2233 0098 1234',
      contact: '欧阳明',
      isDefault: true,
    });
  }
  if (!(await has(mailingAddresses))) {
    await db.insert(mailingAddresses).values({
      userId: demo.id,
      recipient: '欧阳明',
      company: 'Shenzhen Bright Star Electronics Co., Ltd.',
      address: '深圳市南山区科技园南区 18 号 3 楼',
      phone: '13800138000',
      postcode: '518057',
      isDefault: true,
    });
  }
}
