import { seedDemoPayments } from './payments.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { customerWaiters, storedFiles, users } from '../schema/index.js';
import { hashPassword } from '../../platform/passwords.js';
import { seedDemoNotices } from './notices.js';
import { seedDemoApplications } from './applications.js';
import { seedPredictionDemo } from './predictionDemo.js';
import { seedDemoProfiles } from './demoProfiles.js';
import { DEMO3_PROFILE, STAFF_DEMO_PROFILES, seedStaffDemo } from './staffDemo.js';

export const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'Demo@2026', kind: 'customer', note: 'company customer (bailor), complete profile' },
  { username: 'demo2', password: 'Demo@2026', kind: 'customer', note: 'second company, for isolation checks' },
  { username: 'admin', password: 'Admin@2026', kind: 'staff', note: 'staff administrator' },
  // One demo staff account per role of the workstation (issue 14).
  { username: 'service', password: 'Staff@2026', kind: 'staff', note: 'customer service' },
  { username: 'officer', password: 'Staff@2026', kind: 'staff', note: 'acceptance officer' },
  { username: 'engineer', password: 'Staff@2026', kind: 'staff', note: 'inspector / test engineer' },
  { username: 'reviewer', password: 'Staff@2026', kind: 'staff', note: 'technical reviewer' },
  { username: 'finance', password: 'Staff@2026', kind: 'staff', note: 'finance' },
  { username: 'issuer', password: 'Staff@2026', kind: 'staff', note: 'certificate issuer' },
  { username: 'demo3', password: 'Demo@2026', kind: 'customer', note: 'third company customer with submitted applications (staff queues)' },
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
  ...STAFF_DEMO_PROFILES,
  demo3: DEMO3_PROFILE,
};

/** Demo accounts and their notices, loaded only in demo mode (embedded default or DEMO=1). Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${account.username}`);
    if (existing.length > 0) continue;
    const [created] = await db
      .insert(users)
      .values({ username: account.username, passwordHash: await hashPassword(account.password), ...PROFILES[account.username] })
      .returning();
    await attachDemoLicence(db, created!);
  }
  await seedDemoWaiter(db);
  await seedDemoNotices(db, 'demo', 'zh_CN');
  await seedDemoApplications(db);
  await seedDemoProfiles(db);
  await seedDemoPayments(db);
  await seedStaffDemo(db);
  await seedPredictionDemo(db);
}

/**
 * The customers' exclusive service contact: a staff member without a password (it cannot sign in), assigned to
 * both demo customers. Idempotent.
 */
async function seedDemoWaiter(db: Db) {
  let [waiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'service1'`);
  waiter ??= (
    await db
      .insert(users)
      .values({
        username: 'service1',
        passwordHash: null,
        kind: 'staff',
        role: 'admin',
        status: -1,
        name: '李娜',
        mobile: '13900139000',
        mobileZone: '+86',
        wechat: 'tic_lina',
        email: 'lina.service@example.com',
        lang: 'zh_CN',
      })
      .returning({ id: users.id })
  )[0]!;
  for (const username of ['demo', 'demo2']) {
    const [c] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username}`);
    if (c) await db.insert(customerWaiters).values({ customerId: c.id, staffId: waiter.id }).onConflictDoNothing();
  }
}

/**
 * The demo companies' business licence is a file record of the customer (as an upload would make), so the profile
 * refers to it as /file/{id} like any other. The seed runs before any file store exists: the bytes (a one-page PDF)
 * are made on its first download (modules/files/demoFiles.ts).
 */
async function attachDemoLicence(db: Db, user: typeof users.$inferSelect) {
  const licence = (user.profile.license as string[] | undefined)?.[0];
  if (!licence || licence.startsWith('/file/')) return;
  const [file] = await db
    .insert(storedFiles)
    .values({ storageKey: licence, originalName: 'business-licence.pdf', ext: 'pdf', size: 0, sha256: '', uploadedBy: user.id, createdBy: user.id })
    .returning({ id: storedFiles.id });
  await db
    .update(users)
    .set({ profile: { ...user.profile, license: [`/file/${file!.id}`] } })
    .where(sql`${users.id} = ${user.id}`);
}
