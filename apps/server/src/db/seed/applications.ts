import { subDays } from 'date-fns/subDays';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeyFor } from '../../platform/idempotency.js';
import { todayIso } from '@tic/shared';
import type { Db } from '../client.js';
import { applications, users } from '../schema/index.js';
import { createDraft, submit } from '../../modules/applications/service.js';
import { staffService } from '../../modules/staff/service.js';

const party = (company_name: string, country: string, address: string) => ({
  company_name,
  country,
  address,
  contact_name: 'Service desk',
  telephone: '+86-755-8888',
});

export function payload(title: string, type: string, importer: string, amount: number) {
  return {
    application_type: type,
    title,
    general: {
      certification_project: type === 'iraq_coc' ? 'Iraq COC' : type === 'nigeria_soncap' ? 'SONCAP' : 'PVoC',
      contact_name: '欧阳明',
      contact_phone: '+86-138-0013-8000',
      contact_email: 'demo@example.com',
      inspection_place: 'Shenzhen Yantian warehouse',
      inspection_date: todayIso(),
    },
    shipment: {
      shipment_mode: 'sea',
      cargo_type: 'fcl',
      loading_port: 'CNYTN',
      discharge_port: type === 'kenya_pvoc' ? 'KEMBA' : type === 'nigeria_soncap' ? 'NGAPP' : 'IQUQR',
      country_of_supply: 'CN',
      country_of_origin: 'CN',
      delivery: 'full',
    },
    kenya: type === 'kenya_pvoc' ? { route: 'A', idf_required: true, idf_no: 'E2600123456', ucr_no: 'UCR26KE000123' } : undefined,
    iraq: type === 'iraq_coc' ? { importer_tax_no: 'IQ-778812', entry_points: 'Umm Qasr', acid: 'ACID-2026-17' } : undefined,
    parties: {
      importer: party(importer, type === 'kenya_pvoc' ? 'KE' : type === 'iraq_coc' ? 'IQ' : 'NG', 'Industrial Area, Road 4'),
      exporter: party('Shenzhen Bright Star Electronics Co., Ltd.', 'CN', '88 Keji Road, Nanshan, Shenzhen'),
      applicant: party('Shenzhen Bright Star Electronics Co., Ltd.', 'CN', '88 Keji Road, Nanshan, Shenzhen'),
    },
    invoices: [{ number: `BS-${title.length}${amount}`, date: todayIso(), currency: 'USD', amount, incoterm: 'FOB' }],
    products: [
      {
        hs_code: '853952',
        brand: 'BrightStar',
        model: 'LED-9W',
        quantity: 2000,
        unit_price: amount / 2000,
        unit: 'PCE',
        description: 'LED bulbs 9 W, E27',
        manufacturer: 'Shenzhen Bright Star Electronics Co., Ltd.',
        origin: 'CN',
        condition: 'new',
      },
    ],
    containers: ['MSCU1234567'],
  };
}

// What the demo customer finds: drafts, submitted, returned, processing (one with its draft certificate waiting
// for review) and issued applications with certificates.
const PLAN: {
  title: string;
  type: string;
  importer: string;
  amount: number;
  to: 'draft' | 'submitted' | 'returned' | 'processing' | 'draft_review' | 'issued';
}[] = [
  { title: 'LED bulbs for Nairobi (draft)', type: 'kenya_pvoc', importer: 'Nairobi Lighting Ltd', amount: 9800, to: 'draft' },
  { title: 'Solar lanterns to Lagos (draft)', type: 'nigeria_soncap', importer: 'Lagos Solar Trading', amount: 15200, to: 'draft' },
  { title: 'LED panels to Mombasa', type: 'kenya_pvoc', importer: 'Mombasa Electric Supplies', amount: 22400, to: 'submitted' },
  { title: 'Power banks to Basra', type: 'iraq_coc', importer: 'Basra Mobile Accessories', amount: 7600, to: 'returned' },
  { title: 'Extension sockets to Kisumu', type: 'kenya_pvoc', importer: 'Kisumu Hardware Co.', amount: 5100, to: 'processing' },
  { title: 'Ceiling fans to Abuja', type: 'nigeria_soncap', importer: 'Abuja Home Appliances', amount: 31000, to: 'issued' },
  { title: 'Floodlights to Nairobi', type: 'kenya_pvoc', importer: 'Nairobi Lighting Ltd', amount: 18750, to: 'issued' },
  { title: 'Phone chargers to Baghdad', type: 'iraq_coc', importer: 'Baghdad Digital Trading', amount: 12300, to: 'issued' },
  { title: 'Smart plugs to Nairobi', type: 'kenya_pvoc', importer: 'Nairobi Smart Home Ltd', amount: 8600, to: 'draft_review' },
];

/** Demo applications of `demo` (none for demo2), made through the real service and transition function. Once. */
export async function seedDemoApplications(db: Db) {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo'`);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`);
  if (!demo || !admin) return;
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.userId, demo.id))) as [{ n: number }];
  if (n > 0) return;
  const caller = { userId: demo.id, locale: 'zh_CN' as const, defaultLang: 'zh_CN' as const };
  const staff = { user: { id: admin.id, kind: 'staff' as const, roles: ['admin'] }, defaultLang: 'zh_CN' as const, ip: null };
  for (const [i, p] of PLAN.entries()) {
    const body = payload(p.title, p.type, p.importer, p.amount);
    const draft = await createDraft(db, caller, body);
    if (p.to === 'draft') continue;
    const { application } = await submit(db, caller, draft.id, draft.version, body, idempotencyKeyFor(`demo-seed-${i}-submit`, { id: draft.id }, body));
    if (p.to === 'returned')
      await staffService.returnApplication(db, staff, application.id, 'The invoice amount differs from the packing list; please correct it.');
    if (p.to === 'processing' || p.to === 'draft_review' || p.to === 'issued') await staffService.accept(db, staff, application.id);
    if (p.to === 'draft_review') await staffService.sendDraft(db, staff, application.id);
    // One certificate, a Kenya registration (Route B: 1 year), issued eleven months and a half ago expires within the
    // month; the Nigerian and Iraqi shipment certificates have no expiry date.
    const expiring = p.type === 'kenya_pvoc';
    if (p.to === 'issued')
      await staffService.issue(db, staff, application.id, { route: expiring ? 'B' : 'A' }, expiring ? subDays(new Date(), 350) : new Date());
  }
}
