import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { seedDemoNotices } from './notices.js';
import { seedDemoApplications } from './applications.js';

export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'Demo@2026', kind: 'customer', note: 'company customer (bailor), complete profile' },
  { username: 'demo2', password: 'Demo@2026', kind: 'customer', note: 'second company, for isolation checks' },
  { username: 'admin', password: 'Admin@2026', kind: 'staff', note: 'staff administrator' },
] as const;

const PROFILES: Record<string, Partial<typeof users.$inferInsert>> = {
  demo: {
    kind: 'customer',
    role: 'customer',
    name: '欧阳明',
    email: 'demo@example.com',
    mobile: '13800138000',
    mobileZone: '+86',
    wechat: 'ouyang_ming',
    lang: 'zh_CN',
    notifyByEmail: true,
    identity: 'IDENTITY_BAILOR',
    identityType: 'company',
    profile: {
      sex: 1,
      company: 'Shenzhen Bright Star Electronics Co., Ltd.',
      company_human_name: '欧阳明',
      company_usci: '91440300MA5DEMO001',
      country_id: 'CN',
      province_id: '440000',
      city_id: '440300',
      district_id: '440305',
      address: '科技园南区 18 号',
      zipcode: '518057',
      telephone: '+86-755-26000000',
      company_email: 'export@brightstar.example.com',
      website: 'https://brightstar.example.com',
      license: ['demo/licence.pdf'],
      intro: 'Manufacturer and exporter of consumer electronics to Kenya, Saudi Arabia and Iraq.',
    },
  },
  demo2: {
    kind: 'customer',
    role: 'customer',
    name: 'Amina Hassan',
    email: 'demo2@example.com',
    mobile: '501234567',
    mobileZone: '+971',
    lang: 'en',
    identity: 'IDENTITY_MANUFACTURER',
    identityType: 'company',
    profile: {
      company: 'Gulf Trading Industries LLC',
      company_human_name: 'Amina Hassan',
      country_id: 'AE',
      address: 'Jebel Ali Free Zone, Dubai',
      zipcode: '00000',
      telephone: '+971-4-8800000',
      company_email: 'trade@gulf.example.com',
      license: ['demo/licence2.pdf'],
    },
  },
  admin: { kind: 'staff', role: 'admin', name: 'Portal Administrator', email: 'admin@example.com', lang: 'en' },
};

/** Demo accounts and their notices, loaded only in demo mode (embedded default or DEMO=1). Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${account.username}`);
    if (existing.length > 0) continue;
    await db.insert(users).values({ username: account.username, passwordHash: await hashPassword(account.password), ...PROFILES[account.username] });
  }
  await seedDemoNotices(db, 'demo', 'zh_CN');
  await seedDemoApplications(db);
}
