/**
 * Demo data of the staff workstation (issue 14): one staff account per role, a third customer, and submitted
 * applications across customers so that every queue has rows. Made through the real services and the one
 * transition function; only the overdue example is then dated back (as if submitted a week and a half ago).
 */
import { idempotencyKeyFor } from '../../platform/idempotency.js';
import { eq, sql } from 'drizzle-orm';
import type { users } from '../schema/index.js';
import type { Db } from '../client.js';
import { applications, users as usersTable } from '../schema/index.js';
import { createDraft, submit } from '../../modules/applications/service.js';
import { staffService } from '../../modules/staff/service.js';
import { payload } from './applications.js';

type Profile = Partial<typeof users.$inferInsert>;
const staff = (name: string, role: string, email: string, lang = 'zh_CN'): Profile => ({ kind: 'staff', role, name, email, lang });

// Plain names: the role is shown by the web app in the reader's language (issue 27), never baked into the name.
export const STAFF_DEMO_PROFILES: Record<string, Profile> = {
  service: staff('王芳', 'customer_service', 'service@example.com'),
  officer: staff('陈晓', 'acceptance_officer', 'officer@example.com'),
  engineer: staff('Omar Saleh', 'inspector', 'engineer@example.com', 'en'),
  reviewer: staff('刘洋', 'reviewer', 'reviewer@example.com'),
  finance: staff('赵敏', 'finance', 'finance@example.com'),
  issuer: staff('Sara Ali', 'issuer', 'issuer@example.com', 'en'),
};

export const DEMO3_PROFILE: Profile = {
  kind: 'customer',
  role: 'customer',
  name: '周强',
  email: 'demo3@example.com',
  mobile: '13700137000',
  mobileZone: '+86',
  lang: 'zh_CN',
  identity: 'IDENTITY_BAILOR',
  identityType: 'company',
  profile: {
    sex: 1,
    company: 'Ningbo Ocean Home Appliances Co., Ltd.',
    company_human_name: '周强',
    company_usci: '91330200MA2DEMO003',
    country_id: 'CN',
    province_id: '330000',
    city_id: '330200',
    district_id: '330203',
    address: '江东北路 66 号',
    zipcode: '315040',
    telephone: '+86-574-87000000',
    company_email: 'export@ocean.example.com',
    license: ['demo/licence3.pdf'],
  },
};

type Step = 'submitted' | 'assigned' | 'overdue' | 'type_test' | 'conformity_assessment' | 'certificate_production';
const PLAN: { title: string; type: string; importer: string; amount: number; to: Step }[] = [
  { title: 'Rice cookers to Mombasa', type: 'kenya_pvoc', importer: 'Coast Kitchenware Ltd', amount: 14200, to: 'submitted' },
  { title: 'Electric kettles to Erbil', type: 'iraq_coc', importer: 'Erbil Home Trading', amount: 6300, to: 'assigned' },
  { title: 'Air coolers to Kano', type: 'nigeria_soncap', importer: 'Kano Cooling Systems', amount: 27500, to: 'overdue' },
  { title: 'Blenders to Nairobi', type: 'kenya_pvoc', importer: 'Nairobi Lighting Ltd', amount: 9100, to: 'type_test' },
  { title: 'Microwave ovens to Basra', type: 'iraq_coc', importer: 'Basra Mobile Accessories', amount: 19800, to: 'conformity_assessment' },
  { title: 'Water heaters to Lagos', type: 'nigeria_soncap', importer: 'Lagos Solar Trading', amount: 23300, to: 'certificate_production' },
];

const idOf = async (db: Db, username: string) =>
  (
    await db
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(sql`lower(${usersTable.username}) = ${username}`)
  )[0]?.id;

/** Once: the third customer's applications and their places in the queues. */
export async function seedStaffDemo(db: Db) {
  const [customer, admin, officer] = await Promise.all([idOf(db, 'demo3'), idOf(db, 'admin'), idOf(db, 'officer')]);
  if (!customer || !admin || !officer) return;
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.userId, customer))) as [{ n: number }];
  if (n > 0) return;
  const caller = { userId: customer, locale: 'zh_CN' as const, defaultLang: 'zh_CN' as const };
  const asAdmin = { user: { id: admin, kind: 'staff' as const, roles: ['admin'] }, defaultLang: 'zh_CN' as const, ip: null };
  const asOfficer = { user: { id: officer, kind: 'staff' as const, roles: ['acceptance_officer'] }, defaultLang: 'zh_CN' as const, ip: null };
  for (const [i, p] of PLAN.entries()) {
    const body = payload(p.title, p.type, p.importer, p.amount);
    const draft = await createDraft(db, caller, body);
    const { application: a } = await submit(db, caller, draft.id, draft.version, body, idempotencyKeyFor(`demo3-seed-${i}-submit`, { id: draft.id }, body));
    if (p.to === 'assigned') await staffService.take(db, asOfficer, a.id);
    if (p.to === 'overdue') {
      // As if submitted ten days ago: the acceptance target (two working days) is long past.
      const back = sql`interval '10 days'`;
      await db
        .update(applications)
        .set({
          submittedAt: sql`${applications.submittedAt} - ${back}`,
          waitingSince: sql`${applications.waitingSince} - ${back}`,
          slaRunningSince: sql`${applications.slaRunningSince} - ${back}`,
          slaStepSince: sql`${applications.slaStepSince} - ${back}`,
          dueAt: sql`${applications.dueAt} - ${back}`,
        })
        .where(eq(applications.id, a.id));
    }
    if (['type_test', 'conformity_assessment', 'certificate_production'].includes(p.to)) {
      await staffService.accept(db, asAdmin, a.id);
      await staffService.advance(db, asAdmin, a.id, p.to as 'type_test');
    }
  }
}
