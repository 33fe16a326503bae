import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { plusDays, todayIso } from '@tic/shared';
import { idempotencyKeyFor } from '../../platform/idempotency.js';
import type { Db } from '../client.js';
import { applications, invoiceProfiles, quotations, storedFiles, users } from '../schema/index.js';
import { decideQuotation, issueQuotation } from '../../modules/payments/quotations.js';
import { addRemittance, confirmRemittance } from '../../modules/payments/remittances.js';
import { lockApplications, syncApplication } from '../../modules/payments/ledger.js';
import { createDraft, submit } from '../../modules/applications/service.js';
import { staffService } from '../../modules/staff/service.js';

const inDays = (n: number) => plusDays(todayIso(), n);

/**
 * Demo money, so that every payment screen shows something: quotations issued, accepted, rejected and
 * expired, a fee notice, a confirmed remittance (one application paid in full, one partly) and a pending
 * one, an invoice profile. Written through the money services (the same rules as the API). Idempotent.
 */
export async function seedDemoPayments(db: Db) {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'demo'`);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`);
  const [fin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'finance'`);
  if (!demo || !admin) return;
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotations)
    .where(eq(quotations.userId, demo.id))) as [{ n: number }];
  if (n > 0) return;
  const apps = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, demo.id), inArray(applications.status, ['processing', 'issued']), eq(applications.paymentStatus, 'to_be_quoted')))
    .orderBy(asc(applications.id));
  if (apps.length < 5) return;
  const [a, b, c, d, e] = apps.map((x) => x.id) as [number, number, number, number, number];
  const staff = { id: admin.id, defaultLang: 'zh_CN' as const, user: { id: admin.id, kind: 'staff' as const, roles: ['admin'] } };
  // Separation of duties (the staff policy): who quoted does not confirm the payment; finance does.
  const cashier = fin ? { id: fin.id, defaultLang: 'zh_CN' as const, user: { id: fin.id, kind: 'staff' as const, roles: ['finance'] } } : staff;
  const customer = { id: demo.id, defaultLang: 'zh_CN' as const };
  let [profile] = await db.select().from(invoiceProfiles).where(eq(invoiceProfiles.userId, demo.id)).limit(1);
  profile ??= (
    await db
      .insert(invoiceProfiles)
      .values({ userId: demo.id, title: '深圳市明星电子有限公司', type: 'ordinary_vat', taxpayerNumber: '91440300MA5DEMO01X', isDefault: true })
      .returning()
  )[0]!;
  const base = { currency: 'USD', terms_version: 'GT-2026-01', kind: 'quotation' as const };
  const line = (application_id: number, service: string, unit_price: string, tax_pct = '0') => ({
    application_id,
    service,
    quantity: '1',
    unit_price,
    discount_pct: '0',
    tax_pct,
    kind: 'service' as const,
  });

  // Accepted, then paid: A in full, B partly; a second remittance for B waits for finance.
  const q1 = await issueQuotation(db, staff, {
    ...base,
    valid_until: inDays(30),
    lines: [line(a, 'PVoC certificate (Route A)', '800.00'), line(b, 'PVoC certificate and laboratory test', '1200.00')],
  });
  await decideQuotation(db, customer, q1.id, { accept: true, invoiceProfileId: profile.id });
  const [slip] = await db
    .insert(storedFiles)
    .values({ storageKey: 'demo/bank-slip.pdf', originalName: 'bank-slip.pdf', ext: 'pdf', size: 0, sha256: '', uploadedBy: demo.id, createdBy: demo.id })
    .returning({ id: storedFiles.id });
  const [slip2] = await db
    .insert(storedFiles)
    .values({ storageKey: 'demo/bank-slip-2.pdf', originalName: 'bank-slip-2.pdf', ext: 'pdf', size: 0, sha256: '', uploadedBy: demo.id, createdBy: demo.id })
    .returning({ id: storedFiles.id });
  const payer = {
    remitter: '深圳市明星电子有限公司',
    contact: '李明',
    phone: '+86-755-8888-1234',
    bank: '中国银行深圳分行',
    postcode: '518000',
    address: '深圳市南山区科技园 8 号',
  };
  const r1 = await addRemittance(
    db,
    customer,
    {
      ...payer,
      remitted_on: inDays(-5),
      amount: '1400.00',
      currency: 'USD',
      bank_reference: 'BOC20261118001',
      file_ids: [slip!.id],
      allocations: [
        { application_id: a, amount: '800.00' },
        { application_id: b, amount: '600.00' },
      ],
    },
    idempotencyKeyFor('demo-seed-remittance-1', null, 1),
  );
  await confirmRemittance(db, cashier, r1.id, {});
  await addRemittance(
    db,
    customer,
    {
      ...payer,
      remitted_on: inDays(-1),
      amount: '300.00',
      currency: 'USD',
      bank_reference: 'BOC20261122007',
      file_ids: [slip2!.id],
      allocations: [{ application_id: b, amount: '300.00' }],
    },
    idempotencyKeyFor('demo-seed-remittance-2', null, 2),
  );

  // Open (awaiting the customer), rejected, expired, and a fee notice.
  await issueQuotation(db, staff, {
    ...base,
    valid_until: inDays(20),
    lines: [line(c, 'PVoC certificate (Route B)', '950.00'), line(c, 'Factory audit', '400.00', '6')],
  });
  const q3 = await issueQuotation(db, staff, { ...base, valid_until: inDays(10), lines: [line(d, 'Saudi PCoC', '1500.00')] });
  await decideQuotation(db, customer, q3.id, { accept: false, reason: '价格高于合同约定，请按框架协议重新报价' });
  const q4 = await issueQuotation(db, staff, { ...base, valid_until: inDays(1), lines: [line(d, 'Saudi PCoC (framework price)', '1100.00')] });
  await db
    .update(quotations)
    .set({ validUntil: inDays(-3) })
    .where(eq(quotations.id, q4.id));
  // Expiry is read from the date; the application's payment status follows at its next money event, here at once.
  await db.transaction(async (tx) => {
    const locked = await lockApplications(tx, [d]);
    await syncApplication(tx, locked.get(d)!, { actor: 'staff', actorId: admin.id, defaultLang: 'zh_CN' });
  });
  await issueQuotation(db, staff, {
    ...base,
    kind: 'fee_notice',
    valid_until: inDays(15),
    remark: 'Re-testing after the failed sample',
    lines: [line(e, 'Sample re-test (EMC)', '260.00', '6')],
  });

  // An express booking (issue 28): an inspection booked for today, quoted with the express surcharge the server adds
  // from the fee rules (USD 50 % of the fees), awaiting the customer's decision.
  const booking = expressBooking();
  const caller = { userId: demo.id, locale: 'zh_CN' as const, defaultLang: 'zh_CN' as const };
  const draft = await createDraft(db, caller, booking);
  const { application } = await submit(db, caller, draft.id, draft.version, booking, idempotencyKeyFor('demo-seed-express-submit', { id: draft.id }, booking));
  await staffService.accept(db, { user: staff.user, defaultLang: 'zh_CN', ip: null }, application.id);
  await issueQuotation(db, staff, {
    ...base,
    valid_until: inDays(7),
    lines: [line(application.id, 'Pre-shipment inspection (man-day)', '298.00'), line(application.id, 'Travel', '60.00')],
  });
}

const bookingParty = (company_name: string, company_name_en: string) => ({
  company_name,
  company_name_en,
  address: '深圳市宝安区福永街道 12 号',
  address_en: '12 Fuyong Street, Baoan, Shenzhen',
  contact_name: '王芳',
  telephone: '+86-755-2777-6600',
});

/** An entrusted pre-shipment inspection of the demo customer, inspected today: express. */
const expressBooking = () => ({
  application_type: 'insp_pre_shipment',
  title: 'Express inspection: LED drivers for Mombasa',
  booking: { inspection_date: todayIso(), contact_name: '李明', contact_phone: '+86-755-8888-1234', contact_email: 'demo@example.com' },
  parties: {
    client: bookingParty('深圳市明星电子有限公司', 'Shenzhen Bright Star Electronics Co., Ltd.'),
    supplier: bookingParty('深圳市明星电子有限公司', 'Shenzhen Bright Star Electronics Co., Ltd.'),
    factory: bookingParty('明星电子福永工厂', 'Bright Star Fuyong Factory'),
  },
  po_lines: [{ po_no: 'PO-2026-0412', description: 'LED drivers 40 W', quantity: 3000, unit: 'pcs', produced_percent: 100, packed_percent: 100 }],
  requirements: { sampling_standard: 'iso_2859_1', inspection_level: 'II', aql_critical: '0', aql_major: '2.5', aql_minor: '4.0' },
});
